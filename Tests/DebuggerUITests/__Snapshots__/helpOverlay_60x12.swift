// Snapshot "helpOverlay_60x12" of a 60x12 grid: its text, then its style mask (legend in StyleRole.swift).
// Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter DebuggerUITests; do not edit by hand.
private let recorded = #"""
┌─ Keys ───────────────────────────────────────────────────┐
│ ?          Show or hide this help                        │
│ :          Type a scenario command (Tab completes, ↑ ↓ … │
│ q          Quit (asks y/n if commands are not written)   │
│ a d        Approve or decline the selected Ask to Buy t… │
│ r          Refund the selected transaction (asks y/n)    │
│ e          Expire the selected subscription (asks y/n)   │
│ +          Advance the true clock one day                │
│ b          Buy a product chosen from the catalogue       │
│ … 13 more: enlarge the terminal                          │
│ Esc or ? closes this help                                │
└──────────────────────────────────────────────────────────┘
--- style mask ---
bbbHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb
bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb
bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb
bOKKKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb
bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOWWWWWWWWWWWOOOOb
bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOWWWWWWWWWWWOOOb
bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb
bOKOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb
bOdddddddddddddddddddddddddddddddOOOOOOOOOOOOOOOOOOOOOOOOOOb
bOdddddddddddddddddddddddddOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
"""#
