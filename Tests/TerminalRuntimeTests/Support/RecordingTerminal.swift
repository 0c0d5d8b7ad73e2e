import ScreenModel
import TerminalRuntime

/// A terminal that plays a script of keys, resizes and pauses against a `ManualClock`, and
/// records every frame drawn, with the time it was drawn at.
final class RecordingTerminal: TerminalDevice {
    enum Step {
        case key(Key)
        /// The terminal takes this size (the loop reads `.key(.resize)`).
        case resize(Size)
        /// Nothing is typed for this long.
        case pause(Duration)
        /// The terminal hangs up: every read from then on answers `.hungUp` at once.
        case hangUp
    }

    struct DrawnFrame {
        let grid: Grid
        let cursor: Point?
        let at: Duration
    }

    private(set) var size: Size
    private(set) var frames: [DrawnFrame] = []
    /// How many reads answered `.hungUp`.
    private(set) var hangUps = 0
    private var script: [Step]
    private let clock: ManualClock

    init(size: Size = .minimumScreen, clock: ManualClock, script: [Step]) {
        self.size = size
        self.clock = clock
        self.script = script
    }

    func draw(_ grid: Grid, cursor: Point?) {
        frames.append(DrawnFrame(grid: grid, cursor: cursor, at: clock.now.offset))
    }

    /// The next step: a key or resize at once; a pause lets the clock run up to the timeout
    /// (all of it when the pause is shorter, then the step after it comes). The script must
    /// end in something the model quits on.
    func read(timeoutMilliseconds: Int) -> TerminalInput {
        // How long this read may still wait; nil for ever.
        var budget = timeoutMilliseconds < 0 ? nil : Duration.milliseconds(timeoutMilliseconds)
        while let step = script.first {
            switch step {
            case .key(let key):
                script.removeFirst()
                return .key(key)
            case .resize(let newSize):
                script.removeFirst()
                size = newSize
                return .key(.resize)
            case .pause(let length):
                if let left = budget, left < length {
                    clock.advance(by: left)
                    script[0] = .pause(length - left)
                    return .timedOut
                }
                clock.advance(by: length)
                budget = budget.map { $0 - length }
                script.removeFirst()
            case .hangUp:
                hangUps += 1
                return .hungUp
            }
        }
        preconditionFailure("the script ran out before the model quit")
    }
}
