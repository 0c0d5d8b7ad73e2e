import TerminalRuntime

/// A clock that moves only when told (as pointfreeco/swift-clocks' `TestClock` does), so the
/// run loop's ticks and waits are tested without waiting.
package final class ManualClock: RunLoopClock {
    package struct Instant: InstantProtocol {
        /// Time since the clock started.
        package let offset: Duration

        package func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        package func duration(to other: Instant) -> Duration { other.offset - offset }
        package static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    package private(set) var now = Instant(offset: .zero)

    package init() {}

    package func advance(by duration: Duration) {
        now = now.advanced(by: duration)
    }
}
