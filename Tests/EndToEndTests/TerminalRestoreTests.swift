import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// The terminal is given back (modes as before, alternate screen left, cursor shown) and
/// the exit status names the way out, for every way the screen can end.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"),
       .enabled(if: RestoreProbe.compilerPath != nil, "no C compiler: the restore probe cannot be built"))
struct TerminalRestoreTests {
    /// A way out: the probe's argument, the keys to send once its screen is up, the status the shell sees.
    struct Exit: Sendable, CustomTestStringConvertible {
        let mode: String
        let keys: [String]
        let status: Int
        var testDescription: String { keys.isEmpty ? mode : "\(mode) + \(keys.joined(separator: " "))" }
    }

    static let exits = [
        Exit(mode: "wait", keys: ["q"], status: 0),
        Exit(mode: "wait", keys: ["C-c"], status: 130),
        Exit(mode: "wait", keys: ["C-\\"], status: 131),
        Exit(mode: "term", keys: [], status: 143),
        Exit(mode: "hup", keys: [], status: 129),
        Exit(mode: "segv", keys: [], status: 139),
        Exit(mode: "bus", keys: [], status: 135),
        Exit(mode: "trap", keys: [], status: 132),
        Exit(mode: "sigtrap", keys: [], status: 133),
        Exit(mode: "abort", keys: [], status: 134),
        Exit(mode: "fpe", keys: [], status: 136),
        Exit(mode: "exit", keys: [], status: 4),
        // Every other signal whose default action ends the process.
        Exit(mode: "usr1", keys: [], status: 128 + Int(SIGUSR1)),
        Exit(mode: "usr2", keys: [], status: 128 + Int(SIGUSR2)),
        Exit(mode: "alrm", keys: [], status: 128 + Int(SIGALRM)),
        Exit(mode: "pipe", keys: [], status: 128 + Int(SIGPIPE)),
        Exit(mode: "xcpu", keys: [], status: 128 + Int(SIGXCPU)),
        Exit(mode: "xfsz", keys: [], status: 128 + Int(SIGXFSZ)),
        Exit(mode: "vtalrm", keys: [], status: 128 + Int(SIGVTALRM)),
        Exit(mode: "prof", keys: [], status: 128 + Int(SIGPROF)),
        Exit(mode: "sys", keys: [], status: 128 + Int(SIGSYS)),
    ]

    @Test(arguments: exits)
    func theTerminalComesBack(exit: Exit) async throws {
        let outcome = try await run(exit)
        #expect(outcome.screen.contains("probe-exit=\(exit.status)\n"), "\(outcome.screen)")
        #expect(outcome.screen.contains("modes-restored"), "terminal modes differ after the probe")
        #expect(outcome.alternateScreen == "0", "still on the alternate screen")
        #expect(outcome.cursorVisible == "1", "cursor still hidden")
    }

    /// Flow control is off while the screen is up (Ctrl-S is a key) and back on afterwards.
    @Test func ctrlSIsAKeyWhileTheScreenIsUp() async throws {
        let outcome = try await run(Exit(mode: "wait", keys: ["C-s", "q"], status: 0))
        #expect(outcome.screen.contains("probe-exit=0\n"), "\(outcome.screen)")
        #expect(outcome.screen.contains("modes-restored"))
    }

    /// Without the guard a crash leaves the terminal broken, which the checks above detect.
    @Test func withoutTheGuardACrashLeavesTheTerminalBroken() async throws {
        let outcome = try await run(Exit(mode: "unguarded-segv", keys: [], status: 139))
        #expect(outcome.screen.contains("modes-changed"))
        #expect(outcome.alternateScreen == "1")
    }

    private struct Outcome {
        let screen: String
        let alternateScreen: String
        let cursorVisible: String
    }

    /// Runs the probe in a shell that records the terminal modes before and after it.
    private func run(_ exit: Exit) async throws -> Outcome {
        let probe = try RestoreProbe.executable.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-restore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The shell survives the keyboard's Ctrl-C and Ctrl-\ (the probe, exec'd, gets the
        // default actions back) and no core files are written.
        let script = """
            trap : INT QUIT
            ulimit -c 0
            stty -g > "$1/before"
            "$2" "$3" 2>/dev/null
            echo "probe-exit=$?"
            stty -g > "$1/after"
            if cmp -s "$1/before" "$1/after"; then echo modes-restored; else echo modes-changed; fi
            exec sleep 600
            """
        let session = try TmuxSession(command: ["/bin/sh", "-c", script, "sh", folder.path, probe.path, exit.mode])
        defer { session.kill() }
        if !exit.keys.isEmpty {
            try await session.waitFor(text: "probe screen up")
            for key in exit.keys { try session.send(keys: key) }
        }
        let screen = try await session.waitUntil("the shell reports on the terminal modes") {
            $0.contains("modes-restored") || $0.contains("modes-changed")
        }
        return Outcome(screen: screen, alternateScreen: try session.display("#{alternate_on}"),
                       cursorVisible: try session.display("#{cursor_flag}"))
    }
}
