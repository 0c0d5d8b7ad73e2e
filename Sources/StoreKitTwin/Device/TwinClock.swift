import Foundation

/// The device's wall clock, which the debugger moves (`advance`, `device-clock`). On Linux
/// `Date()` in the app's code under the twin reads it too (`Sources/CTwinInterposers`); this reads it
/// wherever that does not reach (Apple platforms, a statically linked debugger, code on the
/// process's own threads), where `Date()` reads the machine's clock and makes every run different.
public enum TwinClock {
    public static var now: Date { TwinSession.active().now }
}
