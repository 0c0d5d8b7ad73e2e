import ScreenTestSupport
import TerminalRuntime
import TerminalUI
import Testing

/// The run loop on a recording terminal and a manual clock: ticks, bursts, resizes, the
/// too-small notice and keys held through a resize, without tmux and without waiting.
@Suite struct RunLoopTests {
    /// The terminal's size at start, and the smallest the model is drawn at.
    static let screen = Size(width: 80, height: 24)

    /// A model that counts what reaches it and shows the counts.
    struct Counter {
        var ticks = 0
        var keys: [(Key, Size)] = []
        /// Ticks answer `.unchanged` unless their count is even.
        var everyOtherTickChanges = true

        func frame(_ size: Size) -> Frame {
            var grid = Grid(size: size)
            grid.put("ticks \(ticks) keys \(keys.count)", at: Point(x: 0, y: 0))
            return Frame(grid: grid)
        }

        mutating func handle(_ event: TerminalEvent, _ size: Size) -> Flow {
            switch event {
            case .key(.character("q")): return .quit
            case .key(let key):
                keys.append((key, size))
                return .continue
            case .tick:
                ticks += 1
                return everyOtherTickChanges && ticks % 2 == 1 ? .unchanged : .continue
            }
        }
    }

    private func run(_ script: [RecordingTerminal.Step], tick: Duration? = nil,
                     size: Size = RunLoopTests.screen) throws(TerminalError) -> (Counter, RecordingTerminal) {
        let clock = ManualClock()
        let terminal = RecordingTerminal(size: size, clock: clock, script: script)
        let loop = TerminalSession(colorMode: .mono, minimumSize: Self.screen, tickInterval: tick)
        let model = try loop.run(initial: Counter(), on: terminal, clock: clock) { $0.frame($1) } handle: { $0.handle($1, $2) }
        return (model, terminal)
    }

    @Test func ticksComeEveryIntervalAndDrawOnlyWhenTheyChangeSomething() throws {
        let (model, terminal) = try run([.pause(.milliseconds(3_500)), .key(.character("q"))], tick: .seconds(1))
        #expect(model.ticks == 3)
        // The first frame, then only the second tick's: the first and third answered `.unchanged`.
        #expect(terminal.frames.map(\.at) == [.zero, .seconds(2)])
        #expect(terminal.frames.last?.grid.text.hasPrefix("ticks 2") == true)
    }

    /// `firstFrameShown` runs once, after the first frame is drawn and before any key is read
    /// (the debugger starts its journal there); what it changes is drawn at once.
    @Test func firstFrameShownRunsOnceAfterTheFirstFrameBeforeAnyKey() throws {
        let clock = ManualClock()
        let script: [RecordingTerminal.Step] = [.key(.character("a")), .pause(.seconds(1)), .key(.character("q"))]
        let terminal = RecordingTerminal(size: Self.screen, clock: clock, script: script)
        let loop = TerminalSession(colorMode: .mono, minimumSize: Self.screen)
        var calls: [(frames: Int, keys: Int)] = []
        let model = try loop.run(initial: Counter(), on: terminal, clock: clock) { $0.frame($1) } handle: { $0.handle($1, $2) }
            firstFrameShown: { model in
                calls.append((terminal.frames.count, model.keys.count))
                model.ticks = 100
                return .continue
            }
        #expect(calls.count == 1)
        #expect(calls.first?.frames == 1)
        #expect(calls.first?.keys == 0)
        #expect(model.keys.count == 1)
        // The first frame, the change at once (before the key), then the key's.
        #expect(terminal.frames.map { $0.grid.text.split(separator: "\n").first ?? "" } == ["ticks 0 keys 0", "ticks 100 keys 0", "ticks 100 keys 1"])
        #expect(terminal.frames.map(\.at) == [.zero, .zero, .zero])
    }

    @Test func firstFrameShownThatChangesNothingDrawsNothingMore() throws {
        let clock = ManualClock()
        let terminal = RecordingTerminal(size: Self.screen, clock: clock, script: [.pause(.seconds(1)), .key(.character("q"))])
        let loop = TerminalSession(colorMode: .mono, minimumSize: Self.screen)
        var calls = 0
        _ = try loop.run(initial: Counter(), on: terminal, clock: clock) { $0.frame($1) } handle: { $0.handle($1, $2) }
            firstFrameShown: { _ in
                calls += 1
                return .unchanged
            }
        #expect(calls == 1)
        #expect(terminal.frames.count == 1)
    }

    @Test func keysAlreadyPendingAreHandledBeforeOneFrame() throws {
        let keys = "abc".map { RecordingTerminal.Step.key(.character($0)) }
        let (model, terminal) = try run(keys + [.pause(.seconds(1)), .key(.character("q"))])
        #expect(model.keys.count == 3)
        #expect(terminal.frames.map { $0.grid.text.split(separator: "\n").first ?? "" } == ["ticks 0 keys 0", "ticks 0 keys 3"])
    }

    /// A 10 KB paste, all of it waiting when the loop first reads it, is handled key by key and
    /// drawn once: the loop draws after the input already pending, not after every key (which
    /// took 110 s for this paste in a debug build before).
    @Test func aTenKilobytePasteIsDrawnOnceAfterAllItsKeys() throws {
        let paste = (String(repeating: "x", count: 10_239) + "Z").map { RecordingTerminal.Step.key(.character($0)) }
        let (model, terminal) = try run(paste + [.pause(.seconds(1)), .key(.character("q"))])
        #expect(model.keys.count == 10_240)
        // The first frame, then one for the whole paste (one a key would be 10,241).
        #expect(terminal.frames.count == 2)
        #expect(terminal.frames.last?.grid.text.hasPrefix("ticks 0 keys 10240") == true)
    }

    /// Pending input that takes longer than `longestBurst` (100 ms) to handle is drawn part way
    /// through, so a long paste still shows progress: here each key takes 1 ms.
    @Test func aBurstLongerThanTheLongestIsDrawnEveryHundredMilliseconds() throws {
        let clock = ManualClock()
        let paste = Array(repeating: RecordingTerminal.Step.key(.character("x")), count: 1_000)
        let terminal = RecordingTerminal(size: Self.screen, clock: clock, script: paste + [.pause(.seconds(1)), .key(.character("q"))])
        let loop = TerminalSession(colorMode: .mono, minimumSize: Self.screen)
        _ = try loop.run(initial: Counter(), on: terminal, clock: clock) { $0.frame($1) } handle: { model, event, size in
            clock.advance(by: .milliseconds(1))
            return model.handle(event, size)
        }
        // The first frame, one each time 100 ms ran out (after the key read at that moment: 101
        // keys a frame), and the last when the paste ends.
        #expect(terminal.frames.map(\.at) == (0..<10).map { .milliseconds($0 * 101) } + [.milliseconds(1_000)])
        #expect(terminal.frames[1].grid.text.hasPrefix("ticks 0 keys 101"))
    }

    @Test func aTerminalTooSmallShowsTheNoticeUntilItIsLargeAgain() throws {
        let (model, terminal) = try run([.resize(Size(width: 60, height: 20)), .pause(.seconds(1)),
                                     .resize(Size(width: 100, height: 30)), .pause(.seconds(1)), .key(.character("q"))])
        let shown = terminal.frames.map(\.grid)
        #expect(shown.map(\.size) == [Self.screen, Size(width: 60, height: 20), Size(width: 100, height: 30)])
        #expect(shown[1].text.contains("Terminal too small: 60x20."))
        #expect(shown[2].text.hasPrefix("ticks 0 keys 2"))
        #expect(model.keys.map(\.1) == [Size(width: 60, height: 20), Size(width: 100, height: 30)])
    }

    @Test func aKeyTypedWhileTooSmallJustAfterAResizeWaitsForTheTerminalToFit() throws {
        let (model, _) = try run([.resize(Size(width: 60, height: 20)), .key(.character("x")), .pause(.milliseconds(200)),
                              .resize(Self.screen), .pause(.seconds(1)), .key(.character("q"))])
        // Handed over as the resize back arrives, at the new size (before the resize itself).
        #expect(model.keys.map(\.0) == [.resize, .character("x"), .resize])
        #expect(model.keys[1].1 == Self.screen)
    }

    @Test func aHeldKeyIsGivenUpWaitingForAfterTheSettleTime() throws {
        let (model, terminal) = try run([.resize(Size(width: 60, height: 20)), .key(.character("x")),
                                     .pause(.seconds(2)), .key(.character("q"))])
        #expect(model.keys.map(\.0) == [.resize, .character("x")])
        #expect(model.keys.last?.1 == Size(width: 60, height: 20))
        // It was handed over half a second after the resize, and the frame after it says so.
        #expect(terminal.frames.last?.at == .milliseconds(500))
    }

    /// Issue 26, item 3: with SIGHUP ignored, a closed terminal answers every read at once and
    /// the loop spun on it at a full core; it ends at the first read that says so.
    @Test func aHungUpTerminalEndsTheLoop() throws {
        let clock = ManualClock()
        let terminal = RecordingTerminal(size: Self.screen, clock: clock, script: [.key(.character("x")), .hangUp])
        let loop = TerminalSession(colorMode: .mono, minimumSize: Self.screen, tickInterval: .seconds(1))
        #expect(throws: TerminalError.hungUp) {
            try loop.run(initial: Counter(), on: terminal, clock: clock) { $0.frame($1) } handle: { $0.handle($1, $2) }
        }
        #expect(terminal.hangUps == 1)
    }
}
