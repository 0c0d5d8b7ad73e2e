import Foundation
import Testing

/// The real binary in tmux on a `.storekit` file whose products have Japanese, Korean and emoji
/// names (a real file with its names changed: Tests/StoreKitConfigTests/Fixtures/derived):
/// the names in two columns a character with the panes' borders in place, at 80x24 and 120x40,
/// then a purchase found by typing Japanese, its detail, the devices view switching device, a
/// filter in Japanese, undo, and quit (issue 13).
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct WideCharacterEndToEndTests {
    /// Generous: the debug binary on a busy machine.
    private let timeout: Duration = .seconds(20)

    /// The columns a line of the captured screen takes in the terminal: two for the wide
    /// characters the fixture's names hold (kana, CJK ideographs and fullwidth forms, Hangul,
    /// emoji), one for anything else. An oracle of its own, independent of storedbg's table.
    private func columns(_ line: Substring) -> Int {
        let wide: [ClosedRange<UInt32>] = [0x3000...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF00...0xFF60, 0x1F300...0x1FAFF]
        return line.reduce(0) { total, character in
            let value = character.unicodeScalars.first?.value ?? 0
            return total + (wide.contains { $0.contains(value) } ? 2 : 1)
        }
    }

    /// The catalogue's product rows: each name shown whole, each row as wide as the terminal,
    /// and the border between the catalogue and the events at the same column on every row.
    private func expectCatalogueAligned(_ screen: String, width: Int, names: [String],
                                        sourceLocation: SourceLocation = #_sourceLocation) {
        let rows = screen.split(separator: "\n").filter { $0.hasPrefix("│[") }
        #expect(rows.count == names.count, "\(screen)", sourceLocation: sourceLocation)
        for name in names {
            #expect(rows.contains { $0.contains(name) }, "\(name) not shown whole:\n\(screen)", sourceLocation: sourceLocation)
        }
        let borders = rows.map { row in row.range(of: "││").map { columns(row[..<$0.lowerBound]) } }
        #expect(Set(borders).count == 1, "\(screen)", sourceLocation: sourceLocation)
        #expect(rows.allSatisfy { columns($0) == width }, "\(screen)", sourceLocation: sourceLocation)
        #expect(!rows.contains { $0.contains("?") }, "\(screen)", sourceLocation: sourceLocation)
    }

    @Test func cjkNamesAlignedThenBuyDetailDevicesFilterUndoAndQuit() async throws {
        let binary = try #require(StoredbgBinary.locate(), "storedbg is not built; run swift build first").path
        let storekit = PackagePaths.root
            .appendingPathComponent("Tests/StoreKitConfigTests/Fixtures/derived/cjk-display-names.storekit").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try TmuxSession(command: ["/bin/sh", "-c", "cd '\(folder.path)' && exec '\(binary)' --storekit '\(storekit)'"],
                                      width: 80, height: 24)
        defer { session.kill() }

        // The names in the catalogue, two columns a character, the prices and borders in place.
        var screen = try await session.waitFor(text: "b Buy", timeout: timeout)
        expectCatalogueAligned(screen, width: 80, names: ["花束（大）", "花束（小）", "バラ 🌹 大", "초콜릿 👩 작은 상자"])

        // Wider, each name with its id: still aligned. Then back.
        try session.resize(width: 120, height: 40)
        // From 36 rows a violations pane shows; from 44 columns in the catalogue, the ids.
        screen = try await session.waitFor(text: "Monitor violations (0)", timeout: timeout)
        expectCatalogueAligned(screen, width: 120, names: ["花束（大） (com", "花束（小） (com", "バラ 🌹 大 (com", "초콜릿 👩 작은 상자 (com"])
        try session.resize(width: 80, height: 24)
        try await session.waitUntil("the screen is 80x24 again", timeout: timeout) { !$0.contains("Monitor violations") }

        // The buy picker finds the roses by their Japanese name.
        try session.send(keys: "b")
        try await session.waitFor(text: "type to find", timeout: timeout)
        try session.type("バラ")
        try await session.waitFor(text: "Finding \"バラ\"", timeout: timeout)
        try session.send(keys: "Enter")
        try await session.waitFor(text: "unlock purchased", timeout: timeout)

        // Its detail names the product in Japanese.
        try session.send(keys: "Enter")
        _ = try await session.waitFor(text: "Transaction #1", timeout: timeout)
        screen = try await session.waitFor(text: "(バラ 🌹 大)", timeout: timeout)
        #expect(screen.contains("Verification    verified"))
        try session.send(keys: "Escape")
        try await session.waitUntil("the detail closed", timeout: timeout) { !$0.contains("Transaction #1") }

        // A second device, then the devices view makes the first current again.
        try session.send(keys: ":")
        try session.type("device tablet")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "tablet: ", timeout: timeout)
        try session.send(keys: "D")
        try await session.waitFor(text: "Devices (2)", timeout: timeout)
        try session.send(keys: "k", "Enter")
        try await session.waitFor(text: "phone: running", timeout: timeout)

        // A filter typed in Japanese.
        try session.send(keys: "/")
        try session.type("バラ")
        try session.send(keys: "Enter")
        try await session.waitFor(text: "matching \"バラ\": 1 of 1", timeout: timeout)

        // Undo takes back the device switch.
        try session.send(keys: "u")
        try await session.waitFor(text: "tablet: ", timeout: timeout)

        // Quit: two commands (the purchase, the device) are not written, so it asks first.
        try session.send(keys: "q")
        try await session.waitFor(text: "Quit with 2 commands not written?", timeout: timeout)
        try session.send(keys: "y")
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: timeout)
        // storedbg was the pane's only process: when it ends, so does tmux's session.
        while (try? session.screen()) != nil {
            guard clock.now < deadline else {
                Issue.record("storedbg did not quit:\n\((try? session.screen()) ?? "")")
                return
            }
            try await Task.sleep(for: .milliseconds(100))
        }
    }
}
