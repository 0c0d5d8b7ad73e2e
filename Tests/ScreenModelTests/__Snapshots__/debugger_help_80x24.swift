// Snapshot "debugger_help_80x24" of a 80x24 grid: its text, then its style mask (legend in StyleRole.swift).
// Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter ScreenModelTests; do not edit by hand.
private let recorded = #"""
┌─ Acces┌─ Keys ──────────────────────────────────────────────────────┐────────┐
│ [~] EV│ ?      Show or hide this help                               │0       │
│ evalua│ :      Type a scenario command (Tab completes, ↑ ↓ history) │0       │
│ phone:│ q      Quit storedbg (asks y/n if commands are not written) │ 09:00  │
└───────│ a      Approve the selected Ask to Buy transaction          │────────┘
 Monitor│ d      Decline the selected Ask to Buy transaction          │-in demo
┌─ ▶ Tra│ r      Refund the selected transaction (asks y/n)           │────────┐
│#    Pr│ e      Expire the selected subscription (asks y/n)          │ Fin Ver│
│ No tra│ +      Advance the true clock one day                       │approva…│
│       │ b      Buy a product chosen from the catalogue              │        │
│       │ n      Run the next step of the scenario                    │        │
│       │ u      Undo the last command (again to go further back)     │        │
└───────│ w      Write the session as session-N.scenario here         │────────┘
┌─ Catal│ /      Filter the transaction list                          │────────┐
│[ ] Per│ Tab    Move to the next pane                                │        │
│([+] ow│ S-Tab  Move to the previous pane                            │        │
│       │ ↑ k    Select the row above                                 │        │
│       │ ↓ j    Select the row below                                 │d       │
│       │ PgUp   Scroll the pane up a page                            │        │
│       │ PgDn   Scroll the pane down a page                          │ 1      │
│       │ Esc    Close the overlay or leave the prompt                │7.99)   │
└───────│ Esc or ? closes this help                                   │────────┘
 Press b└─────────────────────────────────────────────────────────────┘
 ? Help  : Cmd  q Quit  a Approve  d Decline  r Refund  e Expire  + Day  b Buy
--- style mask ---
GGGHHHHHbbbHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
G.GGGGGGbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb........b
G.......bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb........b
G.......bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb........b
GGGGGGGGbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObbbbbbbbbb
ddddddddbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObddddddddd
HHHHHHHHbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOWWWWWWWWWWWOOOOOOOOOOObHHHHHHHHH
HH....HHbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOWWWWWWWWWWWOOOOOOOOOOb.HHH.HHHH
H.ddddddbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObddddddddH
H.......bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb........H
H.......bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb........H
H.......bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb........H
HHHHHHHHbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObHHHHHHHHH
bbbHHHHHbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObbbbbbbbbb
b.......bOKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb........b
bdddddddbOKKKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb........b
b.......bOKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb........b
b.......bOKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb........b
b.......bOKKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb........b
b.......bOKKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb........b
b.......bOKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb........b
bbbbbbbbbOdddddddddddddddddddddddddOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObbbbbbbbbb
........bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.........
kKkkkkkkkKkkkkkkKkkkkkkkKkkkkkkkkkkKkkkkkkkkkkKkkkkkkkkkKkkkkkkkkkKkkkkkkKkkkkkk
"""#
