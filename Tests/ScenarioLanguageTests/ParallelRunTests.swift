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

    @Test func noFilesIsNoResults() {
        #expect(ScenarioRunner.run(paths: [], jobs: 4).isEmpty)
    }
}
