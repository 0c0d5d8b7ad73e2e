// Snapshot "debugger_buyPicker_80x24" of a 80x24 grid: its text, then its style mask (legend in StyleRole.swift).
// Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter DebuggerUITests; do not edit by hand.
private let recorded = #"""
┌─ Access ─────────────────────────────────────┐┌─ Clocks ─────────────────────┐
│ [~] EVALUATION 14 days left                  ││True   2026-01-01 09:00 UTC   │
│ evaluation: 14 days left, ends 15 Jan 09:00  ││Device 2026-01-01 09:00 UTC   │
│ phone: running · online                      ││Eval   ends 2026-01-15 09:00  │
└──────────────────────────────────────────────┘└──────────────────────────────┘
 Monitor: no violations · reference client                        built-in demo
┌─ ▶ Transactions ─────────────────────────────────────────────────────────────┐
│#    Product               Kind   State       Bought Ends       Owner  Fin Ver│
│ No transactions yet: b buys; :buy ID ask-to-buy waits for a parent's approva…│
│     ┌─ Buy on phone ───────────────────────────────────────────────────┐     │
│     │>Permanent Unlock  com.example.app.permanentUnlock  unlock  $7.99 │     │
│     │                                                                  │     │
└─────│ ↑↓ choose · type to find · Enter buy · a Ask to Buy · Esc cancel │─────┘
┌─ Cat└──────────────────────────────────────────────────────────────────┘─────┐
│[ ] Permanent Unlock       $7.99││  first-launch: 14d, ends                   │
│([+] owned, as the app believes)││  2026-01-15T09:00:00Z; stored in           │
│                                ││  keychain+preferences                      │
│                                ││1 Jan 09:00 client: Entitlements read       │
│                                ││  (launch): nothing owned                   │
│                                ││1 Jan 09:00 client: Products loaded: 1      │
│                                ││  (com.example.app.permanentUnlock $7.99)   │
└────────────────────────────────┘└────────────────────────────────────────────┘
 Press b to buy, + to advance a day, : for any command, ? for help.
 ? Help  : Cmd  q Quit  a Approve  d Decline  r Refund  e Expire  + Day  b Buy
--- style mask ---
GGGHHHHHHGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbbbHHHHHHbbbbbbbbbbbbbbbbbbbbbbb
G.GGGGGGGGGGGGGGGGGGGGGGGGGGG..................GbHHHH..........................b
G..............................................GbHHHHHH........................b
G...............ddd............................GbHHHH..........................b
GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
dddddddddddddddddddddddddddddddddddddddddd........................dddddddddddddd
HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH
HH....HHHHHHH...............HHHH...HHHHH.......HHHHHH.HHHH.......HHHHH..HHH.HHHH
H.dddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddH
H.....bbbHHHHHHHHHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.....H
H.....bSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSb.....H
H.....bOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOb.....H
HHHHHHbOddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddObHHHHHH
bbbHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
b................................bb............................................b
bddddddddddddddddddddddddddddddddbb............................................b
b................................bb............................................b
b................................bb............................................b
b................................bb............................................b
b................................bb............................................b
b................................bb............................................b
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
................................................................................
kKkkkkkkkKkkkkkkKkkkkkkkKkkkkkkkkkkKkkkkkkkkkkKkkkkkkkkkKkkkkkkkkkKkkkkkkKkkkkkk
"""#
