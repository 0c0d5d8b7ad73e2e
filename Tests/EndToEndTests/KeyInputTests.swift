import Foundation
import Testing

/// Input the screen must survive and stay responsive to: invalid UTF-8, Ctrl-S, a large paste,
/// keys typed right after a burst of resizes.
@Suite(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
struct KeyInputTests {
    /// Generous: the debug binary on a busy machine.
    private let timeout: Duration = .seconds(20)
    private let helpShown = "closes this help"

    /// The debugger on the built-in demo, its screen up.
    private func debugger() async throws -> TmuxSession {
        let binary = try #require(StoredbgBinary.locate(), "storedbg is not built; run swift build first").path
        let session = try TmuxSession(command: [binary], width: 80, height: 24)
        try await session.waitFor(text: "b Buy", timeout: timeout)
        return session
    }

    /// Each byte sequence that used to stop the screen taking keys: `?` right after it opens help.
    @Test(arguments: [["ff"], ["fe"], ["80"], ["c3"], ["e2", "82"], ["ed", "a0", "80"], ["c0", "80"]])
    func invalidUTF8IsDroppedAndTheNextKeyWorks(bytes: [String]) async throws {
        let session = try await debugger()
        defer { session.kill() }
        try session.send(bytes: bytes + ["3f"])
        try await session.waitFor(text: helpShown, timeout: timeout)
    }

    /// Issue 26, item 11: a character whose bytes arrive in two reads, the second after a wait
    /// timed out (the screen's one-second tick), is one key, not dropped.
    @Test func aCharacterWhoseBytesComeInTwoReadsIsTaken() async throws {
        let session = try await debugger()
        defer { session.kill() }
        try session.send(keys: ":")
        try await session.waitUntil("the prompt opened", timeout: timeout) { $0.components(separatedBy: "\n").contains(":") }
        try session.send(bytes: ["61", "c3"])
        // Past the next tick: the read that waited for it timed out with the character half read.
        try await Task.sleep(for: .milliseconds(1_500))
        try session.send(bytes: ["a9", "62"])
        try await session.waitUntil("the prompt shows aéb", timeout: timeout) { $0.components(separatedBy: "\n").contains(":aéb") }
    }

    /// Arrows, Home and End are keys in both forms terminals send them: ESC [ (normal cursor-key
    /// mode, as keys typed before the first read, which turns keypad mode on, arrive) and ESC O
    /// (keypad mode). In the prompt: Up and Down on an empty line leave it empty, and Left, Home
    /// and End place the letters typed after them.
    @Test(arguments: ["5b", "4f"])
    func cursorKeysAreTakenInEitherForm(introducer: String) async throws {
        let session = try await debugger()
        defer { session.kill() }
        try session.send(keys: ":")
        try await session.waitUntil("the prompt opened", timeout: timeout) { $0.components(separatedBy: "\n").contains(":") }
        func key(_ final: String) -> [String] { ["1b", introducer, final] }
        try session.send(bytes: key("41") + key("42") + ["61", "63"] + key("44") + ["62"] + key("48") + ["78"]
                         + key("46") + ["79"])
        try await session.waitUntil("the prompt shows xabcy", timeout: timeout) { $0.components(separatedBy: "\n").contains(":xabcy") }
    }

    /// With flow control on, 0x13 would stop the terminal's output and the screen would freeze.
    @Test func ctrlSDoesNotFreezeTheScreen() async throws {
        let session = try await debugger()
        defer { session.kill() }
        try session.send(keys: "C-s")
        try session.send(keys: "?")
        try await session.waitFor(text: helpShown, timeout: timeout)
        try session.send(keys: "Escape")
        try session.paste("\u{13}:advance 1d\n")
        try await session.waitFor(text: "13 days left", timeout: timeout)
    }

    /// A 10 KB paste reaches the prompt whole. That it is drawn once per burst of input, not
    /// once a key (110 s for this paste in a debug build), is RunLoopTests' to check, on a
    /// recording terminal; the wait here is only a bound for a busy machine.
    @Test func aTenKilobytePasteIntoThePromptShowsWhole() async throws {
        let session = try await debugger()
        defer { session.kill() }
        try session.send(keys: ":")
        try await session.waitUntil("the prompt opened", timeout: timeout) { $0.components(separatedBy: "\n").contains(":") }
        try session.paste(String(repeating: "x", count: 10_239) + "Z")
        try await session.waitFor(text: "xxxZ", timeout: .seconds(60))
    }

    /// A key sent right after a burst of resizes reaches the screen at the size they settle
    /// on, even when it arrives before the last resize does.
    @Test func aKeyRightAfterABurstOfResizesIsTaken() async throws {
        let session = try await debugger()
        defer { session.kill() }
        let sizes = [(100, 30), (60, 20), (120, 40), (70, 22), (80, 24)]
        for round in 1...10 {
            try session.chain(sizes.map { ["resize-window", "-x", String($0.0), "-y", String($0.1)] } + [["send-keys", "?"]])
            try await session.waitFor(text: helpShown, timeout: .seconds(5))
            try session.send(keys: "?")
            try await session.waitUntil("help closed after round \(round)", timeout: timeout) { !$0.contains(helpShown) }
        }
    }
}
