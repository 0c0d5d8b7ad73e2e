/// The time the run loop reads to space its ticks and hold keys through a resize:
/// `ContinuousClock` on a terminal, a clock the test moves by hand under test.
package protocol RunLoopClock {
    associatedtype Instant: InstantProtocol where Instant.Duration == Duration
    var now: Instant { get }
}

extension ContinuousClock: RunLoopClock {}
