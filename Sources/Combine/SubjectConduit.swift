import Foundation

/// One subscriber's subscription to a subject (or to another source that pushes values): what it
/// has asked for and not been given, and, where the source has a current value, the newest value
/// it could not take yet, given as soon as it asks. Values are handed over outside the lock, so a
/// subscriber may send to the same source.
final class SubjectConduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    /// Nil once cancelled or completed.
    private var downstream: AnySubscriber<Output, Failure>?
    private var demand = Subscribers.Demand.none
    private var waiting: Output?
    private let keepsNewest: Bool
    private var onCancel: (() -> Void)?

    /// A conduit to `downstream`; `waiting` is a value it is given as soon as it asks (a current
    /// value). `keepsNewest`: a value offered while it asks for none waits, replacing any before.
    init(_ downstream: AnySubscriber<Output, Failure>, waiting: Output?, keepsNewest: Bool) {
        self.downstream = downstream
        self.waiting = waiting
        self.keepsNewest = keepsNewest
    }

    /// What to do when the subscriber cancels (the source forgets it).
    func setOnCancel(_ onCancel: @escaping () -> Void) {
        lock.withLock { self.onCancel = onCancel }
    }

    /// Hands `value` over if asked for; else keeps it (`keepsNewest`) or drops it.
    func offer(_ value: Output) {
        lock.lock()
        guard let downstream else { return lock.unlock() }
        guard demand > 0 else {
            if keepsNewest { waiting = value }
            return lock.unlock()
        }
        demand -= 1
        lock.unlock()
        add(downstream.receive(value))
    }

    func request(_ more: Subscribers.Demand) {
        add(more)
    }

    /// Adds to what the subscriber asked for, then hands over the value waiting, if any.
    private func add(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        guard demand > 0, let value = waiting, let downstream else { return lock.unlock() }
        waiting = nil
        demand -= 1
        lock.unlock()
        add(downstream.receive(value))
    }

    /// Ends the subscription with `completion`; nothing more is handed over.
    func finish(_ completion: Subscribers.Completion<Failure>) {
        let ended = lock.withLock {
            defer { downstream = nil; waiting = nil; onCancel = nil }
            return downstream
        }
        ended?.receive(completion: completion)
    }

    func cancel() {
        let onCancel = lock.withLock {
            defer { downstream = nil; waiting = nil; self.onCancel = nil }
            return self.onCancel
        }
        onCancel?()
    }
}
