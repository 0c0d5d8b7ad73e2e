// Snapshot "cjk_buyPicker_80x24" of a 80x24 grid: its text, then its style mask (legend in StyleRole.swift).
// Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter DebuggerUITests; do not edit by hand.
private let recorded = #"""
┌─ Access ─────────────────────────────────────┐┌─ Clocks ─────────────────────┐
│ [ ] NOT STARTED                              ││True   2026-01-01 09:00 UTC   │
│ nothing owned or subscribed                  ││Device 2026-01-01 09:00 UTC   │
│ phone: running · online · paywall shown      ││Eval   none                   │
└──────────────────────────────────────────────┘└──────────────────────────────┘
 Monitor: no violations · reference client           cjk-display-names.storekit
┌─ ▶ Transactions ─────────────────────────────────────────────────────────────┐
│#    Product               Kind   State       Bought Ends       Owner  Fin Ver│
┌─ Buy on phone ───────────────────────────────────────────────────────────────┐
│>花束（大）  com.rarcher.nonconsumable.flowers-large  unlock  $1.99           │
│ 花束（小）  com.rarcher.nonconsumable.flowers-small  unlock  $0.99           │
│ バラ 🌹 大  com.rarcher.nonconsumable.roses-large  unlock  $2.99             │
│ 초콜릿 👩 작은 상자  com.rarcher.nonconsumable.chocolates-small  unlock  $3… │
│                                                                              │
│ ↑↓ choose · type to find · Enter buy · a Ask to Buy · Esc cancel             │
└──────────────────────────────────────────────────────────────────────────────┘
│[ ] バラ 🌹 大             $2.99││  $1.99,                                    │
│[ ] 초콜릿 👩 작은 상자    $3.99││  com.rarcher.nonconsumable.flowers-small   │
│([+] owned, as the app believes)││  $0.99,                                    │
│                                ││  com.rarcher.nonconsumable.roses-large     │
│                                ││  $2.99, …)                                 │
└────────────────────────────────┘└────────────────────────────────────────────┘
 Press b to buy, + to advance a day, : for any command, ? for help.
 ? Help  : Cmd  q Quit  a Approve  d Decline  r Refund  e Expire  + Day  b Buy
--- style mask ---
NNNHHHHHHNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNbbbHHHHHHbbbbbbbbbbbbbbbbbbbbbbb
N.NNNNNNNNNNNNNNN..............................NbHHHH..........................b
N..............................................NbHHHHHH........................b
N...............ddd......ddd...................NbHHHH..........................b
NNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNNbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
dddddddddddddddddddddddddddddddddddddddddd...........ddddddddddddddddddddddddddd
HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH
HH....HHHHHHH...............HHHH...HHHHH.......HHHHHH.HHHH.......HHHHH..HHH.HHHH
bbbHHHHHHHHHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
bSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSb
bOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb
bOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb
bOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb
bOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb
bOddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddOOOOOOOOOOOOOb
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
b................................bb............................................b
b................................bb............................................b
bddddddddddddddddddddddddddddddddbb............................................b
b................................bb............................................b
b................................bb............................................b
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
................................................................................
kKkkkkkkkKkkkkkkKkkkkkkkKkkkkkkkkkkKkkkkkkkkkkKkkkkkkkkkKkkkkkkkkkKkkkkkkKkkkkkk
"""#
