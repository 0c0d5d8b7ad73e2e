import TerminalUI

/// The interactive run loop: render the model, wait for a key or a tick, let the model
/// handle it and every key already pending after it, repeat until it says `.quit`. The app's model plugs in through two closures:
///
/// ```swift
/// let session = TerminalSession(colorMode: .resolve(monoFlag: mono, environment: env),
///                               minimumSize: Size(width: 80, height: 24), tickInterval: .seconds(1))
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
///
/// `firstFrameShown` runs once, right after the first frame is on screen and before any input
/// is read: work the first frame does not need (the debugger's journal) waits for it, so the
/// screen shows sooner. What it changes in the model is drawn at once.
package struct TerminalSession {
    package var colorMode: ColorMode
    package var minimumSize: Size
    /// How often `.tick` arrives when no key does; nil for never.
    package var tickInterval: Duration?
    /// The file what the process prints goes to while the screen is up; nil for the terminal,
    /// where it would be drawn over the screen.
    package var printsTo: String?

    package init(colorMode: ColorMode, minimumSize: Size, tickInterval: Duration? = nil, printsTo: String? = nil) {
        self.colorMode = colorMode
        self.minimumSize = minimumSize
        self.tickInterval = tickInterval
        self.printsTo = printsTo
    }

    /// Runs until `handle` returns `.quit`, then gives the terminal back and returns the
    /// final model. Throws `TerminalError` when the screen cannot start, and `.hungUp`
    /// (after giving the terminal back) when the terminal hangs up.
    package func run<Model>(initial: Model,
                           render: (Model, Size) -> Frame,
                           handle: (inout Model, TerminalEvent, Size) -> Flow,
                           firstFrameShown: (inout Model) -> Flow = { _ in .unchanged }) throws(TerminalError) -> Model {
        let terminal = try Terminal(colorMode: colorMode, printsTo: printsTo)
        defer { terminal.close() }
        return try run(initial: initial, on: terminal, clock: ContinuousClock(), render: render, handle: handle,
                       firstFrameShown: firstFrameShown)
    }

    /// The loop itself, on any terminal and clock (tests give it a recording fake and a clock
    /// they move by hand): runs until `handle` returns `.quit` and returns the final model, or
    /// throws `TerminalError.hungUp` as soon as the terminal hangs up, whatever the disposition
    /// of SIGHUP (ignored, as under `nohup`, nothing else would end the loop).
    package func run<Model, Clock: RunLoopClock>(initial: Model, on terminal: some TerminalDevice, clock: Clock,
                                                render: (Model, Size) -> Frame,
                                                handle: (inout Model, TerminalEvent, Size) -> Flow,
                                                firstFrameShown: (inout Model) -> Flow = { _ in .unchanged }) throws(TerminalError) -> Model {
        var model = initial
        var held = KeysHeldThroughResize<Clock.Instant>()
        var nextTick = tickInterval.map { clock.now.advanced(by: $0) }
        // A frame is drawn only after something that may have changed it: a key, a resize, a
        // tick that did not answer `.unchanged`.
        var needsFrame = true
        var firstFrameDrawn = false
        while true {
            if needsFrame {
                let frame = terminal.size.contains(minimumSize)
                    ? render(model, terminal.size)
                    : Frame(grid: TooSmallNotice.render(size: terminal.size, minimum: minimumSize))
                terminal.draw(frame.grid, cursor: frame.cursor)
                needsFrame = false
                if !firstFrameDrawn {
                    firstFrameDrawn = true
                    let flow = firstFrameShown(&model)
                    if flow == .quit { return model }
                    if flow != .unchanged {
                        needsFrame = true
                        continue
                    }
                }
            }

            // Wait for input, then take everything already pending (a paste, keys typed
            // while the last frame was drawn) before drawing again: one frame per burst,
            // not one per key. A burst longer than `longestBurst` is drawn part way through.
            var wait = waitMilliseconds(until: [nextTick, held.deadline], on: clock)
            let burstEnd = clock.now.advanced(by: Self.longestBurst)
            read: while true {
                let sizeBefore = terminal.size
                let input = terminal.read(timeoutMilliseconds: wait)
                if input == .hungUp { throw .hungUp }
                let now = clock.now
                if terminal.size != sizeBefore {
                    held.noteResize(at: now)
                    needsFrame = true
                }
                let fits = terminal.size.contains(minimumSize)
                let keys: [Key]
                if case .key(let key) = input, !held.hold(key, fits: fits, at: now) {
                    keys = held.release(fits: fits, at: now) + [key]
                } else {
                    keys = held.release(fits: fits, at: now)
                }
                for key in keys {
                    let flow = handle(&model, .key(key), terminal.size)
                    if flow == .quit { return model }
                    if flow != .unchanged { needsFrame = true }
                }
                if input == .timedOut || now >= burstEnd { break read }
                wait = 0
            }
            // Checked after every burst too, so a stream of keys cannot hold the clock back.
            if let due = nextTick, let interval = tickInterval, clock.now >= due {
                // After a stall longer than the interval, the next tick is one interval from
                // now rather than a burst of the missed ones.
                let following = due.advanced(by: interval)
                nextTick = following > clock.now ? following : clock.now.advanced(by: interval)
                let flow = handle(&model, .tick, terminal.size)
                if flow == .quit { return model }
                if flow != .unchanged { needsFrame = true }
            }
        }
    }

    /// The longest the loop handles pending input without drawing.
    static let longestBurst = Duration.milliseconds(100)

    /// Whole milliseconds until the earliest of `instants` (negative: none, wait for ever),
    /// rounded up so the wait never ends just short of it.
    private func waitMilliseconds<Clock: RunLoopClock>(until instants: [Clock.Instant?], on clock: Clock) -> Int {
        guard let instant = instants.compactMap({ $0 }).min() else { return -1 }
        let remaining = clock.now.duration(to: instant).components
        guard remaining.seconds >= 0, remaining.attoseconds >= 0 else { return 0 }
        let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
        let (whole, part) = remaining.attoseconds.quotientAndRemainder(dividingBy: attosecondsPerMillisecond)
        // At most a day: a wait is re-armed long before then, and the product cannot overflow.
        return Int(min(remaining.seconds, 86_400)) * 1000 + Int(whole) + (part > 0 ? 1 : 0)
    }
}
