// Snapshot "cjk_purchases_120x40" of a 120x40 grid: its text, then its style mask (legend in StyleRole.swift).
// Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter DebuggerUITests; do not edit by hand.
private let recorded = #"""
┌─ Access ─────────────────────────────────────────────────────────────────┐┌─ Clocks ─────────────────────────────────┐
│ [+] █ █ █▀▄ █   █▀█ █▀▀ █▄▀ ██▀ █▀▄                                      ││True   2026-01-01 09:00 UTC               │
│     █▄█ █ █ █▄▄ █▄█ █▄▄ █▀▄ █▄▄ █▄▀                                      ││Device 2026-01-01 09:00 UTC               │
│ [+] UNLOCKED                                                             ││Eval   none                               │
│ owned via #1 com.rarcher.nonconsumable.roses-large                       ││                                          │
│ phone: running · online                                                  ││                                          │
└──────────────────────────────────────────────────────────────────────────┘└──────────────────────────────────────────┘
 Monitor: no violations · reference client                                                   cjk-display-names.storekit
┌─ ▶ Transactions (2) ─────────────────────────────────────────────────────────────────────────────────────────────────┐
│#    Product                                Kind   State       Bought       Ends             Owner  Fin Ver Device    │
│#1   com.rarcher.nonconsumable.roses-large  unlock purchased   1 Jan 09:00                   bought yes ok  phone     │
│#2   초콜릿 👩 작은 상자                    unlock purchased   1 Jan 09:00                   bought yes ok  phone     │
│                                                                                                                      │
│                                                                                                                      │
└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘
┌─ Catalogue (4) ────────────────────────────┐┌─ Events ───────────────────────────────────────────────────────────────┐
│[ ] 花束（大） (com.rarcher.nonconsum… $1.99││1 Jan 09:00 setup: Loaded 4 products from cjk-display-names.storekit    │
│[ ] 花束（小） (com.rarcher.nonconsum… $0.99││1 Jan 09:00 app: App launched; updates listener started                 │
│[+] バラ 🌹 大 (com.rarcher.nonconsum… $2.99││1 Jan 09:00 client: Entitlements read (launch): nothing owned           │
│[+] 초콜릿 👩 작은 상자 (com.rarcher.… $3.99││1 Jan 09:00 client: Products loaded: 4                                  │
│([+] owned, as the app believes)            ││  (com.rarcher.nonconsumable.flowers-large $1.99,                       │
│                                            ││  com.rarcher.nonconsumable.flowers-small $0.99,                        │
│                                            ││  com.rarcher.nonconsumable.roses-large $2.99, …)                       │
│                                            ││1 Jan 09:00 store: Bought com.rarcher.nonconsumable.roses-large: #1     │
│                                            ││  purchased, verified                                                   │
│                                            ││1 Jan 09:00 client: purchase result: #1                                 │
│                                            ││  com.rarcher.nonconsumable.roses-large verified; unlocked              │
│                                            ││1 Jan 09:00 store: Bought com.rarcher.nonconsumable.chocolates-small:   │
│                                            ││  #2 purchased, verified                                                │
│                                            ││1 Jan 09:00 client: purchase result: #2                                 │
└────────────────────────────────────────────┘│  com.rarcher.nonconsumable.chocolates-small verified; unlocked         │
┌─ Monitor violations (0) ───────────────────┐│                                                                        │
│None: the client kept every invariant.      ││                                                                        │
│                                            ││                                                                        │
│                                            ││                                                                        │
│                                            ││                                                                        │
│                                            ││                                                                        │
└────────────────────────────────────────────┘└────────────────────────────────────────────────────────────────────────┘
 buy com.rarcher.nonconsumable.chocolates-small → purchase result: #2 com.rarcher.nonconsumable.chocolates-s… m: in full
 ? Help  : Cmd  q Quit  a Approve  d Decline  r Refund  e Expire  + Day  b Buy  u Undo  w Write  / Filter  Enter Detail
--- style mask ---
GGGHHHHHHGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbbbHHHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
G.GGG.GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGG......................................GbHHHH......................................b
G.....GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGG......................................GbHHHHHH....................................b
G.GGGGGGGGGGGG.............................................................GbHHHH......................................b
G..........................................................................Gb..........................................b
G...............ddd........................................................Gb..........................................b
GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
dddddddddddddddddddddddddddddddddddddddddd...................................................ddddddddddddddddddddddddddd
HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH
HH....HHHHHHH................................HHHH...HHHHH.......HHHHHH.......HHHH.............HHHHH..HHH.HHH.HHHHHH....H
H............................................................................................................ddddd.....H
HSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSH
H......................................................................................................................H
H......................................................................................................................H
HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH
bbbHHHHHHHHHHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbHHHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
b............................................bbdddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd....b
b............................................bb........................................................................b
bGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbb........................................................................b
bGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbb........................................................................b
bdddddddddddddddddddddddddddddddd............bb........................................................................b
b............................................bb........................................................................b
b............................................bb........................................................................b
b............................................bb........................................................................b
b............................................bb........................................................................b
b............................................bb........................................................................b
b............................................bb........................................................................b
b............................................bb........................................................................b
b............................................bb........................................................................b
b............................................bb........................................................................b
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb........................................................................b
bbbHHHHHHHHHHHHHHHHHHHHHHbbbbbbbbbbbbbbbbbbbbbb........................................................................b
bdddddddddddddddddddddddddddddddddddddd......bb........................................................................b
b............................................bb........................................................................b
b............................................bb........................................................................b
b............................................bb........................................................................b
b............................................bb........................................................................b
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
........................................................................................................................
kKkkkkkkkKkkkkkkKkkkkkkkKkkkkkkkkkkKkkkkkkkkkkKkkkkkkkkkKkkkkkkkkkKkkkkkkKkkkkkkKkkkkkkkKkkkkkkkkKkkkkkkkkkKKKKKkkkkkkkk
"""#
