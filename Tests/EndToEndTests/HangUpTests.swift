import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Issue 26, item 3: with SIGHUP ignored (as under `nohup`), closing the terminal left the
/// screen looping on it at a full core (`poll` answered POLLHUP, `read` 0) until killed. It now
/// ends, and its session journal stays open for `--resume`.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct HangUpTests {
    /// Generous: the debug binary on a busy machine.
    private let timeout: Duration = .seconds(20)

    @Test func aClosedTerminalEndsTheScreenWithSIGHUPIgnored() async throws {
        let binary = try #require(StoredbgBinary.locate(), "storedbg is not built; run swift build first").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-hangup-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pidFile = folder.appendingPathComponent("pid")
        // The shell ignores SIGHUP and execs storedbg, which keeps its pid and inherits the
        // ignored disposition.
        let script = #"trap '' HUP; echo $$ > "$1"; exec "$2""#
        let session = try TmuxSession(command: ["/bin/sh", "-c", script, "sh", pidFile.path, binary],
                                      environment: ["XDG_STATE_HOME": folder.path])
        defer { session.kill() }
        try await session.waitFor(text: "b Buy", timeout: timeout)
        try session.send(keys: "+")
        try await session.waitFor(text: "13 days left", timeout: timeout)
        let pid = try #require(pid_t(String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))

        session.kill()
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while isRunning(pid), clock.now < deadline {
            try await Task.sleep(for: .milliseconds(100))
        }
        let ended = !isRunning(pid)
        if !ended { kill(pid, SIGKILL) }
        #expect(ended, "storedbg still runs \(timeout) after its terminal closed")

        let journals = try FileManager.default.contentsOfDirectory(at: folder.appendingPathComponent("storedbg"),
                                                                   includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix("journal-") }
        let journal = try #require(journals.first, "no session journal in \(folder.path)")
        let text = try String(contentsOf: journal, encoding: .utf8)
        #expect(text.contains("advance 1d"))
        #expect(!text.contains("# finished"), "the journal says the session was quit:\n\(text)")
    }

    /// Whether `pid` is a process that has not ended (a zombie has).
    private func isRunning(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        #if canImport(Glibc)
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let afterName = stat.range(of: ") ", options: .backwards) else { return true }
        return !stat[afterName.upperBound...].hasPrefix("Z")
        #else
        return true
        #endif
    }
}
