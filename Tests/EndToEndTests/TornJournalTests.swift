import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Issue 26: a disk that fills mid-session cuts the journal in the middle of a line. The status
/// line says so when it happens (a burst of keys used to replace the news before it was drawn),
/// and `--resume` takes the session up, dropping the cut line and saying so (it said every
/// journal "ended with a quit"). The full disk is a file-size limit (`ulimit -f`) with SIGXFSZ
/// ignored, so a write past it fails as on a full disk.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct TornJournalTests {
    private let timeout: Duration = .seconds(20)
    /// `ulimit -f 1`: 512 bytes in the POSIX shell's blocks.
    private let limit = 512

    @Test func aJournalCutShortIsSaidAtOnceAndResumedWithoutItsLastLine() async throws {
        let binary = try #require(StoredbgBinary.locate(), "storedbg is not built; run swift build first").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-torn-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let state = folder.appendingPathComponent("state")
        let journals = state.appendingPathComponent("storedbg")
        let pidFile = folder.appendingPathComponent("pid")

        let full = try TmuxSession(command: ["/bin/sh", "-c", "echo $$ > \"$1\"; trap '' XFSZ; ulimit -f 1; exec \"$2\"", "sh", pidFile.path, binary],
                                   width: 100, height: 30, environment: ["XDG_STATE_HOME": state.path])
        defer { full.kill() }
        try await full.waitFor(text: "b Buy", timeout: timeout)
        // The folder holds `app-output.txt` too (what the app prints): the journal is the scenario.
        let journal = try #require(try FileManager.default.contentsOfDirectory(at: journals, includingPropertiesForKeys: nil)
            .first { $0.pathExtension == "scenario" })
        // Each `+` journals 11 bytes ("advance 1d\n"): make the limit fall inside a line.
        let opening = try Data(contentsOf: journal).count
        if (limit - opening) % 11 == 0 {
            try full.type(":advance 10d")
            try full.send(keys: "Enter")
            try await full.waitFor(text: "Advance 10d", timeout: timeout)
        }
        try full.paste(String(repeating: "+", count: 60))
        let stopped = try await full.waitFor(text: "JOURNAL STOPPED", timeout: timeout)
        #expect(stopped.contains("JOURNAL STOPPED advance 1d"), "\(stopped)")
        let torn = try Data(contentsOf: journal)
        #expect(torn.count == limit)
        #expect(torn.last != UInt8(ascii: "\n"))

        let pid = try #require(pid_t(try String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        full.kill()
        for _ in 0..<100 where kill(pid, 0) == 0 { try await Task.sleep(for: .milliseconds(100)) }

        let resumed = try TmuxSession(command: [binary, "--resume"], width: 220, height: 30,
                                      environment: ["XDG_STATE_HOME": state.path])
        defer { resumed.kill() }
        let screen = try await resumed.waitFor(text: "Resumed the session of", timeout: timeout)
        #expect(screen.contains("commands replayed; the journal's last line was cut short (a full disk?) and is dropped: 'a"), "\(screen)")
    }
}
