// Golden output "junit_mixed" of a storedbg report, durations and folders normalised.
// Recorded with STOREDBG_RECORD_GOLDEN=1 swift test --filter ScenarioLanguageTests; do not edit by hand.
private let recorded = #"""
<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="storedbg" tests="4" failures="1" errors="2" time="0.000">
  <testsuite name="Scenarios/matrix" tests="1" failures="0" errors="0" time="0.000">
    <testcase classname="Scenarios/matrix" name="Scenarios/matrix/07-ask-to-buy-then-approval.scenario" time="0.000"/>
  </testsuite>
  <testsuite name="fixtures" tests="1" failures="1" errors="0" time="0.000">
    <testcase classname="fixtures" name="fixtures/failing.scenario" time="0.000">
      <failure message="expected access evaluation 12" type="expectation">fixtures/failing.scenario:6:1: expect access evaluation 12
expected access evaluation 12
found    access evaluation (11 days left) — evaluation: 11 days left, ends 15 Jan 09:00</failure>
      <failure message="expected transaction #1 com.example.pro pending" type="expectation">fixtures/failing.scenario:8:3: expect transaction #1 pending
expected transaction #1 com.example.pro pending
found    purchased</failure>
    </testcase>
  </testsuite>
  <testsuite name="fixtures" tests="1" failures="0" errors="1" time="0.000">
    <testcase classname="fixtures" name="fixtures/refused.scenario" time="0.000">
      <error message="there is no transaction #1 (the ledger is empty)" type="input">fixtures/refused.scenario:3:1: error: there is no transaction #1 (the ledger is empty)</error>
    </testcase>
  </testsuite>
  <testsuite name="fixtures" tests="1" failures="0" errors="1" time="0.000">
    <testcase classname="fixtures" name="fixtures/broken.scenario" time="0.000">
      <error message="expected a command, found 'aprove'; did you mean 'approve'?" type="input">fixtures/broken.scenario:2:1: error: expected a command, found 'aprove'; did you mean 'approve'?</error>
      <error message="expected a duration such as 90s, 15m, 36h, 14d, 2w or 1d12h, found '&lt;ten &amp; more&gt;' (e.g. `advance 1d`)" type="input">fixtures/broken.scenario:3:9: error: expected a duration such as 90s, 15m, 36h, 14d, 2w or 1d12h, found '&lt;ten &amp; more&gt;' (e.g. `advance 1d`)</error>
    </testcase>
  </testsuite>
</testsuites>
"""#
