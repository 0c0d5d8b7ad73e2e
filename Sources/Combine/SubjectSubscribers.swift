import Foundation

/// The subscribers of a subject, in the order they subscribed (values reach them in that order,
/// the same at every run), and how the subject ended.
final class SubjectSubscribers<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var conduits: [SubjectConduit<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?

    /// Attaches `subscriber`, handing it `current` first when it asks; a subscriber of a subject
    /// that has ended gets an empty subscription and the completion.
    func attach<S: Subscriber>(_ subscriber: S, current: Output?, keepsNewest: Bool)
    where S.Input == Output, S.Failure == Failure {
        let conduit = SubjectConduit(AnySubscriber(subscriber), waiting: current, keepsNewest: keepsNewest)
        let ended: Subscribers.Completion<Failure>? = lock.withLock {
            if completion == nil { conduits.append(conduit) }
            return completion
        }
        if let ended {
            subscriber.receive(subscription: Subscriptions.empty)
            subscriber.receive(completion: ended)
            return
        }
        conduit.setOnCancel { [weak self, weak conduit] in
            guard let self, let conduit else { return }
            self.lock.withLock { self.conduits.removeAll { $0 === conduit } }
        }
        subscriber.receive(subscription: conduit)
    }

    /// Whether the subject has ended.
    var hasEnded: Bool { lock.withLock { completion != nil } }

    /// Offers `value` to every subscriber, unless the subject has ended.
    func send(_ value: Output) {
        for conduit in lock.withLock({ completion == nil ? conduits : [] }) { conduit.offer(value) }
    }

    /// Ends the subject, once: every subscriber gets `completion`.
    func send(completion: Subscribers.Completion<Failure>) {
        let ending: [SubjectConduit<Output, Failure>] = lock.withLock {
            guard self.completion == nil else { return [] }
            self.completion = completion
            defer { conduits.removeAll() }
            return conduits
        }
        for conduit in ending { conduit.finish(completion) }
    }
}
