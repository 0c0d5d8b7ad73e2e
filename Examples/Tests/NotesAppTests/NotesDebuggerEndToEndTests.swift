import Foundation
import Testing

/// The real `notes-debugger` binary on a real (tmux) terminal: a scenario with the Notes catalogue
/// stepped through, `:client notes` typed at the prompt, a purchase and a refund, and the Notes
/// client's AccessState on screen after each.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct NotesDebuggerEndToEndTests {
    /// Generous: the debug binary on a busy machine.
    private let timeout: Duration = .seconds(20)

    @Test func buyThenRefundShowsTheNotesClientsAccess() async throws {
        let binary = try #require(NotesDebuggerBinary.locate(), "notes-debugger is not built; run swift build first").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("notes-debugger-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
            product com.example.notes.pro unlock price 4.99 USD name "Notes Pro"
            product com.example.notes.coins consumable price 0.99 USD name "Coins"
            """.write(to: folder.appendingPathComponent("catalogue.scenario"), atomically: true, encoding: .utf8)

        // A shell, so that the exit status can be seen once the debugger has quit. It waits for
        // the cleared screen: typing on before `clear` has run would have the line wiped.
        // Its own state folder: a session journal the user's storedbg left must not offer a resume here.
        let session = try TmuxSession(command: ["/bin/sh"], width: 80, height: 24,
                                      environment: ["PS1": "$ ", "XDG_STATE_HOME": folder.appendingPathComponent("state").path])
        defer { session.kill() }
        try session.type("cd '\(folder.path)' && clear")
        try session.send(keys: "Enter")
        try await session.waitUntil("the shell cleared its screen", timeout: timeout) {
            $0.trimmingCharacters(in: .whitespacesAndNewlines) == "$"
        }
        try session.type("'\(binary)' catalogue.scenario; echo notes-debugger-exit-$?")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "Steps: next 1 of 2", timeout: timeout)
        try session.send(keys: "n")
        try session.send(keys: "n")
        try await session.waitFor(text: "Steps: done (2)", timeout: timeout)

        try session.type(":client notes")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "client notes", timeout: timeout)
        try session.type(":launch")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "[~] EVALUATION 7 days left", timeout: timeout)

        // b opens the product picker; Notes Pro, the first product, is selected: Enter buys it.
        try session.send(keys: "b")
        try await session.waitFor(text: "Notes Pro", timeout: timeout)
        try session.send(keys: "Enter")
        try await session.waitFor(text: "[+] UNLOCKED", timeout: timeout)
        try await session.waitFor(text: "Notes Pro purchased, #1", timeout: timeout)

        // r refunds the selected transaction (#1) once confirmed with y.
        try session.send(keys: "r")
        try await session.waitFor(text: "y yes", timeout: timeout)
        try session.send(keys: "y")
        try await session.waitFor(text: "[~] EVALUATION 7 days left", timeout: timeout)
        let screen = try await session.waitFor(text: "revoked", timeout: timeout)
        #expect(!screen.contains("UNLOCKED"), "\(screen)")
        #expect(screen.contains("no violations"), "\(screen)")

        try session.send(keys: "q")
        try await session.waitFor(text: "y yes", timeout: timeout)
        try session.send(keys: "y")
        try await session.waitFor(text: "notes-debugger-exit-0", timeout: timeout)
    }
}
