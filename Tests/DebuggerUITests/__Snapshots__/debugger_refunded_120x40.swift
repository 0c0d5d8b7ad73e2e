// Snapshot "debugger_refunded_120x40" of a 120x40 grid: its text, then its style mask (legend in StyleRole.swift).
// Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter DebuggerUITests; do not edit by hand.
private let recorded = #"""
┌─ Access ─────────────────────────────────────────────────────────────────┐┌─ Clocks ─────────────────────────────────┐
│ [~] ██▀ █ █ █▀█ █   █ █ █▀█ ▀█▀ ▀█▀ █▀█ █▀▄                              ││True   2026-01-04 09:00 UTC               │
│     █▄▄ ▀▄▀ █▀█ █▄▄ █▄█ █▀█  █  ▄█▄ █▄█ █ █                              ││Device 2026-01-04 09:00 UTC               │
│ [~] EVALUATION 11 days left                                              ││Eval   ends 2026-01-15 09:00              │
│ evaluation: 11 days left, ends 15 Jan 09:00                              ││                                          │
│ phone: running · online                                                  ││                                          │
└──────────────────────────────────────────────────────────────────────────┘└──────────────────────────────────────────┘
 Monitor: no violations · reference client                                                                built-in demo
┌─ ▶ Transactions (1) ─────────────────────────────────────────────────────────────────────────────────────────────────┐
│#    Product                                Kind   State       Bought       Ends             Owner  Fin Ver Device    │
│#1   com.example.app.permanentUnlock        unlock revoked     1 Jan 09:00  rev 1 Jan 09:00  bought yes ok  phone     │
│                                                                                                                      │
│                                                                                                                      │
│                                                                                                                      │
└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘
┌─ Catalogue (1) ────────────────────────────┐┌─ Events ───────────────────────────────────────────────────────────────┐
│[ ] Permanent Unlock (com.example.app… $7.99││1 Jan 09:00 client: Entitlements read (launch): nothing owned           │
│([+] owned, as the app believes)            ││1 Jan 09:00 client: Products loaded: 1                                  │
│                                            ││  (com.example.app.permanentUnlock $7.99)                               │
│                                            ││1 Jan 09:00 store: Ask to Buy: #1 com.example.app.permanentUnlock is    │
│                                            ││  pending until a parent approves or declines                           │
│                                            ││1 Jan 09:00 client: The app shows the purchase as waiting for           │
│                                            ││  approval; nothing unlocked                                            │
│                                            ││1 Jan 09:00 store: Ask to Buy approved: #1                              │
│                                            ││  com.example.app.permanentUnlock now purchased                         │
│                                            ││1 Jan 09:00 client: update: #1 com.example.app.permanentUnlock          │
│                                            ││  verified; unlocked                                                    │
│                                            ││1 Jan 09:00 store: Refunded #1 com.example.app.permanentUnlock          │
│                                            ││  (other); revocation date 2026-01-01T09:00:00Z                         │
│                                            ││1 Jan 09:00 client: Update: #1 com.example.app.permanentUnlock was      │
└────────────────────────────────────────────┘│  revoked; access re-derived without it                                 │
┌─ Monitor violations (0) ───────────────────┐│1 Jan 09:00 time: Advance 1d: true time 2026-01-01T09:00:00Z →          │
│None: the client kept every invariant.      ││  2026-01-02T09:00:00Z                                                  │
│                                            ││2 Jan 09:00 time: Advance 1d: true time 2026-01-02T09:00:00Z →          │
│                                            ││  2026-01-03T09:00:00Z                                                  │
│                                            ││3 Jan 09:00 time: Advance 1d: true time 2026-01-03T09:00:00Z →          │
│                                            ││  2026-01-04T09:00:00Z                                                  │
└────────────────────────────────────────────┘└────────────────────────────────────────────────────────────────────────┘
 advance 1d → Advance 1d: true time 2026-01-03T09:00:00Z → 2026-01-04T09:00:00Z
 ? Help  : Cmd  q Quit  a Approve  d Decline  r Refund  e Expire  + Day  b Buy  u Undo  w Write  / Filter  Enter Detail
--- style mask ---
GGGHHHHHHGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbbbHHHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
G.GGG.GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGG..............................GbHHHH......................................b
G.....GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGG..............................GbHHHHHH....................................b
G.GGGGGGGGGGGGGGGGGGGGGGGGGGG..............................................GbHHHH......................................b
G..........................................................................Gb..........................................b
G...............ddd........................................................Gb..........................................b
GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
dddddddddddddddddddddddddddddddddddddddddd................................................................dddddddddddddd
HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH
HH....HHHHHHH................................HHHH...HHHHH.......HHHHHH.......HHHH.............HHHHH..HHH.HHH.HHHHHH....H
HSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSH
H......................................................................................................................H
H......................................................................................................................H
H......................................................................................................................H
HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH
bbbHHHHHHHHHHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbHHHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
b............................................bb........................................................................b
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
