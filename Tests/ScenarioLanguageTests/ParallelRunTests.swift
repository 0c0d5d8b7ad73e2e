import ScenarioLanguage
import Testing

/// `storedbg run -j N`: files run at once give the same results, in the same order, as one
/// after another. The clock is fixed so that even the durations are equal.
struct ParallelRunTests {
    static let fixedClock: @Sendable () -> UInt64 = { 0 }

    /// Every report, as bytes, of `results`.
    private func reports(_ results: [ScenarioResult]) -> [String] {
        [HumanReport.render(results, trace: true), JSONReport.render(results, trace: true), JUnitReport.render(results)]
    }

    @Test(arguments: [2, 3, 8])
    func reportsAreByteIdenticalToASerialRun(jobs: Int) throws {
        let broken = try TemporaryScenario(named: "broken.scenario", "product com.example.pro unlock\naprove #1\n")
        defer { broken.remove() }
        let paths = SuitePaths.scenarioFiles.map(SuitePaths.absolute) + [broken.path, "/nonexistent/storedbg/none.scenario"]
        let serial = ScenarioRunner.run(paths: paths, jobs: 1, clock: Self.fixedClock)
        let parallel = ScenarioRunner.run(paths: paths, jobs: jobs, clock: Self.fixedClock)
        #expect(parallel.map(\.path) == paths)
        #expect(reports(parallel) == reports(serial))
        #expect(serial.map(\.status).filter { $0 == .error }.count == 2)
    }

    /// Issue 26, item 9: a run without a trace keeps no steps (their AccessState sentences and
    /// events were most of a step's cost), and its reports without a trace are the same bytes.
    @Test func aRunWithoutStepsReportsTheSameWithoutATrace() {
        let paths = SuitePaths.scenarioFiles.map(SuitePaths.absolute)
        let kept = ScenarioRunner.run(paths: paths, jobs: 2, clock: Self.fixedClock)
        let bare = ScenarioRunner.run(paths: paths, jobs: 2, keepingSteps: false, clock: Self.fixedClock)
        #expect(bare.allSatisfy { $0.steps.isEmpty })
        #expect(kept.contains { !$0.steps.isEmpty })
        #expect(HumanReport.render(bare, trace: false) == HumanReport.render(kept, trace: false))
        #expect(JSONReport.render(bare, trace: false) == JSONReport.render(kept, trace: false))
        #expect(JUnitReport.render(bare) == JUnitReport.render(kept))
    }

    @Test func noFilesIsNoResults() {
        #expect(ScenarioRunner.run(paths: [], jobs: 4).isEmpty)
    }
}
