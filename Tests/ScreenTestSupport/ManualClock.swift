import TerminalRuntime

/// A clock that moves only when told (as pointfreeco/swift-clocks' `TestClock` does), so the
/// run loop's ticks and waits are tested without waiting.
final class ManualClock: RunLoopClock {
    struct Instant: InstantProtocol {
        /// Time since the clock started.
        let offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private(set) var now = Instant(offset: .zero)

    func advance(by duration: Duration) {
        now = now.advanced(by: duration)
    }
}
