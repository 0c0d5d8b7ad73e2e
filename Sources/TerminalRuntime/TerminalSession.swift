import ScreenModel

/// The interactive run loop: render the model, wait for a key or a tick, let the model
/// handle it, repeat until it says `.quit`. The app's model plugs in through two closures:
///
/// ```swift
/// let session = TerminalSession(colorMode: .resolve(monoFlag: mono, environment: env),
///                               tickInterval: .seconds(1))
/// let final = try session.run(initial: app) { app, size in
///     app.frame(for: size)                  // Frame: a Grid and where the cursor goes
/// } handle: { app, event, size in
///     app.handle(event, size)               // mutates the app, returns .continue or .quit
/// }
/// ```
///
/// While the terminal is smaller than `minimumSize`, the loop shows `TooSmallNotice`
/// instead of calling `render`; events still reach `handle`, with the size, so the model
/// decides what a key may do when nothing can be seen.
public struct TerminalSession {
    public var colorMode: ColorMode
    public var minimumSize: Size
    /// How often `.tick` arrives when no key does; nil for never.
    public var tickInterval: Duration?

    public init(colorMode: ColorMode, minimumSize: Size = .minimumScreen, tickInterval: Duration? = nil) {
        self.colorMode = colorMode
        self.minimumSize = minimumSize
        self.tickInterval = tickInterval
    }

    /// Runs until `handle` returns `.quit`, then gives the terminal back and returns the
    /// final model. Throws `TerminalError` when the screen cannot start.
    public func run<Model>(initial: Model,
                           render: (Model, Size) -> Frame,
                           handle: (inout Model, TerminalEvent, Size) -> Flow) throws -> Model {
        let terminal = try Terminal(colorMode: colorMode)
        defer { terminal.close() }
        var model = initial
        let clock = ContinuousClock()
        var nextTick = tickInterval.map { clock.now.advanced(by: $0) }
        while true {
            let frame = terminal.size.contains(minimumSize)
                ? render(model, terminal.size)
                : Frame(grid: TooSmallNotice.render(size: terminal.size, minimum: minimumSize))
            terminal.draw(frame.grid, cursor: frame.cursor)

            let wait = nextTick.map { milliseconds(until: $0, on: clock) } ?? -1
            if let key = terminal.readKey(timeoutMilliseconds: wait), handle(&model, .key(key), terminal.size) == .quit {
                return model
            }
            // Checked after every key too, so a stream of keys cannot hold the clock back.
            if let due = nextTick, let interval = tickInterval, clock.now >= due {
                // After a stall longer than the interval, the next tick is one interval from
                // now rather than a burst of the missed ones.
                let following = due.advanced(by: interval)
                nextTick = following > clock.now ? following : clock.now.advanced(by: interval)
                if handle(&model, .tick, terminal.size) == .quit { return model }
            }
        }
    }

    /// Whole milliseconds until `instant`, rounded up so the wait never ends just short of it.
    private func milliseconds(until instant: ContinuousClock.Instant, on clock: ContinuousClock) -> Int {
        let remaining = clock.now.duration(to: instant).components
        guard remaining.seconds >= 0, remaining.attoseconds >= 0 else { return 0 }
        let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
        let (whole, part) = remaining.attoseconds.quotientAndRemainder(dividingBy: attosecondsPerMillisecond)
        // At most a day: a wait is re-armed long before then, and the product cannot overflow.
        return Int(min(remaining.seconds, 86_400)) * 1000 + Int(whole) + (part > 0 ? 1 : 0)
    }
}
