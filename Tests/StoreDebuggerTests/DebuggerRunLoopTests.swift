import DebuggerUI
import Foundation
import ScreenTestSupport
import StoreDebugger
import TerminalRuntime
import TerminalUI
import Testing

/// The debugger's session in the run loop, wired as `storedbg` wires it (the frame's layout
/// handed to the keys after it), on a recording terminal: the quit confirmation, the live
/// clock's ticks, the too-small notice.
@Suite struct DebuggerRunLoopTests {
    private func run(_ script: [RecordingTerminal.Step]) throws -> (DebuggerSession, RecordingTerminal) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-runloop-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = DebuggerSession.builtInDemo(scenarioFolder: folder)
        let clock = ManualClock()
        let terminal = RecordingTerminal(size: .minimumScreen, clock: clock, script: script)
        var shown: DebuggerLayout?
        let final = try TerminalSession(colorMode: .mono, minimumSize: .minimumScreen, tickInterval: .seconds(1))
            .run(initial: session, on: terminal, clock: clock) { session, size in
                shown = DebuggerScreen.layout(of: session, size: size)
                return shown.map { DebuggerScreen.render(session, in: $0) } ?? Frame(grid: TooSmallNotice.render(size: size, minimum: .minimumScreen))
            } handle: { session, event, size in
                if shown?.size != size { shown = DebuggerScreen.layout(of: session, size: size) }
                switch event {
                case .key(let key): return SessionEffectRunner().handle(key, in: &session, on: shown)
                case .tick: return session.tick()
                }
            }
        return (final, terminal)
    }

    private func keys(_ text: String) -> [RecordingTerminal.Step] {
        text.map { .key(Key(typed: $0.unicodeScalars.first!)) }
    }

    private let second = [RecordingTerminal.Step.pause(.seconds(1))]

    @Test func quittingWithUnwrittenCommandsAsksFirst() throws {
        let (session, terminal) = try run(keys("+") + second + keys("q") + second + keys("n") + second + keys("q") + second + keys("y"))
        let texts = terminal.frames.map(\.grid.text)
        #expect(texts.contains { $0.contains("Quit with 1 command not written?") })
        #expect(texts.contains { $0.contains("Cancelled: nothing changed.") })
        #expect(session.undoableCount == 1)
        // Nothing is drawn for a tick while the clock is not live: one frame per key, and the first.
        #expect(terminal.frames.count == 5)
    }

    @Test func theLiveClockMovesOnEveryTickAndEachTickIsDrawn() throws {
        let (session, terminal) = try run(keys(":clock live 1d\r") + [.pause(.milliseconds(3_500))] + keys(":clock pause\rqy"))
        #expect(session.applied.suffix(3).map(\.text) == ["advance 1d", "advance 1d", "advance 1d"])
        // A frame at each tick, between the frames of the keys at 0 s and at 3.5 s.
        let tickFrames: [Duration] = terminal.frames.map(\.at).filter { $0 > .zero && $0 < .milliseconds(3_500) }
        #expect(tickFrames == [.seconds(1), .seconds(2), .seconds(3)])
        #expect(terminal.frames.last?.grid.text.contains("2026-01-04 09:00") == true)
    }

    @Test func keysAreIgnoredWhileTheTerminalIsTooSmallAndTheNoticeSaysSo() throws {
        let (session, terminal) = try run([.resize(Size(width: 70, height: 20))] + second + keys("+") + second
                                          + [.resize(.minimumScreen)] + second + keys("q"))
        #expect(terminal.frames.contains { $0.grid.text.contains("Terminal too small: 70x20.") })
        #expect(session.undoableCount == 0)
        #expect(terminal.frames.last?.grid.size == .minimumScreen)
    }
}
