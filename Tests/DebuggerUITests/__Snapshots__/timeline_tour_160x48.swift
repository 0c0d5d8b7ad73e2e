// Snapshot "timeline_tour_160x48" of a 160x48 grid: its text, then its style mask (legend in StyleRole.swift).
// Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter DebuggerUITests; do not edit by hand.
private let recorded = #"""
┌─ Access ─────────────────────────────────────────────────────────────────────────────────────────────────────────┐┌─ Clocks ─────────────────────────────────┐
│ [x] █   █▀█ █▀█ ▄▀▀ ██▀ █▀▄                                                                                      ││True   2026-04-26 09:00 UTC               │
│     █▄▄ █▀█ █▀▀ ▄▄▀ █▄▄ █▄▀                                                                                      ││Device 2026-04-26 09:00 UTC               │
│ [x] LAPSED (billing-error)                                                                                       ││Eval   ends 2026-01-15 09:00              │
│ #1 com.example.pro.monthly lapsed: billing-error                                                                 ││                                          │
│ phone: running · online · paywall shown                                                                          ││                                          │
└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘└──────────────────────────────────────────┘
 Monitor: no violations · reference client                                                                                            16-timeline-tour.scenario
┌─ ▶ Timeline 2026-01-01 to 2026-04-26, all (z Z; t list) ─────────────────────────────────────────────────────────────────────────────────────────────────────┐
│true time                             |15 Jan          |29 Jan         |12 Feb          |26 Feb         |12 Mar          |26 Mar         |9 Apr              v│
│group pro                               $#1==================================~~~~~~~:billing retry:::::::::::::::::::::::::::::::::::::::::::::::::|         ¦│
│Permanent Unlock                                                                                                                                          ?A=R│
│phone evaluation       -evaluation------                                                                                                                     ¦│
│phone shows            -evaluation@@---x=subscribed==========================~grace~:billing-retry:::::::::::::::::::::::::::::::::::::::::::::::::xxxxxxxx==x│
│=paid ~grace :retry .wait -eval xlocked @clock Rrefund |end $buy ?ask Aapproved v now                                                                         │
└──────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘
┌─ Catalogue (2) ────────────────────────────┐┌─ Events ───────────────────────────────────────────────────────────────────────────────────────────────────────┐
│[ ] Pro Monthly (com.example.pro.mont… $4.99││11 Jan 09:00 time: Device clock moved forward 3d: now 2026-01-11T09:00:00Z (in step with true time)             │
│[ ] Permanent Unlock (com.example.app… $7.99││11 Jan 09:00 time: Advance 5d: true time 2026-01-11T09:00:00Z → 2026-01-16T09:00:00Z                            │
│([+] owned, as the app believes)            ││15 Jan 09:00 client: Access now expired (was evaluation)                                                        │
│                                            ││16 Jan 09:00 store: Bought com.example.pro.monthly: #1 purchased, verified, expires 2026-02-16T09:00:00Z        │
│                                            ││16 Jan 09:00 client: purchase result: #1 com.example.pro.monthly verified; subscription active until 16 Feb     │
│                                            ││  09:00                                                                                                         │
│                                            ││16 Jan 09:00 store: Billing issue on #1 com.example.pro.monthly: the renewal due 2026-02-16T09:00:00Z will      │
│                                            ││  fail; grace period 6d                                                                                         │
└────────────────────────────────────────────┘│16 Jan 09:00 time: Advance 31d: true time 2026-01-16T09:00:00Z → 2026-02-16T09:00:00Z                           │
┌─ Steps: done (28) ─────────────────────────┐│16 Feb 09:00 store: Renewal of com.example.pro.monthly (#1) failed (billing issue): grace period until          │
│✓ 32 buy com.example.app.permanentUnlock as…││  2026-02-22T09:00:00Z                                                                                          │
│✓ 33 advance 1d                             ││16 Feb 09:00 client: Access now grace (until 22 Feb 09:00) (was subscribed)                                     │
│✓ 34 approve last                           ││16 Feb 09:00 time: Advance 6d: true time 2026-02-16T09:00:00Z → 2026-02-22T09:00:00Z                            │
│✓ 35 expect access unlocked                 ││22 Feb 09:00 store: Grace period of com.example.pro.monthly (#1) ended: billing retry until                     │
│✓ 36 advance 2d                             ││  2026-04-17T09:00:00Z; no access                                                                               │
│✓ 37 refund last                            ││22 Feb 09:00 client: Access now billing-retry (was grace)                                                       │
│✓ 38 expect access lapsed                   ││22 Feb 09:00 time: Advance 60d: true time 2026-02-22T09:00:00Z → 2026-04-23T09:00:00Z                           │
│✓ 39 expect no-violations                   ││17 Apr 09:00 store: com.example.pro.monthly (#1) lapsed: billing retry gave up (billing-error)                  │
└────────────────────────────────────────────┘│17 Apr 09:00 client: Access now lapsed (billing-error) (was billing-retry)                                      │
┌─ Monitor violations (0) ───────────────────┐│23 Apr 09:00 store: Ask to Buy: #2 com.example.app.permanentUnlock is pending until a parent approves or        │
│None: the client kept every invariant.      ││  declines                                                                                                      │
│                                            ││23 Apr 09:00 client: The app shows the purchase as waiting for approval; nothing unlocked                       │
│                                            ││23 Apr 09:00 time: Advance 1d: true time 2026-04-23T09:00:00Z → 2026-04-24T09:00:00Z                            │
│                                            ││24 Apr 09:00 store: Ask to Buy approved: #2 com.example.app.permanentUnlock now purchased                       │
│                                            ││24 Apr 09:00 client: update: #2 com.example.app.permanentUnlock verified; unlocked                              │
│                                            ││24 Apr 09:00 time: Advance 2d: true time 2026-04-24T09:00:00Z → 2026-04-26T09:00:00Z                            │
│                                            ││26 Apr 09:00 store: Refunded #2 com.example.app.permanentUnlock (other); revocation date 2026-04-26T09:00:00Z   │
│                                            ││26 Apr 09:00 client: Update: #2 com.example.app.permanentUnlock was revoked; access re-derived without it       │
└────────────────────────────────────────────┘└────────────────────────────────────────────────────────────────────────────────────────────────────────────────┘
 Timeline shown: z zooms in, Z out; ↑ ↓ select a transaction; t shows the list.
 ? Help  : Cmd  q Quit  u Undo  a Approve  d Decline  r Refund  e Expire  + Day  b Buy  n Next  N Skip  w Write  / Filter  Enter Detail  D Devices  m Msgs
--- style mask ---
DDDHHHHHHDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDbbbHHHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
D.DDD.DDDDDDDDDDDDDDDDDDDDDDD......................................................................................DbHHHH......................................b
D.....DDDDDDDDDDDDDDDDDDDDDDD......................................................................................DbHHHHHH....................................b
D.DDDDDDDDDDDDDDDDDDDDDDDDDD.......................................................................................DbHHHH......................................b
D..................................................................................................................Db..........................................b
D...............ddd......ddd.......................................................................................Db..........................................b
DDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
dddddddddddddddddddddddddddddddddddddddddd............................................................................................dddddddddddddddddddddddddd
HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH
Hddddddddd.............................ddddddd..........ddddddd.........ddddddd..........ddddddd.........ddddddd..........ddddddd.........dddddd..............HH
H........................................GGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGAAAAAAADDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDN.........dH
HSSSSSSSSSSSSSSSS..........................................................................................................................................SSSSH
H.......................GGGGGGGGGGGGGGGGG.....................................................................................................................dH
HHHHHHHHHHHH............GGGGGGGGGGGAAGGGDGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGGAAAAAAADDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDDGGDH
Hddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddddd.........................................................................H
HHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHHH
bbbHHHHHHHHHHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbHHHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
b............................................bb................................................................................................................b
b............................................bb................................................................................................................b
bdddddddddddddddddddddddddddddddd............bb................................................................................................................b
b............................................bb................................................................................................................b
b............................................bb................................................................................................................b
b............................................bb................................................................................................................b
b............................................bb................................................................................................................b
b............................................bb................................................................................................................b
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb................................................................................................................b
bbbHHHHHHHHHHHHHHHHbbbbbbbbbbbbbbbbbbbbbbbbbbbb................................................................................................................b
bddddddddddddddddddddddddddddddddddddddddddddbb................................................................................................................b
bddddddddddddddd.............................bb................................................................................................................b
bddddddddddddddddd...........................bb................................................................................................................b
bddddddddddddddddddddddddddd.................bb................................................................................................................b
bddddddddddddddd.............................bb................................................................................................................b
bdddddddddddddddd............................bb................................................................................................................b
bddddddddddddddddddddddddd...................bb................................................................................................................b
bddddddddddddddddddddddddd...................bb................................................................................................................b
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb................................................................................................................b
bbbHHHHHHHHHHHHHHHHHHHHHHbbbbbbbbbbbbbbbbbbbbbb................................................................................................................b
bdddddddddddddddddddddddddddddddddddddd......bb................................................................................................................b
b............................................bb................................................................................................................b
b............................................bb................................................................................................................b
b............................................bb................................................................................................................b
b............................................bb................................................................................................................b
b............................................bb................................................................................................................b
b............................................bb................................................................................................................b
b............................................bb................................................................................................................b
bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb
................................................................................................................................................................
kKkkkkkkkKkkkkkkKkkkkkkkKkkkkkkkKkkkkkkkkkkKkkkkkkkkkkKkkkkkkkkkKkkkkkkkkkKkkkkkkKkkkkkkKkkkkkkkKkkkkkkkKkkkkkkkkKkkkkkkkkkKKKKKkkkkkkkkkKkkkkkkkkkkKkkkkkkkkkkk
"""#
