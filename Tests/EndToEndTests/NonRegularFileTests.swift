import Foundation
import Testing

/// The real binary given a FIFO wherever it takes a path: one line, status 2, at once (under
/// `timeout`, which ends a run that hangs with status 124).
struct NonRegularFileTests {
    @Test func everyPathThatIsAFIFOIsRefusedAtOnce() throws {
        let binary = try #require(StoredbgBinary.locate(), "build storedbg first (swift build), or set STOREDBG_BINARY")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("x.scenario").path
        let storekit = folder.appendingPathComponent("p.storekit").path
        #expect(mkfifo(fifo, 0o644) == 0 && mkfifo(storekit, 0o644) == 0)
        try Data("storekit p.storekit\n".utf8).write(to: folder.appendingPathComponent("line.scenario"))
        let runs: [[String]] = [["run", fifo], ["check", fifo], [fifo], ["--storekit", storekit],
                                ["run", folder.appendingPathComponent("line.scenario").path], ["check", folder.path]]
        for arguments in runs {
            let output = try ExternalCommand.run("/usr/bin/timeout", ["10", binary.path] + arguments)
            #expect(output.status == 2, "\(arguments): \(output.standardOutput)\(output.standardError)")
            let all = output.standardOutput + output.standardError
            #expect(all.contains("it is a FIFO (named pipe), not a regular file"), "\(arguments): \(all)")
        }
    }

    @Test func exploreReplacesAFIFOWhereItWritesInsteadOfWaitingOnIt() throws {
        let binary = try #require(StoredbgBinary.locate(), "build storedbg first (swift build), or set STOREDBG_BINARY")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-fifo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(mkfifo(folder.appendingPathComponent("summary.txt").path, 0o644) == 0)
        let output = try ExternalCommand.run("/usr/bin/timeout", ["10", binary.path, "explore", "--sessions", "5", "--out", folder.path])
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        let summary = try String(contentsOf: folder.appendingPathComponent("summary.txt"), encoding: .utf8)
        #expect(summary.hasPrefix("storedbg explore --seed 1 --client reference\n"))
    }
}
