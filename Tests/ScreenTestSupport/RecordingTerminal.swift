import TerminalRuntime
import TerminalUI

/// A terminal that plays a script of keys, resizes and pauses against a `ManualClock`, and
/// records every frame drawn, with the time it was drawn at.
package final class RecordingTerminal: TerminalDevice {
    package enum Step {
        case key(Key)
        /// The terminal takes this size (the loop reads `.key(.resize)`).
        case resize(Size)
        /// Nothing is typed for this long.
        case pause(Duration)
        /// The terminal hangs up: every read from then on answers `.hungUp` at once.
        case hangUp
    }

    package struct DrawnFrame {
        package let grid: Grid
        package let cursor: Point?
        package let at: Duration
    }

    package private(set) var size: Size
    package private(set) var frames: [DrawnFrame] = []
    /// How many reads answered `.hungUp`.
    package private(set) var hangUps = 0
    private var script: [Step]
    private let clock: ManualClock

    package init(size: Size, clock: ManualClock, script: [Step]) {
        self.size = size
        self.clock = clock
        self.script = script
    }

    package func draw(_ grid: Grid, cursor: Point?) {
        frames.append(DrawnFrame(grid: grid, cursor: cursor, at: clock.now.offset))
    }

    /// The next step: a key or resize at once; a pause lets the clock run up to the timeout
    /// (all of it when the pause is shorter, then the step after it comes). The script must
    /// end in something the model quits on.
    package func read(timeoutMilliseconds: Int) -> TerminalInput {
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
