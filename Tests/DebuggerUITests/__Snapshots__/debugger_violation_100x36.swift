// Snapshot "debugger_violation_100x36" of a 100x36 grid: its text, then its style mask (legend in StyleRole.swift).
// Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter DebuggerUITests; do not edit by hand.
private let recorded = #"""
┌─ Access ─────────────────────────────────────────────────────────┐┌─ Clocks ─────────────────────┐
│ [+] █ █ █▀▄ █   █▀█ █▀▀ █▄▀ ██▀ █▀▄                              ││True   2026-01-01 09:00 UTC   │
│     █▄█ █ █ █▄▄ █▄█ █▄▄ █▀▄ █▄▄ █▄▀                              ││Device 2026-01-01 09:00 UTC   │
│ [+] UNLOCKED                                                     ││Eval   none                   │
│ owned via #1 pro                                                 ││                              │
│ phone: FAULT ignore-revocation · running · online                ││                              │
└──────────────────────────────────────────────────────────────────┘└──────────────────────────────┘
 [!] VIOLATION revoked-granted: pro is still granted from #1 pro, which the app was told is revoked
┌─ ▶ Transactions (1) ─────────────────────────────────────────────────────────────────────────────┐
│#    Product                                   Kind   State       Bought Ends       Owner  Fin Ver│
│#1   pro                                       unlock revoked     1 Jan  rev 1 Jan  bought yes ok │
│                                                                                                  │
│                                                                                                  │
│                                                                                                  │
└──────────────────────────────────────────────────────────────────────────────────────────────────┘
┌─ Catalogue (1) ────────────────┐┌─ Events ───────────────────────────────────────────────────────┐
│[+] pro                    $4.99││1 Jan 09:00 setup: Product pro: unlock, $4.99                   │
│([+] owned, as the app believes)││1 Jan 09:00 setup: Client fault ignore-revocation: keeps        │
│                                ││  access when a transaction is revoked or refunded              │
│                                ││1 Jan 09:00 app: App launched; updates listener started         │
└────────────────────────────────┘│1 Jan 09:00 client: Entitlements read (launch): nothing owned   │
┌─ Steps: done (5) ──────────────┐│1 Jan 09:00 client: Products loaded: 1 (pro $4.99)              │
│✓ 1 product pro unlock price 4.…││1 Jan 09:00 store: Bought pro: #1 purchased, verified           │
│✓ 2 client fault ignore-revocat…││1 Jan 09:00 client: purchase result: #1 pro verified; unlocked  │
│✓ 3 launch                      ││1 Jan 09:00 store: Refunded #1 pro (other); revocation date     │
│✓ 4 buy pro                     ││  2026-01-01T09:00:00Z                                          │
│✓ 5 refund last                 ││1 Jan 09:00 client: Update: #1 pro was revoked; the app keeps   │
└────────────────────────────────┘│  access anyway                                                 │
┌─ Monitor violations (1) ───────┐│1 Jan 09:00 violation: revoked-granted: pro is still granted    │
│[!] revoked-granted: pro is     ││  from #1 pro, which the app was told is revoked                │
│  still granted from #1 pro,    ││                                                                │
│  which the app was told is     ││                                                                │
│  revoked                       ││                                                                │
└────────────────────────────────┘└────────────────────────────────────────────────────────────────┘
 [!] refund last: violation revoked-granted: pro is still granted from #1 pro, which the… m: in full
 ? Help  : Cmd  q Quit  u Undo  a Approve  d Decline  r Refund  e Expire  + Day  b Buy  n Next
--- style mask ---
GGGHHHHHHGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbbbHHHHHHbbbbbbbbbbbbbbbbbbbbbbb
G.GGG.GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGG..............................GbHHHH..........................b
G.....GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGG..............................GbHHHHHH........................b
G.GGGGGGGGGGGG.....................................................GbHHHH..........................b
G..................................................................Gb..............................b
G........EEEEEEEEEEEEEEEEEEEEEEEddd.......ddd......................Gb..............................b
GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
VVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVV
HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH
HH....HHHHHHH...................................HHHH...HHHHH.......HHHHHH.HHHH.......HHHHH..HHH.HHHH
HSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSH
H..................................................................................................H
H..................................................................................................H
H..................................................................................................H
HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH
bbbHHHHHHHHHHHHHbbbbbbbbbbbbbbbbbbbbbHHHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
bGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGbbddddddddddddddddddddddddddddddddddddddddddddd...................b
bddddddddddddddddddddddddddddddddbbdddddddddddddddddddddddddddddddddddddddddddddddddddddddd........b
b................................bbdddddddddddddddddddddddddddddddddddddddddddddddddd..............b
b................................bb................................................................b
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb................................................................b
bbbHHHHHHHHHHHHHHHbbbbbbbbbbbbbbbbb................................................................b
bddddddddddddddddddddddddddddddddbb................................................................b
bddddddddddddddddddddddddddddddddbb................................................................b
bdddddddddd......................bb................................................................b
bddddddddddd.....................bb................................................................b
bddddddddddddddd.................bb................................................................b
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb................................................................b
EEEHHHHHHHHHHHHHHHHHHHHHHEEEEEEEEEbVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVV....b
EVVVVVVVVVVVVVVVVVVVVVVVVVVV.....EbVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVV................b
EVVVVVVVVVVVVVVVVVVVVVVVVVVVV....Eb................................................................b
EVVVVVVVVVVVVVVVVVVVVVVVVVVV.....Eb................................................................b
EVVVVVVVVV.......................Eb................................................................b
EEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEEbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
VVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVVV
kKkkkkkkkKkkkkkkKkkkkkkkKkkkkkkkKkkkkkkkkkkKkkkkkkkkkkKkkkkkkkkkKkkkkkkkkkKkkkkkkKkkkkkkKkkkkkkkkkkk
"""#
