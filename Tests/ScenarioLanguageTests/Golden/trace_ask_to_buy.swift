// Golden output "trace_ask_to_buy" of a storedbg report, durations and folders normalised.
// Recorded with STOREDBG_RECORD_GOLDEN=1 swift test --filter ScenarioLanguageTests; do not edit by hand.
private let recorded = #"""
== Scenarios/matrix/07-ask-to-buy-then-approval.scenario
   5 | product com.example.app.permanentUnlock unlock price 7.99 USD
     = access checking — the app is not running
       2026-01-01T09:00:00Z phone setup: Product com.example.app.permanentUnlock: unlock, $7.99
   6 | evaluation 14d unlocks com.example.app.permanentUnlock
     = access checking — the app is not running
       2026-01-01T09:00:00Z phone setup: Evaluation of 14d unlocked by com.example.app.permanentUnlock, starts at first-launch, counts elapsed days, stored in keychain+preferences
   8 | launch
     = access evaluation (14 days left) — evaluation: 14 days left, ends 15 Jan 09:00
       2026-01-01T09:00:00Z phone app: App launched; updates listener started
       2026-01-01T09:00:00Z phone client: Evaluation started at first-launch: 14d, ends 2026-01-15T09:00:00Z; stored in keychain+preferences
       2026-01-01T09:00:00Z phone client: Entitlements read (launch): nothing owned
       2026-01-01T09:00:00Z phone client: Products loaded: 1 (com.example.app.permanentUnlock $7.99)
   9 | advance 20d
     = access expired — evaluation ended 15 Jan 09:00; com.example.app.permanentUnlock not owned
       2026-01-01T09:00:00Z phone time: Advance 20d: true time 2026-01-01T09:00:00Z → 2026-01-21T09:00:00Z
       2026-01-15T09:00:00Z phone client: Access now expired (was evaluation)
  10 | buy com.example.app.permanentUnlock ask-to-buy
     = access expired — evaluation ended 15 Jan 09:00; com.example.app.permanentUnlock not owned
       2026-01-21T09:00:00Z phone store: Ask to Buy: #1 com.example.app.permanentUnlock is pending until a parent approves or declines
       2026-01-21T09:00:00Z phone client: The app shows the purchase as waiting for approval; nothing unlocked
  11 | expect transaction #1 pending
     = access expired — evaluation ended 15 Jan 09:00; com.example.app.permanentUnlock not owned
  12 | expect pending com.example.app.permanentUnlock
     = access expired — evaluation ended 15 Jan 09:00; com.example.app.permanentUnlock not owned
  13 | expect not-owned com.example.app.permanentUnlock
     = access expired — evaluation ended 15 Jan 09:00; com.example.app.permanentUnlock not owned
  14 | expect access expired
     = access expired — evaluation ended 15 Jan 09:00; com.example.app.permanentUnlock not owned
  17 | advance 1d
     = access expired — evaluation ended 15 Jan 09:00; com.example.app.permanentUnlock not owned
       2026-01-21T09:00:00Z phone time: Advance 1d: true time 2026-01-21T09:00:00Z → 2026-01-22T09:00:00Z
  18 | approve #1
     = access unlocked — owned via #1 com.example.app.permanentUnlock
       2026-01-22T09:00:00Z phone store: Ask to Buy approved: #1 com.example.app.permanentUnlock now purchased; charged 7.99 USD
       2026-01-22T09:00:00Z phone client: update: #1 com.example.app.permanentUnlock verified; unlocked
  19 | expect transaction #1 purchased
     = access unlocked — owned via #1 com.example.app.permanentUnlock
  20 | expect transaction #1 finished
     = access unlocked — owned via #1 com.example.app.permanentUnlock
  21 | expect no-pending
     = access unlocked — owned via #1 com.example.app.permanentUnlock
  22 | expect owned com.example.app.permanentUnlock
     = access unlocked — owned via #1 com.example.app.permanentUnlock
  23 | expect access unlocked
     = access unlocked — owned via #1 com.example.app.permanentUnlock
  24 | expect no-violations
     = access unlocked — owned via #1 com.example.app.permanentUnlock
PASS  Scenarios/matrix/07-ask-to-buy-then-approval.scenario (N ms)
1 passed, 0 failed
"""#
