import Foundation
import Testing

/// The StoreKit 2 example controllers (Sources/TwinExamples) compiled against the twin and run
/// by `twin-debugger`, as a team runs its own debugger executable.
@Suite struct TwinExampleTests {
    private static let scenarios = PackagePaths.root.appendingPathComponent("Examples/StoreKitTwin/Scenarios")

    private static var scenarioFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scenarios.path)) ?? [])
            .filter { $0.hasSuffix(".scenario") }.sorted()
    }

    private func twinDebugger() throws -> String {
        try #require(StoredbgBinary.locate("twin-debugger"), "twin-debugger is not built; run swift build first").path
    }

    @Test func everyExampleScenarioPasses() throws {
        let files = Self.scenarioFiles
        #expect(files.count >= 10)
        let output = try ExternalCommand.run(try twinDebugger(), ["run", Self.scenarios.path])
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.hasSuffix("\(files.count) passed, 0 failed\n"))
    }

    /// 100 runs of each scenario in one process, run in parallel (`run` uses a worker a core),
    /// every transcript byte for byte the first one, timings aside.
    @Test(arguments: scenarioFiles)
    func aHundredRunsGiveTheSameTranscript(file: String) throws {
        let path = Self.scenarios.appendingPathComponent(file).path
        let output = try ExternalCommand.run(try twinDebugger(), ["run", "--trace"] + Array(repeating: path, count: 100))
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.hasSuffix("\n100 passed, 0 failed\n"))
        let transcripts = output.standardOutput.dropLast("100 passed, 0 failed\n".count)
            .replacingOccurrences(of: #" \(\d+ ms\)"#, with: "", options: .regularExpression)
            .components(separatedBy: "== \(path)\n").dropFirst()
        #expect(transcripts.count == 100)
        #expect(Set(transcripts).count == 1, "the runs differ")
    }

    /// The subscription example reads its offers through the twin: the paywall offers the
    /// introductory offer while the account may have it (asked again after the lapse, not kept
    /// from launch), and the trial's end comes from `transaction.offer`.
    @Test func theSubscriptionExampleShowsItsIntroductoryOffer() throws {
        let path = Self.scenarios.appendingPathComponent("09-subscription-free-trial-then-paid.scenario").path
        let output = try ExternalCommand.run(try twinDebugger(), ["run", "--trace", path])
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.contains("= access not-started — not subscribed; the paywall offers 1 week free\n"))
        #expect(output.standardOutput.contains("com.example.pro.monthly, #1, free trial until 2026-01-08T09:00:00Z\n"))
        #expect(output.standardOutput.contains("= access lapsed (auto-renew-disabled) — com.example.pro.monthly, #2\n"))
    }

    /// What the app's own code prints goes to standard error while `run` drives it: standard
    /// output is the report alone, every line of `--json` a JSON object (the print came after the
    /// report, in the middle of the JSON lines' stream).
    @Test func theAppsPrintLinesStayOutOfTheReport() throws {
        let path = Self.scenarios.appendingPathComponent("15-import-storekit-observable-object-store.scenario").path
        let output = try ExternalCommand.run(try twinDebugger(), ["run", "--json", path])
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any], "not JSON: \(line)")
        }
        #expect(output.standardError.contains("ProStore: purchased com.example.app.pro (#"), "\(output.standardError)")
    }

    /// Code that blocks its thread does not hang the run: the step says so, the steps after it
    /// run, and the process ends although the app's thread is still blocked.
    @Test func codeThatBlocksItsThreadIsReportedNotAHang() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("twin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("blocking.scenario")
        try Data("product com.example.app.permanentUnlock unlock\nclient twin-blocking\nlaunch\nbuy com.example.app.permanentUnlock\nrestore\nquit\n".utf8).write(to: file)
        let started = Date()
        let output = try ExternalCommand.run(try twinDebugger(), ["run", "--trace", file.path])
        #expect(output.status == 0)
        #expect(output.standardOutput.contains("StoreKit twin: the app's code blocked its thread for 2 s (a synchronous wait, a lock, or a loop that never awaits): the app no longer runs"))
        #expect(output.standardOutput.contains("App quit; its updates listener stopped"))
        #expect(Date().timeIntervalSince(started) < 30)
    }
}
