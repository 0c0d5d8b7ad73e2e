// Golden output "trace_daylight_saving" of a storedbg report, durations and folders normalised.
// Recorded with STOREDBG_RECORD_GOLDEN=1 swift test --filter ScenarioLanguageTests; do not edit by hand.
private let recorded = #"""
== Scenarios/walkthroughs/14-calendar-days-across-dst.scenario
   6 | product com.example.app.permanentUnlock unlock price 7.99 EUR
     = access checking — the app is not running
       2026-01-01T09:00:00Z phone setup: Product com.example.app.permanentUnlock: unlock, €7.99
   7 | evaluation 14d unlocks com.example.app.permanentUnlock count calendar
     = access checking — the app is not running
       2026-01-01T09:00:00Z phone setup: Evaluation of 14d unlocked by com.example.app.permanentUnlock, starts at first-launch, counts calendar days, stored in keychain+preferences
   8 | timezone Europe/Berlin
     = access checking — the app is not running
       2026-01-01T09:00:00Z phone setup: Device time zone: Europe/Berlin
   9 | clock 2026-03-20T10:00:00Z
     = access checking — the app is not running
       2026-03-20T10:00:00Z phone time: True clock set to 2026-03-20T10:00:00Z
  13 | launch
     = access evaluation (14 days left) — evaluation: 14 days left, ends 3 Apr 00:00
       2026-03-20T10:00:00Z phone app: App launched; updates listener started
       2026-03-20T10:00:00Z phone client: Evaluation started at first-launch: 14d, ends 2026-04-02T22:00:00Z; stored in keychain+preferences
       2026-03-20T10:00:00Z phone client: Entitlements read (launch): nothing owned
       2026-03-20T10:00:00Z phone client: Products loaded: 1 (com.example.app.permanentUnlock €7.99)
  14 | expect access evaluation 14
     = access evaluation (14 days left) — evaluation: 14 days left, ends 3 Apr 00:00
  17 | advance 8d12h59m59s
     = access evaluation (6 days left) — evaluation: 6 days left, ends 3 Apr 00:00
       2026-03-20T10:00:00Z phone time: Advance 8d12h59m59s: true time 2026-03-20T10:00:00Z → 2026-03-28T22:59:59Z
  18 | expect access evaluation 6
     = access evaluation (6 days left) — evaluation: 6 days left, ends 3 Apr 00:00
  20 | advance 1s
     = access evaluation (5 days left) — evaluation: 5 days left, ends 3 Apr 00:00
       2026-03-28T22:59:59Z phone time: Advance 1s: true time 2026-03-28T22:59:59Z → 2026-03-28T23:00:00Z
  21 | expect access evaluation 5
     = access evaluation (5 days left) — evaluation: 5 days left, ends 3 Apr 00:00
  23 | advance 22h59m59s
     = access evaluation (5 days left) — evaluation: 5 days left, ends 3 Apr 00:00
       2026-03-28T23:00:00Z phone time: Advance 22h59m59s: true time 2026-03-28T23:00:00Z → 2026-03-29T21:59:59Z
  24 | expect access evaluation 5
     = access evaluation (5 days left) — evaluation: 5 days left, ends 3 Apr 00:00
  26 | advance 1s
     = access evaluation (4 days left) — evaluation: 4 days left, ends 3 Apr 00:00
       2026-03-29T21:59:59Z phone time: Advance 1s: true time 2026-03-29T21:59:59Z → 2026-03-29T22:00:00Z
  27 | expect access evaluation 4
     = access evaluation (4 days left) — evaluation: 4 days left, ends 3 Apr 00:00
  30 | advance 3d23h59m59s
     = access evaluation (1 day left) — evaluation: 1 day left, ends 3 Apr 00:00
       2026-03-29T22:00:00Z phone time: Advance 3d23h59m59s: true time 2026-03-29T22:00:00Z → 2026-04-02T21:59:59Z
  31 | expect access evaluation 1
     = access evaluation (1 day left) — evaluation: 1 day left, ends 3 Apr 00:00
  32 | advance 1s
     = access expired — evaluation ended 3 Apr 00:00; com.example.app.permanentUnlock not owned
       2026-04-02T21:59:59Z phone time: Advance 1s: true time 2026-04-02T21:59:59Z → 2026-04-02T22:00:00Z
       2026-04-02T22:00:00Z phone client: Access now expired (was evaluation)
  33 | expect access expired
     = access expired — evaluation ended 3 Apr 00:00; com.example.app.permanentUnlock not owned
  34 | expect no-violations
     = access expired — evaluation ended 3 Apr 00:00; com.example.app.permanentUnlock not owned
PASS  Scenarios/walkthroughs/14-calendar-days-across-dst.scenario (N ms)
1 passed, 0 failed
"""#
