import TerminalUI

/// Keys that arrive while the terminal is too small, shortly after its size changed, wait
/// for the resizes to settle instead of being handed to a model that would ignore them: a
/// key typed right after a window is dragged back to a usable size can reach the program
/// before the last resize does (tmux and terminals send the two independently).
struct KeysHeldThroughResize<Instant: InstantProtocol> where Instant.Duration == Duration {
    /// How long after a resize a key may wait for the terminal to become big enough.
    static var settleTime: Duration { .milliseconds(500) }

    private var keys: [Key] = []
    private var lastResize: Instant?

    /// When the held keys are given up waiting for; nil when none are held.
    var deadline: Instant? {
        keys.isEmpty ? nil : lastResize.map { $0.advanced(by: Self.settleTime) }
    }

    mutating func noteResize(at instant: Instant) {
        lastResize = instant
    }

    /// Holds `key` (never `.resize` itself) if the terminal is too small and was resized
    /// within the settle time.
    mutating func hold(_ key: Key, fits: Bool, at instant: Instant) -> Bool {
        guard key != .resize, !fits, let lastResize, instant < lastResize.advanced(by: Self.settleTime) else { return false }
        keys.append(key)
        return true
    }

    /// The held keys to hand over now, in order: all of them once the terminal fits, or once
    /// the settle time has passed (the model then treats them as typed while too small).
    mutating func release(fits: Bool, at instant: Instant) -> [Key] {
        guard let deadline, fits || instant >= deadline else { return [] }
        defer { keys = [] }
        return keys
    }
}
