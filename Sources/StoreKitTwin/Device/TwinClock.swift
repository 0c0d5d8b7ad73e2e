import Foundation

/// The device's wall clock, which the debugger moves (`advance`, `device-clock`). Purchase code
/// under the twin reads the time here instead of `Date()`, which would read the machine's clock
/// and make every run different.
public enum TwinClock {
    public static var now: Date { TwinSession.active().now }
}
