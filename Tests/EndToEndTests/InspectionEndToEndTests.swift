import Foundation
import Testing

/// The real binary on a real `.storekit` file, as a new user would start it (issue 13): the
/// file's catalogue alone, the buy picker's type-ahead, a transaction's detail, the devices
/// view switching device, Home and End in the prompt, filter, undo, write and quit.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct InspectionEndToEndTests {
    /// Generous: the debug binary on a busy machine.
    private let timeout: Duration = .seconds(20)

    @Test func storekitAloneThenDetailDevicesFilterUndoWriteAndQuit() async throws {
        let binary = try #require(StoredbgBinary.locate(), "storedbg is not built; run swift build first").path
        let storekit = PackagePaths.root.appendingPathComponent("Scenarios/storekit/russell-archer--StoreHelper--Products.storekit").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try TmuxSession(command: ["/bin/sh", "-c", "cd '\(folder.path)' && exec '\(binary)' --storekit '\(storekit)'"],
                                      width: 80, height: 24)
        defer { session.kill() }

        // The file's catalogue and nothing of the demo; the title names the file.
        var screen = try await session.waitFor(text: "b Buy", timeout: timeout)
        #expect(screen.contains("Products.storekit"))
        #expect(!screen.contains("built-in demo"))
        #expect(!screen.contains("EVALUATION"))
        #expect(!screen.contains("Permanent Unlock"))

        // Home and End move the prompt's cursor and keep the line.
        try session.send(keys: ":")
        try session.type("dvance 1d")
        try session.send(keys: "Home")
        try session.type("a")
        try session.send(keys: "End")
        try session.type("h")
        try await session.waitFor(text: ":advance 1dh", timeout: timeout)
        try session.send(keys: "BSpace", "Enter")
        try await session.waitFor(text: "2026-01-02 09:00", timeout: timeout)

        // The picker starts at its first row and types ahead.
        try session.send(keys: "b")
        try await session.waitFor(text: "type to find", timeout: timeout)
        try session.type("roses")
        try await session.waitFor(text: "Finding \"roses\"", timeout: timeout)
        try session.send(keys: "Enter")
        try await session.waitFor(text: "roses-large", timeout: timeout)

        // The detail of the new transaction, closed with Esc.
        try session.send(keys: "Enter")
        // The title and the rows are drawn in one frame, but a capture can land between them.
        _ = try await session.waitFor(text: "Transaction #1", timeout: timeout)
        screen = try await session.waitFor(text: "Verification    verified", timeout: timeout)
        #expect(screen.contains("Bought on"))
        #expect(screen.contains("Verification    verified"))
        try session.send(keys: "Escape")
        try await session.waitUntil("the detail closed", timeout: timeout) { !$0.contains("Transaction #1") }

        // A second device; the devices view switches back to the first, as `device phone` would.
        try session.send(keys: ":")
        try session.type("device tablet")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "tablet: ", timeout: timeout)
        try session.send(keys: "D")
        try await session.waitFor(text: "Devices (2)", timeout: timeout)
        try session.send(keys: "k", "Enter")
        try await session.waitFor(text: "phone: running", timeout: timeout)

        // Filter, undo (the device switch), write, quit.
        try session.send(keys: "/")
        try session.type("roses")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "matching \"roses\": 1 of 1", timeout: timeout)
        try session.send(keys: "u")
        try await session.waitFor(text: "tablet: ", timeout: timeout)
        try session.send(keys: "w")
        try await session.waitFor(text: "Wrote session-1.scenario: ", timeout: timeout)
        // Everything is written, so q quits at once, and the pane (storedbg itself) ends with it.
        try session.send(keys: "q")

        let written = try String(contentsOf: folder.appendingPathComponent("session-1.scenario"), encoding: .utf8)
        #expect(written.contains("storekit "))
        #expect(!written.contains("permanentUnlock"))
        #expect(!written.contains("evaluation"))
        #expect(written.contains("device tablet"))
    }
}
