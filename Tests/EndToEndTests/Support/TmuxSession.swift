import Foundation

/// A command running in a detached tmux session of a given size, on a tmux server of its
/// own (`tmux -L`), so tests never touch a user's tmux and can run in parallel. The server
/// is killed by `kill()` or, at the latest, when the session is deinitialised.
final class TmuxSession {
    /// Set in every session unless `environment` overrides it: no interactive Swift crash
    /// prompt, a terminal type with colours, and a UTF-8 locale for curses.
    static let defaultEnvironment = [
        "SWIFT_BACKTRACE": "interactive=no",
        "TERM": "xterm-256color",
        "LC_ALL": "C.UTF-8",
    ]

    static var tmuxPath: String? { ExternalCommand.path(of: "tmux") }
    static var isAvailable: Bool { tmuxPath != nil }

    private let tmux: String
    private let server = "storedbg-test-\(UUID().uuidString)"
    private let target = "main"
    private var isRunning = true
    /// The session's own XDG_STATE_HOME, removed with the session.
    private let stateFolder = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-state-\(UUID().uuidString)")

    /// Starts `command` (executable and arguments, run without a shell) in a `width`x`height`
    /// pane. Unless `environment` says otherwise, XDG_STATE_HOME is a fresh folder of the
    /// session's own, so session journals never reach the user's and tests never see each
    /// other's.
    init(command: [String], width: Int = 80, height: Int = 24, environment: [String: String] = [:]) throws {
        guard let tmux = TmuxSession.tmuxPath else { throw TmuxError.notInstalled }
        self.tmux = tmux
        let state = stateFolder
        // Set through env(1) rather than tmux's -e, which cannot override TERM: tmux sets
        // TERM from its default-terminal option.
        let variables = TmuxSession.defaultEnvironment.merging(["XDG_STATE_HOME": state.path]) { $1 }
            .merging(environment) { $1 }
            .sorted { $0.key < $1.key }
            .map { "\($0.key)=\($0.value)" }
        try tmuxCommand(["new-session", "-d", "-s", target, "-x", String(width), "-y", String(height), "--",
                         ExternalCommand.path(of: "env") ?? "/usr/bin/env"] + variables + command)
    }

    deinit {
        kill()
    }

    /// Sends tmux key names: `"Enter"`, `"Escape"`, `"C-c"`, `"Up"`, or a single character.
    func send(keys: String...) throws {
        try tmuxCommand(["send-keys", "-t", target] + keys)
    }

    /// Types `text` literally, character by character.
    func type(_ text: String) throws {
        try tmuxCommand(["send-keys", "-t", target, "-l", text])
    }

    /// Sends raw bytes, each given in hex (`"ff"`, `"c3"`), as a terminal would pass them on.
    func send(bytes: [String]) throws {
        try tmuxCommand(["send-keys", "-t", target, "-H"] + bytes)
    }

    /// Pastes `text` in one go, as a terminal pastes the clipboard.
    func paste(_ text: String) throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-paste-\(UUID().uuidString)")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try tmuxCommand(["load-buffer", file.path])
        try tmuxCommand(["paste-buffer", "-t", target])
    }

    /// Runs several tmux commands in one invocation, so they reach the pane back to back:
    /// each is a command's arguments, e.g. `["resize-window", "-x", "60", "-y", "20"]`, aimed at the pane.
    func chain(_ commands: [[String]]) throws {
        let joined = commands.enumerated().flatMap { index, command in
            (index == 0 ? [] : [";"]) + [command[0], "-t", target] + command.dropFirst()
        }
        try tmuxCommand(joined)
    }

    /// The visible screen, one line per row (tmux trims trailing spaces).
    func screen() throws -> String {
        try tmuxCommand(["capture-pane", "-p", "-t", target])
    }

    /// A tmux format evaluated for the pane, e.g. `#{cursor_flag}` or `#{alternate_on}`.
    func display(_ format: String) throws -> String {
        try tmuxCommand(["display-message", "-p", "-t", target, format])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Polls the screen every 100 ms until it contains `text`; returns that screen, or throws
    /// `TmuxError.timedOut` carrying the last screen seen.
    @discardableResult
    func waitFor(text: String, timeout: Duration = .seconds(10)) async throws -> String {
        try await waitUntil("the screen shows \"\(text)\"", timeout: timeout) { $0.contains(text) }
    }

    /// Polls the screen every 100 ms until `condition` holds for it and the screen is drawn
    /// whole: the same capture twice, 30 ms apart. A capture can catch a frame half drawn (its
    /// title already there, the rows under it not yet), and callers read more of the screen than
    /// the text they waited for.
    @discardableResult
    func waitUntil(_ description: String, timeout: Duration = .seconds(10),
                   _ condition: (String) -> Bool) async throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        while true {
            let shown = try screen()
            if condition(shown) {
                try await Task.sleep(for: .milliseconds(30))
                // A screen that never stops changing (a live clock) is taken as it is at the deadline.
                if try screen() == shown || clock.now >= deadline { return shown }
                continue
            }
            guard clock.now < deadline else { throw TmuxError.timedOut(waitingFor: description, screen: shown) }
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    /// Resizes the pane, as a user dragging the window would.
    func resize(width: Int, height: Int) throws {
        try tmuxCommand(["resize-window", "-t", target, "-x", String(width), "-y", String(height)])
    }

    /// Ends the command and the tmux server. Safe to call more than once.
    func kill() {
        guard isRunning else { return }
        isRunning = false
        _ = try? ExternalCommand.run(tmux, ["-L", server, "kill-server"])
        try? FileManager.default.removeItem(at: stateFolder)
    }

    @discardableResult
    private func tmuxCommand(_ arguments: [String]) throws -> String {
        var environment = ProcessInfo.processInfo.environment
        environment["TMUX"] = nil
        let result = try ExternalCommand.run(tmux, ["-u", "-L", server, "-f", "/dev/null"] + arguments,
                                             environment: environment)
        guard result.status == 0 else {
            throw TmuxError.commandFailed(arguments: arguments, message: result.standardError)
        }
        return result.standardOutput
    }
}

enum TmuxError: Error, CustomStringConvertible {
    case notInstalled
    case commandFailed(arguments: [String], message: String)
    case timedOut(waitingFor: String, screen: String)

    var description: String {
        switch self {
        case .notInstalled:
            return "tmux is not installed"
        case .commandFailed(let arguments, let message):
            return "tmux \(arguments.joined(separator: " ")) failed: \(message)"
        case .timedOut(let condition, let screen):
            return "timed out waiting until \(condition). The screen was:\n" + screen
        }
    }
}
