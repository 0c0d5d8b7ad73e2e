import Foundation
import Testing

/// `storedbg explore` as a user runs it: findings written and replayable, the same seed giving
/// the same files byte for byte, exit statuses 0, 1 and 2.
struct ExploreCommandTests {
    func storedbg(_ arguments: [String]) throws -> CommandOutput {
        let binary = try #require(StoredbgBinary.locate(), "build storedbg first (swift build), or set STOREDBG_BINARY")
        return try ExternalCommand.run(binary.path, arguments)
    }

    func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-explore-\(UUID().uuidString)")
    }

    /// Name → contents of every file in `folder`.
    func files(in folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    @Test func aFaultIsFoundWrittenAndReplaysFailingOnItsLastLine() throws {
        let first = temporaryFolder(), second = temporaryFolder()
        defer { for folder in [first, second] { try? FileManager.default.removeItem(at: folder) } }
        let arguments = ["explore", "--client", "cached-bool", "--seed", "7", "--sessions", "150"]
        let output = try storedbg(arguments + ["--out", first.path])
        #expect(output.status == 1, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardError.isEmpty, "no progress line when standard error is not a terminal")
        #expect(output.standardOutput.hasPrefix("storedbg explore --seed 7 --client cached-bool\n150 sessions, "))
        let written = try files(in: first)
        #expect(written["summary.txt"].map { String(decoding: $0, as: UTF8.self) } == output.standardOutput.components(separatedBy: "written to").first)
        let finding = try #require(written.keys.sorted().first { $0.hasSuffix("revoked-granted.scenario") }, "\(written.keys)")

        let replay = try storedbg(["run", first.appendingPathComponent(finding).path])
        #expect(replay.status == 1)
        let lines = String(decoding: written[finding] ?? Data(), as: UTF8.self).split(separator: "\n")
        #expect(lines.last == "expect no-violations")
        #expect(replay.standardOutput.contains(":\(lines.count):1: expect no-violations"), "\(replay.standardOutput)")

        _ = try storedbg(arguments + ["--out", second.path])
        #expect(try files(in: second) == written, "the same seed gives the same files, byte for byte")
    }

    /// Issue 26, item 11: the scenario's spelling of a fault was refused; the summary names the
    /// fault as `--client` takes it, so its first line replays.
    @Test func aFaultIsNamedAsAScenarioSpellsIt() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try storedbg(["explore", "--client", "fault double-credit", "--sessions", "20", "--out", folder.path])
        #expect(output.status == 1, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.hasPrefix("storedbg explore --seed 1 --client double-credit\n20 sessions, "), "\(output.standardOutput)")
        #expect(output.standardOutput.contains("consumable-double-credit"))
    }

    @Test func nothingFoundExitsZero() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let setup = temporaryFolder()
        try FileManager.default.createDirectory(at: setup, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: setup) }
        let scenario = setup.appendingPathComponent("setup.scenario")
        try Data("product com.example.pro unlock\nexpect not-owned com.example.pro\n".utf8).write(to: scenario)
        let output = try storedbg(["explore", scenario.path, "--sessions", "30", "--out", folder.path])
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.hasPrefix("storedbg explore --seed 1 --client reference\n30 sessions, "))
        #expect(output.standardOutput.hasSuffix(" steps, 0 findings\n"))
    }

    @Test(arguments: [["explore", "--sessions", "0"], ["explore", "--seed", "x"], ["explore", "--client", "nonsense"],
                      ["explore", "--time", "soon"], ["explore", "--sesions", "3"], ["explore", "a.scenario", "b.scenario"],
                      ["explore", "/nonexistent/setup.scenario"]])
    func badUsageExitsTwoWithOneLine(arguments: [String]) throws {
        let output = try storedbg(arguments)
        #expect(output.status == 2, "\(arguments): \(output.standardOutput)\(output.standardError)")
        #expect(output.standardError.split(separator: "\n").count == 1, "\(output.standardError)")
        #expect(output.standardOutput.isEmpty)
    }
}
