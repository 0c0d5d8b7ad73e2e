// Golden output "json_mixed" of a storedbg report, durations and folders normalised.
// Recorded with STOREDBG_RECORD_GOLDEN=1 swift test --filter ScenarioLanguageTests; do not edit by hand.
private let recorded = #"""
{"type":"header","format_version":1}
{"type":"scenario","path":"Scenarios/matrix/07-ask-to-buy-then-approval.scenario","status":"passed","failures":[],"errors":[],"timings":{"duration_ms":0}}
{"type":"scenario","path":"fixtures/failing.scenario","status":"failed","failures":[{"line":6,"column":1,"text":"expect access evaluation 12","expected":"access evaluation 12","found":"access evaluation (11 days left) — evaluation: 11 days left, ends 15 Jan 09:00"},{"line":8,"column":3,"text":"expect transaction #1 pending","expected":"transaction #1 com.example.pro pending","found":"purchased"}],"errors":[],"timings":{"duration_ms":0}}
{"type":"scenario","path":"fixtures/refused.scenario","status":"error","failures":[],"errors":[{"line":3,"column":1,"message":"there is no transaction #1 (the ledger is empty)"}],"timings":{"duration_ms":0}}
{"type":"scenario","path":"fixtures/broken.scenario","status":"error","failures":[],"errors":[{"line":2,"column":1,"message":"expected a command, found 'aprove'; did you mean 'approve'?"},{"line":3,"column":9,"message":"expected a duration such as 90s, 15m, 36h, 14d, 2w or 1d12h, found '<ten & more>' (e.g. `advance 1d`)"}],"timings":{"duration_ms":0}}
{"type":"summary","passed":1,"failed":3}
"""#
