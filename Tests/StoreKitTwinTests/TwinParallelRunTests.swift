import Foundation
import ScenarioLanguage
import StoreCore
import Testing
import TwinExamples

/// `run -j N` runs twin files like any other: each app runs on an executor of its own, so the
/// workers step them at once, and each file gives what a serial run gives.
@Suite struct TwinParallelRunTests {
    /// What a run shows of each step: its line, the access and every event's transcript line.
    private func transcript(_ result: ScenarioResult) -> [String] {
        result.steps.flatMap { step in
            ["\(step.line) \(step.access.state.summary) \(step.access.reason)"] + step.events.map(\.transcriptLine)
        }
    }

    @Test func twinFilesRunInParallelGiveTheSerialResults() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/StoreKitTwin/Scenarios")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".scenario") }.sorted()
            .map { folder.appendingPathComponent($0).path }
        #expect(files.count >= 14)
        let paths = Array(repeating: files, count: 4).flatMap { $0 }
        let clients = TwinExampleClients.registry
        let serial = ScenarioRunner.run(paths: paths, jobs: 1, clients: clients)
        let parallel = ScenarioRunner.run(paths: paths, jobs: 4, clients: clients)
        #expect(parallel.map(\.path) == paths)
        #expect(parallel.allSatisfy { $0.status == .passed })
        #expect(parallel.map(transcript) == serial.map(transcript))
    }
}
