// Snapshot "debugger_scenarioMidway_80x24" of a 80x24 grid: its text, then its style mask (legend in StyleRole.swift).
// Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter DebuggerUITests; do not edit by hand.
private let recorded = #"""
┌─ Access ─────────────────────────────────────┐┌─ Clocks ─────────────────────┐
│ [~] EVALUATION 5 days left                   ││True   2026-01-03 09:00 UTC   │
│ evaluation: 5 days left, ends 8 Jan 09:00    ││Device 2026-01-03 09:00 UTC   │
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
└────────────────────────────────┘│  purchase as waiting for approval; nothing │
┌─ Steps: next 7 of 8 (n) ───────┐│  unlocked                                  │
│✓ 6 advance 2d                  ││1 Jan 09:00 time: Advance 2d: true time     │
│▶ 7 approve last                ││  2026-01-01T09:00:00Z →                    │
│  8 expect access unlocked      ││  2026-01-03T09:00:00Z                      │
└────────────────────────────────┘└────────────────────────────────────────────┘
 advance 2d → Advance 2d: true time 2026-01-01T09:00:00Z → 2026-01-03T09:00:00Z
 ? Help  : Cmd  q Quit  n Next  N Skip  a Approve  d Decline  r Refund  e Expire
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
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb............................................b
bbbHHHHHHHHHHHHHHHHHHHHHHbbbbbbbbbb............................................b
bdddddddddddddd..................bb............................................b
bSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSbb............................................b
b................................bb............................................b
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
................................................................................
kKkkkkkkkKkkkkkkKkkkkkkkKkkkkkkkKkkkkkkkKkkkkkkkkkkKkkkkkkkkkkKkkkkkkkkkKkkkkkkk
"""#
