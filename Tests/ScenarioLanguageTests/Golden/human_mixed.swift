// Golden output "human_mixed" of a storedbg report, durations and folders normalised.
// Recorded with STOREDBG_RECORD_GOLDEN=1 swift test --filter ScenarioLanguageTests; do not edit by hand.
private let recorded = #"""
PASS  Scenarios/matrix/07-ask-to-buy-then-approval.scenario (N ms)
FAIL  fixtures/failing.scenario (N ms)
  fixtures/failing.scenario:6:1: expect access evaluation 12
    expected access evaluation 12
    found    access evaluation (11 days left) — evaluation: 11 days left, ends 15 Jan 09:00
  fixtures/failing.scenario:8:3: expect transaction #1 pending
    expected transaction #1 com.example.pro pending
    found    purchased
ERROR fixtures/refused.scenario (N ms)
fixtures/refused.scenario:3:1: error: there is no transaction #1 (the ledger is empty)
ERROR fixtures/broken.scenario (N ms)
fixtures/broken.scenario:2:1: error: expected a command, found 'aprove'; did you mean 'approve'?
fixtures/broken.scenario:3:9: error: expected a duration such as 90s, 15m, 36h, 14d, 2w or 1d12h, found '<ten & more>' (e.g. `advance 1d`)
1 passed, 3 failed
"""#
