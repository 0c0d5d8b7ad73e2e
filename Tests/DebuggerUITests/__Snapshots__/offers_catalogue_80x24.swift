// Snapshot "offers_catalogue_80x24" of a 80x24 grid: its text, then its style mask (legend in StyleRole.swift).
// Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter DebuggerUITests; do not edit by hand.
private let recorded = #"""
┌─ Access ─────────────────────────────────────┐┌─ Clocks ─────────────────────┐
│ [+] SUBSCRIBED until 15 Jan 09:00            ││True   2026-01-01 09:00 UTC   │
│ free trial of pro.yearly via #1 until 15 Ja… ││Device 2026-01-01 09:00 UTC   │
│ phone: running · online                      ││Eval   none                   │
└──────────────────────────────────────────────┘└──────────────────────────────┘
 Monitor: no violations · reference client                 walkthrough.scenario
┌─ ▶ Transactions (1) ─────────────────────────────────────────────────────────┐
│#    Product               Kind   State       Bought Ends       Owner  Fin Ver│
│#1   pro.yearly            subscr purchased   1 Jan  exp 15 Jan bought yes ok │
│                                                                              │
│                                                                              │
│                                                                              │
└──────────────────────────────────────────────────────────────────────────────┘
┌─ Catalogue (2) ────────────────┐┌─ Events ───────────────────────────────────┐
│[ ] Pro Monthly {code}     $9.99││1 Jan 09:00 store: Bought pro.yearly: #1    │
│[+] Pro Yearly {intro fr… $79.99││  purchased, verified, expires              │
└────────────────────────────────┘│  2026-01-15T09:00:00Z; introductory offer: │
┌─ Steps: done (8) ──────────────┐│  free trial P2W                            │
│✓ 6 offer pro.monthly code FRIE…││1 Jan 09:00 client: purchase result: #1     │
│✓ 7 launch                      ││  pro.yearly verified; subscription active  │
│✓ 8 buy pro.yearly              ││  until 15 Jan 09:00                        │
└────────────────────────────────┘└────────────────────────────────────────────┘
 buy pro.yearly → purchase result: #1 pro.yearly verified; subscript… m: in full
 ? Help  : Cmd  q Quit  u Undo  a Approve  d Decline  r Refund  e Expire  + Day
--- style mask ---
GGGHHHHHHGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbbbHHHHHHbbbbbbbbbbbbbbbbbbbbbbb
G.GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGG............GbHHHH..........................b
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
b................................bb............................................b
bGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbb............................................b
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb............................................b
bbbHHHHHHHHHHHHHHHbbbbbbbbbbbbbbbbb............................................b
bddddddddddddddddddddddddddddddddbb............................................b
bdddddddddd......................bb............................................b
bdddddddddddddddddd..............bb............................................b
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
................................................................................
kKkkkkkkkKkkkkkkKkkkkkkkKkkkkkkkKkkkkkkkkkkKkkkkkkkkkkKkkkkkkkkkKkkkkkkkkkKkkkkk
"""#
