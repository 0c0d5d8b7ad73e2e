// Snapshot "debugger_help_80x24" of a 80x24 grid: its text, then its style mask (legend in StyleRole.swift).
// Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter ScreenModelTests; do not edit by hand.
private let recorded = #"""
┌─ Acc┌─ Keys ──────────────────────────────────────────────────────────┐──────┐
│ [~] │ ?      Show or hide this help                                   │      │
│ eval│ :      Type a scenario command (Tab completes, ↑ ↓ history)     │      │
│ phon│ q      Quit storedbg (asks y/n if commands are not written)     │9:00  │
└─────│ a      Approve the selected Ask to Buy transaction              │──────┘
 Monit│ d      Decline the selected Ask to Buy transaction              │n demo
┌─ ▶ T│ r      Refund the selected transaction (asks y/n)               │──────┐
│#    │ e      Expire the selected subscription (asks y/n)              │in Ver│
│ No t│ +      Advance the true clock one day                           │prova…│
│     │ b      Buy a product chosen from the catalogue                  │      │
│     │ n      Run the next step of the scenario                        │      │
│     │ N      Skip the next step of the scenario (one that is refused) │      │
└─────│ u      Undo the last command (again to go further back)         │──────┘
┌─ Cat│ w      Write the session as session-N.scenario here             │──────┐
│[ ] P│ /      Filter the transaction list                              │      │
│([+] │ Tab    Move to the next pane                                    │      │
│     │ S-Tab  Move to the previous pane                                │      │
│     │ ↑ k    Select the row above                                     │      │
│     │ ↓ j    Select the row below                                     │      │
│     │ PgUp   Scroll the pane up a page                                │      │
│     │ PgDn   Scroll the pane down a page                              │99)   │
└─────│ Esc    Close the overlay or leave the prompt                    │──────┘
 Press│ Esc or ? closes this help                                       │
 ? Hel└─────────────────────────────────────────────────────────────────┘b Buy
--- style mask ---
GGGHHHbbbHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
G.GGGGbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb......b
G.....bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb......b
G.....bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb......b
GGGGGGbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObbbbbbbb
ddddddbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObddddddd
HHHHHHbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOWWWWWWWWWWWOOOOOOOOOOOOOOObHHHHHHH
HH....bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOWWWWWWWWWWWOOOOOOOOOOOOOObHH.HHHH
H.ddddbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObddddddH
H.....bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb......H
H.....bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb......H
H.....bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb......H
HHHHHHbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObHHHHHHH
bbbHHHbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObbbbbbbb
b.....bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb......b
bdddddbOKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb......b
b.....bOKKKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb......b
b.....bOKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb......b
b.....bOKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb......b
b.....bOKKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb......b
b.....bOKKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb......b
bbbbbbbOKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObbbbbbbb
......bOdddddddddddddddddddddddddOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb.......
kKkkkkbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbKkkkkkk
"""#
