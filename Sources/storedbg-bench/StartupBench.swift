import Foundation

/// What a user waits for before anything runs (issue 26, item 9): `storedbg run Scenarios/`
/// against `storedbg --version` (goal ≤ 2×), and the interactive screen's first frame against
/// `echo` in the same tmux harness (goal ≤ 2.5×; the echo is `tail -f` of a one-line file, see
/// `TmuxHarness.readyText`). The `storedbg` beside this bench is run as a
/// process, so build both (`swift build -c release`). The two of a pair run one right after the
/// other, `runs` pairs; a ratio is the median of the pairs' ratios (the machine's load changes
/// less within a pair than across the run), beside the median times. CPU time is the child's
/// user plus system time.
enum StartupBench {
    static let runs = 21

    /// The package's root, from this file's place in it.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `storedbg` built beside this executable, or nil.
    static var storedbg: URL? {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("storedbg")
        return FileManager.default.isExecutableFile(atPath: beside.path) ? beside : nil
    }

    static func run() {
        guard let storedbg else {
            print("startup: no storedbg beside storedbg-bench; build it (swift build -c release) to measure run and the first frame")
            return
        }
        let scenarios = packageRoot.appendingPathComponent("Scenarios").path
        var version: [(wall: Double, cpu: Double)] = [], scenarioRun: [(wall: Double, cpu: Double)] = []
        for _ in 0..<runs {
            version.append(timed(storedbg.path, ["--version"]))
            scenarioRun.append(timed(storedbg.path, ["run", scenarios]))
        }
        let wallRatio = median(zip(scenarioRun, version).map { $0.wall / $1.wall })
        let cpuRatio = median(zip(scenarioRun, version).map { $0.cpu / $1.cpu })
        print(String(format: "storedbg run Scenarios/ against storedbg --version: %.2f× (goal ≤ 2×) %@ (%.1f ms against %.1f ms); CPU %.2f× (%.1f ms against %.1f ms)",
                     wallRatio, verdict(wallRatio, 2), median(scenarioRun.map(\.wall)) * 1e3, median(version.map(\.wall)) * 1e3,
                     cpuRatio, median(scenarioRun.map(\.cpu)) * 1e3, median(version.map(\.cpu)) * 1e3))
        guard let harness = TmuxHarness() else {
            print("first frame: tmux is not installed; not measured")
            return
        }
        defer { harness.stop() }
        var pairs: [(echo: Double, frame: Double)] = []
        for _ in 0..<runs {
            guard let echo = harness.secondsUntil("storedbg-bench-ready", shows: ["/usr/bin/tail", "-f", harness.readyText]),
                  let frame = harness.secondsUntil("b Buy", shows: [storedbg.path]) else { continue }
            pairs.append((echo, frame))
        }
        guard !pairs.isEmpty else {
            print("first frame: the tmux harness showed nothing; not measured")
            return
        }
        let ratio = median(pairs.map { $0.frame / $0.echo })
        print(String(format: "first frame (built-in demo, 80x24) against echo in the same tmux harness: %.2f× (goal ≤ 2.5×) %@ (%.1f ms against %.1f ms)",
                     ratio, verdict(ratio, 2.5), median(pairs.map(\.frame)) * 1e3, median(pairs.map(\.echo)) * 1e3))
    }

    static func verdict(_ ratio: Double, _ goal: Double) -> String { ratio <= goal ? "✓" : "✗" }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// Wall-clock and CPU seconds (the child's user + system time) of one run of `path`.
    static func timed(_ path: String, _ arguments: [String]) -> (wall: Double, cpu: Double) {
        var result: ChildProcess.Result?
        let wall = measure { result = ChildProcess.run(path, arguments) }
        return (wall, result?.cpuSeconds ?? 0)
    }
}

/// A tmux server of the bench's own with one 80x24 session, in which a command is started in a
/// new window and the pane is read until it shows a text, as the end-to-end tests wait for the screen.
final class TmuxHarness {
    private let tmux: String
    private let server = "storedbg-bench-\(getpid())"
    private let state = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-bench-state-\(getpid())")
    private var trials = 0

    /// A file holding `storedbg-bench-ready`, for the echo of the pair: `tail -f` prints it and
    /// stays. A process that prints and exits at once (`/bin/echo`) races tmux: the server often
    /// notices the exit before it reads the pane's output, and the line is never shown (9 times
    /// in 10 here, polling as the bench polls).
    var readyText: String { state.appendingPathComponent("ready.txt").path }

    init?() {
        guard let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
            .first(where: FileManager.default.isExecutableFile(atPath:)) else { return nil }
        self.tmux = tmux
        try? FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: readyText, contents: Data("storedbg-bench-ready\n".utf8)) else { return nil }
        guard command(["new-session", "-d", "-s", "bench", "-x", "80", "-y", "24"]) != nil,
              command(["set-option", "-g", "remain-on-exit", "on"]) != nil else { return nil }
    }

    func stop() {
        _ = command(["kill-server"])
        try? FileManager.default.removeItem(at: state)
    }

    /// Seconds from starting `arguments` in a new window until its pane shows `text`; nil when it
    /// never does within 10 s.
    func secondsUntil(_ text: String, shows arguments: [String]) -> Double? {
        // A state folder of its own: a journal left by the window before would be offered for resuming.
        trials += 1
        let folder = state.appendingPathComponent(String(trials))
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let environment = ["TERM=xterm-256color", "LC_ALL=C.UTF-8", "XDG_STATE_HOME=\(folder.path)"]
        let start = DispatchTime.now().uptimeNanoseconds
        guard command(["new-window", "-d", "-t", "bench", "-n", "trial", "--", "/usr/bin/env"] + environment + arguments) != nil else {
            return nil
        }
        defer { _ = command(["kill-window", "-t", "bench:trial"]) }
        while DispatchTime.now().uptimeNanoseconds - start < 10_000_000_000 {
            if command(["capture-pane", "-p", "-t", "bench:trial"])?.contains(text) == true {
                return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            }
        }
        return nil
    }

    /// Runs tmux on the bench's server; its standard output, or nil when it failed.
    private func command(_ arguments: [String]) -> String? {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        guard let result = ChildProcess.run(tmux, ["-L", server, "-f", "/dev/null"] + arguments, environment: environment,
                                            capturing: arguments.first == "capture-pane"),
              result.status == 0 else { return nil }
        return result.output
    }
}

/// A child process started with posix_spawn and waited for by its pid. Foundation's `Process`
/// learns that a child ended when a descriptor it inherited closes, so the tmux server that
/// `new-session` starts, which inherits it, would keep it waiting.
enum ChildProcess {
    struct Result {
        let status: Int32
        let output: String
        /// User plus system time of the child.
        let cpuSeconds: Double
    }

    /// Runs `path` to its end, its standard input and error /dev/null, its standard output read
    /// back when `capturing` (through a file), else /dev/null. Nil when it cannot start.
    static func run(_ path: String, _ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment,
                    capturing: Bool = false) -> Result? {
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-bench-output-\(getpid())").path
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, capturing ? outputPath : "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, path, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 && errno == EINTR {}
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        let output = capturing ? (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "" : ""
        return Result(status: status, output: output, cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime))
    }
}
