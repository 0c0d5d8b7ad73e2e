import Foundation
import Testing

/// `twin-debugger` on a real (tmux) terminal with a StoreKit 2 controller on the twin as the
/// client: the screen's walk, its keys and undo (which replays the app's inputs into a fresh
/// controller) all work on the twin.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct TwinScreenEndToEndTests {
    private let timeout: Duration = .seconds(20)

    private func binary() throws -> String {
        try #require(StoredbgBinary.locate("twin-debugger"), "twin-debugger is not built; run swift build first").path
    }

    /// What the app's code prints while the screen is up goes to `app-output.txt` in the journal
    /// folder: it was drawn over the event log (`…listener sProStore: purcha…`).
    @Test func theAppsPrintLinesAreNotDrawnOverTheScreen() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("twin-prints-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let storekit = PackagePaths.root.appendingPathComponent("Examples/StoreKitTwin/Pro.storekit").path
        let session = try TmuxSession(command: [try binary(), storekit, "--client", "twin-observable-object"], width: 100, height: 30,
                                      environment: ["XDG_STATE_HOME": state.path])
        defer { session.kill() }
        try await session.waitFor(text: "b Buy", timeout: timeout)
        try session.send(keys: "b")
        try await session.waitFor(text: "Enter buy", timeout: timeout)
        try session.send(keys: "Enter")
        let screen = try await session.waitFor(text: "Thank you", timeout: timeout)
        #expect(!screen.contains("ProStore"), "\(screen)")
        let printed = try String(contentsOf: state.appendingPathComponent("twin-debugger/app-output.txt"), encoding: .utf8)
        #expect(printed == "ProStore: purchased com.example.app.pro (#1)\n")
    }

    @Test func buyApproveRefundUndoExpireAndQuit() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("twin-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            product com.example.app.permanentUnlock unlock price 7.99 USD name "Permanent Unlock"
            client twin-unlock
            launch
            """.write(to: folder.appendingPathComponent("twin.scenario"), atomically: true, encoding: .utf8)
        let session = try TmuxSession(command: ["/bin/sh"], width: 80, height: 24,
                                      environment: ["PS1": "$ ", "XDG_STATE_HOME": folder.path])
        defer { session.kill() }
        try session.type("cd '\(folder.path)' && clear")
        try session.send(keys: "Enter")
        try await session.waitUntil("the shell cleared its screen", timeout: timeout) {
            $0.trimmingCharacters(in: .whitespacesAndNewlines) == "$"
        }

        try session.type("'\(try binary())' twin.scenario")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "Steps: next 1 of 3", timeout: timeout)
        for _ in 0..<3 { try session.send(keys: "n") }
        try await session.waitFor(text: "[~] EVALUATION 14 days left", timeout: timeout)
        try await session.waitFor(text: "client twin-unlock", timeout: timeout)

        try session.type(":buy com.example.app.permanentUnlock ask-to-buy")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "#1 awaits approval", timeout: timeout)
        try session.send(keys: "a")
        try await session.waitFor(text: "[+] UNLOCKED", timeout: timeout)

        try session.send(keys: "r")
        try await session.waitFor(text: "y yes", timeout: timeout)
        try session.send(keys: "y")
        try await session.waitFor(text: "[~] EVALUATION 14 days left", timeout: timeout)
        // Undo restores a checkpoint and replays: the twin rebuilds the controller from its inputs.
        try session.send(keys: "u")
        try await session.waitFor(text: "[+] UNLOCKED", timeout: timeout)
        try session.send(keys: "r")
        try await session.waitFor(text: "y yes", timeout: timeout)
        try session.send(keys: "y")
        try await session.waitFor(text: "[~] EVALUATION 14 days left", timeout: timeout)

        try session.type(":advance 15d")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "[x] EXPIRED", timeout: timeout)
        #expect(try !session.screen().contains("[!]"))

        try session.send(keys: "q")
        try await session.waitFor(text: "y yes", timeout: timeout)
        try session.send(keys: "y")
        try await session.waitUntil("twin-debugger quit and gave the shell back", timeout: timeout) { screen in
            !screen.contains("EXPIRED") && screen.components(separatedBy: "\n").contains { $0 == "$" || $0.hasPrefix("$ ") }
        }
    }
}
