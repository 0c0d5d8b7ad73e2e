// Snapshot "timeline_tour_80x24" of a 80x24 grid: its text, then its style mask (legend in StyleRole.swift).
// Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter DebuggerUITests; do not edit by hand.
private let recorded = #"""
┌─ Access ─────────────────────────────────────┐┌─ Clocks ─────────────────────┐
│ [x] LAPSED (billing-error)                   ││True   2026-04-26 09:00 UTC   │
│ #1 com.example.pro.monthly lapsed: billing-… ││Device 2026-04-26 09:00 UTC   │
│ phone: running · online · paywall shown      ││Eval   ends 2026-01-15 09:00  │
└──────────────────────────────────────────────┘└──────────────────────────────┘
 Monitor: no violations · reference client            16-timeline-tour.scenario
┌─ ▶ Timeline 2026-01-01 to 2026-04-26, all (z Z; t list) ─────────────────────┐
│true time                      |29 Jan        |26 Feb        |26 Mar         v│
│group pro               $#1==============~~~:billing retry:::::::::::::::|   ¦│
│Permanent Unlock                                                           ?AR│
│phone evaluation --------                                                    ¦│
│phone shows      -----@@=subscribed======~~~:billing-retry:::::::::::::::xxx=x│
└──────────────────────────────────────────────────────────────────────────────┘
┌─ Catalogue (2) ────────────────┐┌─ Events ───────────────────────────────────┐
│[ ] Pro Monthly            $4.99││  2026-04-26T09:00:00Z                      │
│[ ] Permanent Unlock       $7.99││26 Apr 09:00 store: Refunded #2             │
└────────────────────────────────┘│  com.example.app.permanentUnlock (other);  │
┌─ Steps: done (28) ─────────────┐│  revocation date 2026-04-26T09:00:00Z      │
│✓ 37 refund last                ││26 Apr 09:00 client: Update: #2             │
│✓ 38 expect access lapsed       ││  com.example.app.permanentUnlock was       │
│✓ 39 expect no-violations       ││  revoked; access re-derived without it     │
└────────────────────────────────┘└────────────────────────────────────────────┘
 Timeline shown: z zooms in, Z out; ↑ ↓ select a transaction; t shows the list.
 ? Help  : Cmd  q Quit  u Undo  a Approve  d Decline  r Refund  e Expire  + Day
--- style mask ---
DDDHHHHHHDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDbbbHHHHHHbbbbbbbbbbbbbbbbbbbbbbb
D.DDDDDDDDDDDDDDDDDDDDDDDDDD...................DbHHHH..........................b
D..............................................DbHHHHHH........................b
D...............ddd......ddd...................DbHHHH..........................b
DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
dddddddddddddddddddddddddddddddddddddddddd............dddddddddddddddddddddddddd
HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH
Hddddddddd......................ddddddd........ddddddd........ddddddd.........HH
H........................GGGGGGGGGGGGGGGGGAAADDDDDDDDDDDDDDDDDDDDDDDDDDDDDN...dH
HSSSSSSSSSSSSSSSS...........................................................SSSH
H.................GGGGGGGG....................................................dH
HHHHHHHHHHHH......GGGGGAAGGGGGGGGGGGGGGGGGAAADDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDGDH
HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH
bbbHHHHHHHHHHHHHbbbbbbbbbbbbbbbbbbbbbHHHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
b................................bb............................................b
b................................bb............................................b
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb............................................b
bbbHHHHHHHHHHHHHHHHbbbbbbbbbbbbbbbb............................................b
bdddddddddddddddd................bb............................................b
bddddddddddddddddddddddddd.......bb............................................b
bddddddddddddddddddddddddd.......bb............................................b
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
................................................................................
kKkkkkkkkKkkkkkkKkkkkkkkKkkkkkkkKkkkkkkkkkkKkkkkkkkkkkKkkkkkkkkkKkkkkkkkkkKkkkkk
"""#
