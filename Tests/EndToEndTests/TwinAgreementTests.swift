import Foundation
import Testing

/// The twin agrees with the reference client: each `Scenarios/matrix/` file, run as it is (the
/// reference client) and with `client twin-unlock` in front (the StoreKit 2 unlock controller
/// on the twin), reaches the same AccessState at every step, except where the example
/// deliberately differs, named below with why.
@Suite struct TwinAgreementTests {
    private static let matrix = PackagePaths.root.appendingPathComponent("Scenarios/matrix")

    /// Lines (of the matrix file) where the twin example shows something else, and why.
    private static let differences: [String: (lines: Set<Int>, why: String)] = [
        "01-fresh-install-before-evaluation.scenario": ([12, 13, 14, 15, 16, 19, 20, 21, 22, 23],
            "the example's evaluation starts at first launch (seed 001), the file's at first use"),
        "02-first-evaluation-activation.scenario": ([8, 9, 10, 11, 14, 15, 18, 19, 20, 21, 22, 25, 26, 27],
            "the example's evaluation starts at first launch, two days before the file's first use"),
        "12-explicit-restore.scenario": ([28, 29, 30, 33],
            "an offline first launch on a new device: StoreKit's currentEntitlements ends empty, which the app "
            + "cannot tell from owning nothing (the reference client knows it has no answer); and back online, "
            + "the reference client re-reads at once while the example, which watches no network, waits for Restore"),
    ]

    private static var files: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: matrix.path)) ?? []).filter { $0.hasSuffix(".scenario") }.sorted()
    }

    @Test func theMatrixHasFifteenFiles() {
        #expect(Self.files.count == 15)
    }

    @Test(arguments: files)
    func theTwinReachesTheReferenceClientsStates(file: String) throws {
        let binary = try #require(StoredbgBinary.locate("twin-debugger"), "twin-debugger is not built; run swift build first").path
        let original = Self.matrix.appendingPathComponent(file)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("twin-agreement-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let twin = folder.appendingPathComponent(file)
        try Data(("client twin-unlock\n" + String(contentsOf: original, encoding: .utf8)).utf8).write(to: twin)

        let expected = Self.differences[file]
        let reference = try steps(binary, original.path, passes: true)
        // One line in front: the twin copy's line N is the file's N - 1; its first step is the client line.
        let twinSteps = try steps(binary, twin.path, passes: expected == nil).dropFirst().map { (line: $0.line - 1, access: $0.access) }
        #expect(reference.map(\.line) == twinSteps.map(\.line))
        for (ours, theirs) in zip(reference, twinSteps) where ours.access != theirs.access {
            #expect(expected?.lines.contains(ours.line) == true,
                    "\(file):\(ours.line): the reference client shows \(ours.access), the twin \(theirs.access)")
        }
        for line in expected?.lines.sorted() ?? [] {
            let ours = reference.first { $0.line == line }?.access
            let theirs = twinSteps.first { $0.line == line }?.access
            #expect(ours != theirs, "\(file):\(line) was expected to differ (\(expected?.why ?? "")) but both show \(ours ?? "-")")
        }
    }

    /// Each step's line and AccessState (with its days or date), from the JSON report; the run
    /// `passes` or only fails expectations (it is never refused).
    private func steps(_ binary: String, _ path: String, passes: Bool) throws -> [(line: Int, access: String)] {
        let output = try ExternalCommand.run(binary, ["run", "--json", "--trace", path])
        #expect(output.status == (passes ? 0 : 1), "\(path): \(output.standardOutput)")
        for line in output.standardOutput.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            guard object?["type"] as? String == "scenario", let steps = object?["steps"] as? [[String: Any]] else { continue }
            return steps.compactMap { step in
                guard let line = step["line"] as? Int, let access = step["access_summary"] as? String else { return nil }
                return (line, access)
            }
        }
        Issue.record("\(path): no scenario in the report")
        return []
    }
}
