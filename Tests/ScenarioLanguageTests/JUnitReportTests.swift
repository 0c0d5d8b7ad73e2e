import ScenarioLanguage
import Testing

/// `--junit`: each scenario's `classname` names the folder it came from, one suite per folder.
struct JUnitReportTests {
    @Test func oneSuitePerFolderInTheOrderFirstSeen() {
        let paths = ["Scenarios/matrix/01-a.scenario", "Scenarios/faults/02-b.scenario",
                     "Scenarios/matrix/03-c.scenario", "loose.scenario"]
        let results = paths.map { ScenarioResult(path: $0, status: .passed, milliseconds: 5, steps: [], failures: [], errors: []) }
        let xml = JUnitReport.render(results)
        #expect(xml == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="storedbg" tests="4" failures="0" errors="0" time="0.020">
              <testsuite name="Scenarios/matrix" tests="2" failures="0" errors="0" time="0.010">
                <testcase classname="Scenarios/matrix" name="Scenarios/matrix/01-a.scenario" time="0.005"/>
                <testcase classname="Scenarios/matrix" name="Scenarios/matrix/03-c.scenario" time="0.005"/>
              </testsuite>
              <testsuite name="Scenarios/faults" tests="1" failures="0" errors="0" time="0.005">
                <testcase classname="Scenarios/faults" name="Scenarios/faults/02-b.scenario" time="0.005"/>
              </testsuite>
              <testsuite name="." tests="1" failures="0" errors="0" time="0.005">
                <testcase classname="." name="loose.scenario" time="0.005"/>
              </testsuite>
            </testsuites>

            """)
    }

    /// Issue 24: a file whose expectation fails and which later stops on an error was reported
    /// with the error alone and `failures="0"`; the JSON report kept both.
    @Test func aFileThatFailedThenStoppedKeepsItsFailures() throws {
        let result = try runTemporaryScenario("""
            product pro unlock
            launch
            expect owned pro
            approve #7
            """, named: "both.scenario")
        #expect(result.status == .error)
        #expect(result.failures.count == 1)
        let xml = JUnitReport.render([result])
        let path = result.path
        #expect(xml.contains("<testsuites name=\"storedbg\" tests=\"1\" failures=\"1\" errors=\"1\""), "\(xml)")
        #expect(xml.contains("<failure message=\"expected pro owned\" type=\"expectation\">\(path):3:1: expect owned pro\n"), "\(xml)")
        #expect(xml.contains("<error message="), "\(xml)")
        let json = JSONReport.render([result], trace: false, shard: nil)
        #expect(json.contains("\"line\":3"), "\(json)")
    }
}
