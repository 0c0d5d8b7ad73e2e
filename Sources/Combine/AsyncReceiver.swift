import Foundation

/// The subscriber behind an iteration: asks for one value at each `next()` and resumes it with
/// the value, nil at the end, or the failure. Cancelling the task ends the iteration.
final class AsyncReceiver<Input, Failure: Error>: Subscriber, @unchecked Sendable {
    private let lock = NSLock()
    private var subscription: Subscription?
    private var waiter: CheckedContinuation<Handed, any Error>?
    private var ending: Subscribers.Completion<Failure>?
    private var cancelled = false

    func receive(subscription: Subscription) {
        let keep = lock.withLock {
            guard self.subscription == nil, ending == nil, !cancelled else { return false }
            self.subscription = subscription
            return true
        }
        if !keep { subscription.cancel() }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.withLock {
            defer { waiter = nil }
            return waiter
        }?.resume(returning: Handed(value: input))
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        let waiter = lock.withLock {
            ending = completion
            subscription = nil
            defer { self.waiter = nil }
            return self.waiter
        }
        if let waiter { Self.end(waiter, with: completion) }
    }

    func next() async throws -> Input? {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let (ended, subscription): (Subscribers.Completion<Failure>?, Subscription?) = lock.withLock {
                    if cancelled { return (.finished, nil) }
                    if let ending { return (ending, nil) }
                    waiter = continuation
                    return (nil, self.subscription)
                }
                if let ended { return Self.end(continuation, with: ended) }
                subscription?.request(.max(1))
            }
        } onCancel: {
            cancel()
        }.value
    }

    /// A value handed from the thread that sent it to the iteration's task. Combine's `values`
    /// takes values that are not `Sendable` too: the iteration is their only reader.
    struct Handed: @unchecked Sendable {
        let value: Input?
    }

    /// Ends the iteration: the waiting `next()` returns nil, later ones too.
    func cancel() {
        let (subscription, waiter) = lock.withLock {
            cancelled = true
            defer { self.subscription = nil; self.waiter = nil }
            return (self.subscription, self.waiter)
        }
        subscription?.cancel()
        waiter?.resume(returning: Handed(value: nil))
    }

    private static func end(_ continuation: CheckedContinuation<Handed, any Error>, with completion: Subscribers.Completion<Failure>) {
        switch completion {
        case .finished: continuation.resume(returning: Handed(value: nil))
        case .failure(let error): continuation.resume(throwing: error)
        }
    }
}
