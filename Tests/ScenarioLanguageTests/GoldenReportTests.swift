import Foundation
import ScenarioLanguage
import Testing

/// `storedbg run`'s outputs, byte for byte (durations and folders normalised): `--trace`,
/// `--json` with and without trace, and `--junit`, for a couple of scenarios and for a mix of
/// a passing, a failing, a refused and a broken file.
@Suite(.serialized)
struct GoldenReportTests {
    static let askToBuy = "Scenarios/matrix/07-ask-to-buy-then-approval.scenario"
    static let daylightSaving = "Scenarios/walkthroughs/14-calendar-days-across-dst.scenario"

    static func run(_ file: String) -> ScenarioResult {
        ScenarioRunner.run(path: SuitePaths.absolute(file))
    }

    /// A passing file, then one failing, one refused at a step and one that does not parse,
    /// the last three run from temporary folders shown as `fixtures`.
    static func mixedResults() throws -> (results: [ScenarioResult], folders: [(path: String, as: String)]) {
        let failing = try TemporaryScenario(named: "failing.scenario", """
            # An expectation that does not hold.
            product com.example.pro unlock
            evaluation 14d unlocks com.example.pro
            launch
            advance 3d
            expect access evaluation 12
            buy com.example.pro
              expect transaction #1 pending
            expect access unlocked
            """)
        let refused = try TemporaryScenario(named: "refused.scenario", """
            product com.example.pro unlock
            launch
            approve #1
            expect access unlocked
            """)
        let broken = try TemporaryScenario(named: "broken.scenario", """
            product com.example.pro unlock
            aprove #1
            advance "<ten & more>"
            """)
        defer { [failing, refused, broken].forEach { $0.remove() } }
        let results = [run(askToBuy)] + [failing, refused, broken].map { ScenarioRunner.run(path: $0.path) }
        return (results, [failing, refused, broken].map { ($0.folder.path, "fixtures") })
    }

    @Test func humanTraceOfAskToBuy() {
        assertGolden(normaliseReport(HumanReport.render([Self.run(Self.askToBuy)], trace: true)), named: "trace_ask_to_buy")
    }

    @Test func humanTraceAcrossDaylightSaving() {
        assertGolden(normaliseReport(HumanReport.render([Self.run(Self.daylightSaving)], trace: true)), named: "trace_daylight_saving")
    }

    @Test func jsonWithTraceOfAskToBuy() {
        assertGolden(normaliseReport(JSONReport.render([Self.run(Self.askToBuy)], trace: true)), named: "json_trace_ask_to_buy")
    }

    @Test func humanOfAMix() throws {
        let (results, folders) = try Self.mixedResults()
        assertGolden(normaliseReport(HumanReport.render(results, trace: false), folders: folders), named: "human_mixed")
    }

    @Test func jsonOfAMix() throws {
        let (results, folders) = try Self.mixedResults()
        assertGolden(normaliseReport(JSONReport.render(results, trace: false), folders: folders), named: "json_mixed")
    }

    @Test func junitOfAMix() throws {
        let (results, folders) = try Self.mixedResults()
        assertGolden(normaliseReport(JUnitReport.render(results), folders: folders), named: "junit_mixed")
    }

    /// The outputs are deterministic: two runs give the same bytes once durations are normalised.
    @Test func reportsAreDeterministic() {
        let first = normaliseReport(JSONReport.render([Self.run(Self.daylightSaving)], trace: true))
        let second = normaliseReport(JSONReport.render([Self.run(Self.daylightSaving)], trace: true))
        #expect(first == second)
    }

    /// The normalisation itself, so that a golden cannot pass by normalising too much.
    @Test func normalisationOnlyTouchesDurationsAndFolders() {
        #expect(normaliseReport("PASS  a.scenario (12 ms)\n") == "PASS  a.scenario (N ms)\n")
        #expect(normaliseReport(#"{"duration_ms":7,"failures":[]}"#) == #"{"duration_ms":0,"failures":[]}"#)
        #expect(normaliseReport(#"<testcase name="a" time="0.012"/>"#) == #"<testcase name="a" time="0.000"/>"#)
        #expect(normaliseReport("expected access evaluation 12 (12 days)") == "expected access evaluation 12 (12 days)")
        #expect(normaliseReport("/x/y/a.scenario:1:1", folders: [("/x/y", "fixtures")]) == "fixtures/a.scenario:1:1")
    }
}
