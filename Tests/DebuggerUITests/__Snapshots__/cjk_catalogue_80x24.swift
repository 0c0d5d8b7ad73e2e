// Snapshot "cjk_catalogue_80x24" of a 80x24 grid: its text, then its style mask (legend in StyleRole.swift).
// Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter DebuggerUITests; do not edit by hand.
private let recorded = #"""
┌─ Access ─────────────────────────────────────┐┌─ Clocks ─────────────────────┐
│ [+] UNLOCKED                                 ││True   2026-01-01 09:00 UTC   │
│ owned via #1 com.rarcher.nonconsumable.rose… ││Device 2026-01-01 09:00 UTC   │
│ phone: running · online                      ││Eval   none                   │
└──────────────────────────────────────────────┘└──────────────────────────────┘
 Monitor: no violations · reference client           cjk-display-names.storekit
┌─ ▶ Transactions (1) ─────────────────────────────────────────────────────────┐
│#    Product               Kind   State       Bought Ends       Owner  Fin Ver│
│#1   バラ 🌹 大            unlock purchased   1 Jan             bought yes ok │
│                                                                              │
│                                                                              │
│                                                                              │
└──────────────────────────────────────────────────────────────────────────────┘
┌─ Catalogue (4) ────────────────┐┌─ Events ───────────────────────────────────┐
│[ ] 花束（大）             $1.99││  $2.99, …)                                 │
│[ ] 花束（小）             $0.99││1 Jan 09:00 store: Bought                   │
│[+] バラ 🌹 大             $2.99││  com.rarcher.nonconsumable.roses-large: #1 │
│[ ] 초콜릿 👩 작은 상자    $3.99││  purchased, verified                       │
│([+] owned, as the app believes)││1 Jan 09:00 client: purchase result: #1     │
│                                ││  com.rarcher.nonconsumable.roses-large     │
│                                ││  verified; unlocked                        │
└────────────────────────────────┘└────────────────────────────────────────────┘
 buy com.rarcher.nonconsumable.roses-large → purchase result: #1 com… m: in full
 ? Help  : Cmd  q Quit  a Approve  d Decline  r Refund  e Expire  + Day  b Buy
--- style mask ---
GGGHHHHHHGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbbbHHHHHHbbbbbbbbbbbbbbbbbbbbbbb
G.GGGGGGGGGGGG.................................GbHHHH..........................b
G..............................................GbHHHHHH........................b
G...............ddd............................GbHHHH..........................b
GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
dddddddddddddddddddddddddddddddddddddddddd...........ddddddddddddddddddddddddddd
HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH
HH....HHHHHHH...............HHHH...HHHHH.......HHHHHH.HHHH.......HHHHH..HHH.HHHH
HSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSH
H..............................................................................H
H..............................................................................H
H..............................................................................H
HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH
bbbHHHHHHHHHHHHHbbbbbbbbbbbbbbbbbbbbbHHHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
b................................bb............................................b
b................................bb............................................b
bGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbb............................................b
b................................bb............................................b
bddddddddddddddddddddddddddddddddbb............................................b
b................................bb............................................b
b................................bb............................................b
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
................................................................................
kKkkkkkkkKkkkkkkKkkkkkkkKkkkkkkkkkkKkkkkkkkkkkKkkkkkkkkkKkkkkkkkkkKkkkkkkKkkkkkk
"""#
