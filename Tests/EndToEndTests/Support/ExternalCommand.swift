import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a finished command printed and how it ended.
struct CommandOutput {
    /// The exit status, or 128 + the signal number when a signal ended the command (as shells report it).
    let status: Int32
    let standardOutput: String
    let standardError: String
}

/// Running the tools the end-to-end tests drive (tmux, the C compiler).
///
/// Uses posix_spawn rather than Foundation's Process: on Linux, Process learns that a child
/// ended when a descriptor the child inherited closes, so starting a daemon (the tmux
/// server inherits it) would block until the daemon exits. Here the child's standard
/// streams are /dev/null and two files, it is waited for by pid, and it starts with no
/// signal blocked and every signal at its default action.
enum ExternalCommand {
    /// The full path of `name` found on PATH, or nil.
    static func path(of name: String) -> String? {
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return searchPath.split(separator: ":")
            .map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` with `arguments` to completion in `environment` (default: this
    /// process's), collecting its output.
    static func run(_ executable: String, _ arguments: [String],
                    environment: [String: String] = ProcessInfo.processInfo.environment) throws -> CommandOutput {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("storedbg-command-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outputPath = folder.appendingPathComponent("stdout").path
        let errorPath = folder.appendingPathComponent("stderr").path

        var actions = emptySpawnFileActions()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        // The test runner's threads block most signals and the child would inherit that
        // mask (a tmux server started so never sees its panes hang up): start it clean.
        var attributes = emptySpawnAttributes()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), everySignal = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&everySignal)
        sigdelset(&everySignal, SIGKILL)
        sigdelset(&everySignal, SIGSTOP)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &everySignal)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            throw CocoaError(.executableLoad, userInfo: [NSFilePathErrorKey: executable,
                                                         NSLocalizedDescriptionKey: String(cString: strerror(spawned))])
        }
        var waitStatus: Int32 = 0
        while waitpid(pid, &waitStatus, 0) == -1 && errno == EINTR {}
        let signal = waitStatus & 0x7F
        return CommandOutput(status: signal == 0 ? (waitStatus >> 8) & 0xFF : 128 + signal,
                             standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
                             standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")
    }

    // Darwin declares both spawn types as opaque pointers that their init functions allocate;
    // glibc declares them as structs that the init functions fill in.
    #if canImport(Darwin)
    private static func emptySpawnFileActions() -> posix_spawn_file_actions_t { nil }
    private static func emptySpawnAttributes() -> posix_spawnattr_t { nil }
    #else
    private static func emptySpawnFileActions() -> posix_spawn_file_actions_t { posix_spawn_file_actions_t() }
    private static func emptySpawnAttributes() -> posix_spawnattr_t { posix_spawnattr_t() }
    #endif
}
