import Foundation

/// os's `OSAllocatedUnfairLock`: a lock guarding `State`, which store code uses to keep state
/// across threads. Here a Foundation lock around the state; the same calls.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private final class Box {
        let lock = NSLock()
        var state: State
        init(_ state: State) { self.state = state }
    }

    private let box: Box

    public init(uncheckedState initialState: State) {
        box = Box(initialState)
    }

    public init(initialState: State) where State: Sendable {
        self.init(uncheckedState: initialState)
    }

    public func withLock<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R {
        try withLockUnchecked(body)
    }

    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R {
        box.lock.lock()
        defer { box.lock.unlock() }
        return try body(&box.state)
    }

    /// Runs `body` if the lock is free now; nil when another thread holds it.
    public func withLockIfAvailable<R: Sendable>(_ body: @Sendable (inout State) throws -> R) rethrows -> R? {
        guard box.lock.try() else { return nil }
        defer { box.lock.unlock() }
        return try body(&box.state)
    }

    public func lock() { box.lock.lock() }
    public func unlock() { box.lock.unlock() }
    public func lockIfAvailable() -> Bool { box.lock.try() }
}

extension OSAllocatedUnfairLock where State == () {
    public init() {
        self.init(uncheckedState: ())
    }

    public func withLock<R: Sendable>(_ body: @Sendable () throws -> R) rethrows -> R {
        try withLockUnchecked { _ in try body() }
    }

    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R {
        try withLockUnchecked { (_: inout ()) in try body() }
    }
}
