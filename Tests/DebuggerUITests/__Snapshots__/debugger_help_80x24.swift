// Snapshot "debugger_help_80x24" of a 80x24 grid: its text, then its style mask (legend in StyleRole.swift).
// Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter DebuggerUITests; do not edit by hand.
private let recorded = #"""
┌─┌─ Keys ───────────────────────────────────────────────────────────────────┐─┐
│ │ ?          Show or hide this help                                        │ │
│ │ :          Type a scenario command (Tab completes, ↑ ↓ history)          │ │
│ │ q          Quit (asks y/n if commands are not written)                   │ │
└─│ a d        Approve or decline the selected Ask to Buy transaction        │─┘
 M│ r          Refund the selected transaction (asks y/n)                    │o
┌─│ e          Expire the selected subscription (asks y/n)                   │─┐
│#│ +          Advance the true clock one day                                │r│
│ │ b          Buy a product chosen from the catalogue                       │…│
│ │ n N        Run the next scenario step, or skip a refused one unrun       │ │
│ │ u          Undo the last command (again to go further back)              │ │
│ │ w W        Write the session and what holds now (W: after each command)  │ │
└─│ /          Filter the transaction list                                   │─┘
┌─│ Enter      Show every field of the selected transaction and its events   │─┐
│[│ D          Show every device; Enter there makes one the current device   │ │
│(│ m          Show every message so far in full                             │ │
│ │ t          Show the timeline in place of the transactions, or them again │ │
│ │ z Z        Zoom the timeline in or out (it follows now)                  │ │
│ │ Tab S-Tab  Move to the next or previous pane                             │ │
│ │ ↑ k ↓ j    Select the row above or below                                 │ │
│ │ PgUp PgDn  Scroll the pane up or down a page                             │ │
└─│ Esc        Close the overlay, leave the prompt or clear the filter       │─┘
 P│ Esc or ? closes this help                                                │
 ?└──────────────────────────────────────────────────────────────────────────┘
--- style mask ---
GGbbbHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
G.bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb.b
G.bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb.b
G.bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb.b
GGbOKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObbb
ddbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOWWWWWWWWWWWOOOOOOOOOOOOOOOOOOOObdd
HHbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOWWWWWWWWWWWOOOOOOOOOOOOOOOOOOObHH
HHbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObHH
H.bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObdH
H.bOKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb.H
H.bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb.H
H.bOKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb.H
HHbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObHH
bbbOKKKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObbb
b.bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb.b
bdbOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb.b
b.bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb.b
b.bOKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb.b
b.bOKKKKKKKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb.b
b.bOKKKKKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb.b
b.bOKKKKKKKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb.b
bbbOKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOObbb
..bOdddddddddddddddddddddddddOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb..
kKbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbkk
"""#
