import Foundation
import Testing

/// The real `storedbg` binary on a real (tmux) terminal: the walk a QA tester takes through the
/// built-in demo, and the terminal handed back afterwards.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct InteractiveDebuggerTests {
    private let unlock = "com.example.app.permanentUnlock"
    /// Generous: the debug binary on a busy machine.
    private let timeout: Duration = .seconds(20)

    private func binary() throws -> String {
        try #require(StoredbgBinary.locate(), "storedbg is not built; run swift build first").path
    }

    /// A shell in a fresh folder, so anything written lands there and the prompt can be checked
    /// afterwards. It waits for the cleared screen: typing on before `clear` has run would have
    /// the command line wiped from the screen.
    private func shell() async throws -> (TmuxSession, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let session = try TmuxSession(command: ["/bin/sh"], width: 80, height: 24, environment: ["PS1": "$ "])
        try session.type("cd '\(folder.path)' && clear")
        try session.send(keys: "Enter")
        try await session.waitUntil("the shell cleared its screen", timeout: timeout) {
            $0.trimmingCharacters(in: .whitespacesAndNewlines) == "$"
        }
        return (session, folder)
    }

    /// Whether the screen shows a shell prompt line (the pane capture drops the space after `$`).
    private func showsShellPrompt(_ screen: String) -> Bool {
        screen.components(separatedBy: "\n").contains { $0 == "$" || $0.hasPrefix("$ ") }
    }

    @Test func buyApproveRefundExpireResizeAndQuit() async throws {
        let (session, folder) = try await shell()
        defer { session.kill() }
        try session.type("'\(try binary())'")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "[~] EVALUATION 14 days left", timeout: timeout)
        try await session.waitFor(text: "b Buy", timeout: timeout)

        try session.type(":buy \(unlock) ask-to-buy")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "#1 awaits approval", timeout: timeout)

        try session.send(keys: "a")
        try await session.waitFor(text: "[+] UNLOCKED", timeout: timeout)

        try session.send(keys: "r")
        try await session.waitFor(text: "y yes", timeout: timeout)
        try session.send(keys: "y")
        try await session.waitFor(text: "revoked", timeout: timeout)
        try await session.waitFor(text: "[~] EVALUATION 14 days left", timeout: timeout)

        try session.type(":advance 14d")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "[x] EXPIRED", timeout: timeout)

        try session.resize(width: 120, height: 40)
        try await session.waitUntil("the screen follows the resize to 120 columns", timeout: timeout) { screen in
            screen.contains("Monitor violations") && screen.components(separatedBy: "\n").contains { $0.count >= 115 }
        }
        try session.resize(width: 60, height: 20)
        try await session.waitFor(text: "Terminal too small: 60x20.", timeout: timeout)
        try session.resize(width: 80, height: 24)
        try await session.waitFor(text: "[x] EXPIRED", timeout: timeout)

        try session.send(keys: "w")
        try await session.waitFor(text: "session-1.scenario", timeout: timeout)
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("session-1.scenario").path))

        try session.send(keys: "q")
        try await session.waitUntil("storedbg quit and gave the shell back", timeout: timeout) { screen in
            showsShellPrompt(screen) && !screen.contains("EXPIRED")
        }
        try session.type("echo ok-$((1+1))")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "ok-2", timeout: timeout)
        #expect(try session.display("#{alternate_on}") == "0")
    }

    @Test func aScenarioOpensAtItsFirstStepAndNStepsThroughIt() async throws {
        let (session, folder) = try await shell()
        defer { session.kill() }
        let scenario = folder.appendingPathComponent("walk.scenario")
        try """
            product pro unlock price 4.99 USD
            launch
            buy pro
            """.write(to: scenario, atomically: true, encoding: .utf8)
        try session.type("'\(try binary())' walk.scenario")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "Steps: next 1 of 3", timeout: timeout)
        try session.send(keys: "n")
        try session.send(keys: "n")
        try session.send(keys: "n")
        try await session.waitFor(text: "[+] UNLOCKED", timeout: timeout)
        try await session.waitFor(text: "Steps: done (3)", timeout: timeout)
        // The file's own steps need no writing: q quits at once.
        try session.send(keys: "q")
        try await session.waitUntil("storedbg quit", timeout: timeout) { !$0.contains("UNLOCKED") }
    }

    @Test func aBadScenarioIsOneLineAndStatusTwo() async throws {
        let (session, folder) = try await shell()
        defer { session.kill() }
        try "launch\nbuy\n".write(to: folder.appendingPathComponent("bad.scenario"), atomically: true, encoding: .utf8)
        try session.type("'\(try binary())' bad.scenario; echo status-$?")
        try session.send(keys: "Enter")
        let screen = try await session.waitFor(text: "status-2", timeout: timeout)
        #expect(screen.contains("bad.scenario:2:4: error: expected"))
    }

    @Test func withoutATerminalItRefusesWithStatusTwo() async throws {
        let (session, _) = try await shell()
        defer { session.kill() }
        try session.type("'\(try binary())' < /dev/null > /dev/null; echo status-$?")
        try session.send(keys: "Enter")
        let screen = try await session.waitFor(text: "status-2", timeout: timeout)
        #expect(screen.contains("needs a terminal"))
    }
}
