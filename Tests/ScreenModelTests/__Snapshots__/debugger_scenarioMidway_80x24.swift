// Snapshot "debugger_scenarioMidway_80x24" of a 80x24 grid: its text, then its style mask (legend in StyleRole.swift).
// Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter ScreenModelTests; do not edit by hand.
private let recorded = #"""
┌─ Access ─────────────────────────────────────┐┌─ Clocks ─────────────────────┐
│ [~] EVALUATION 5 days left                   ││True   2026-01-03 09:00       │
│ evaluation: 5 days left, ends 8 Jan 09:00    ││Device 2026-01-03 09:00       │
│ phone: running · online                      ││Eval   ends 2026-01-08 09:00  │
└──────────────────────────────────────────────┘└──────────────────────────────┘
 Monitor: no violations · reference client                 walkthrough.scenario
┌─ ▶ Transactions (1) ─────────────────────────────────────────────────────────┐
│#    Product               Kind   State       Bought Ends       Owner  Fin Ver│
│#1   pro                   unlock pending     1 Jan             bought no  ok │
│                                                                              │
│                                                                              │
│                                                                              │
└──────────────────────────────────────────────────────────────────────────────┘
┌─ Catalogue (2) ────────────────┐┌─ Events ───────────────────────────────────┐
│[?] #1 awaits approval: Pro     ││  declines                                  │
│[?] Pro                    $4.99││1 Jan 09:00 client: The app shows the       │
│[0] coins                  $0.99││  purchase as waiting for approval; nothing │
└────────────────────────────────┘│  unlocked                                  │
┌─ Steps: next 7 of 8 (n) ───────┐│1 Jan 09:00 time: Advance 2d: true time     │
│✓ 6 advance 2d                  ││  2026-01-01T09:00:00Z →                    │
│▶ 7 approve last                ││  2026-01-03T09:00:00Z                      │
└────────────────────────────────┘└────────────────────────────────────────────┘
 advance 2d → Advance 2d: true time 2026-01-01T09:00:00Z → 2026-01-03T09:00:00Z
 ? Help  : Cmd  q Quit  n Next  a Approve  d Decline  r Refund  e Expire  + Day
--- style mask ---
GGGHHHHHHGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbbbHHHHHHbbbbbbbbbbbbbbbbbbbbbbb
G.GGGGGGGGGGGGGGGGGGGGGGGGGG...................GbHHHH..........................b
G..............................................GbHHHHHH........................b
G...............ddd............................GbHHHH..........................b
GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
dddddddddddddddddddddddddddddddddddddddddd.................ddddddddddddddddddddd
HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH
HH....HHHHHHH...............HHHH...HHHHH.......HHHHHH.HHHH.......HHHHH..HHH.HHHH
HSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSH
H..............................................................................H
H..............................................................................H
H..............................................................................H
HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH
bbbHHHHHHHHHHHHHbbbbbbbbbbbbbbbbbbbbbHHHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
bWWWWWWWWWWWWWWWWWWWWWWWWWWW.....bb............................................b
bWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWbb............................................b
b................................bb............................................b
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb............................................b
bbbHHHHHHHHHHHHHHHHHHHHHHbbbbbbbbbb............................................b
bdddddddddddddd..................bb............................................b
bSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSbb............................................b
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
................................................................................
kKkkkkkkkKkkkkkkKkkkkkkkKkkkkkkkKkkkkkkkkkkKkkkkkkkkkkKkkkkkkkkkKkkkkkkkkkKkkkkk
"""#
