import Foundation

/// The subscribers of a subject, in the order they subscribed (values reach them in that order,
/// the same at every run), its current value if it keeps one, and how it ended. The current value
/// is read under the same lock as the subscribers are added, so a new subscriber starts from the
/// value every later send follows.
final class SubjectSubscribers<Output, Failure: Error>: @unchecked Sendable {
    /// When a send changes the current value.
    enum Update {
        /// A subject without one.
        case none
        /// Before the subscribers hear it (`CurrentValueSubject`).
        case first
        /// After they heard it (`@Published`, which publishes in its property's `willSet`).
        case last
    }

    private let lock = NSLock()
    private var conduits: [SubjectConduit<Output, Failure>] = []
    private var current: Output?
    private var completion: Subscribers.Completion<Failure>?

    init(current: Output? = nil) {
        self.current = current
    }

    /// The current value (nil for a subject without one).
    var currentValue: Output? { lock.withLock { current } }

    /// Attaches `subscriber`, handing it the current value first when it asks; a subscriber of a
    /// subject that has ended gets an empty subscription and the completion.
    func attach<S: Subscriber>(_ subscriber: S, keepsNewest: Bool) where S.Input == Output, S.Failure == Failure {
        let (conduit, ended): (SubjectConduit<Output, Failure>, Subscribers.Completion<Failure>?) = lock.withLock {
            let conduit = SubjectConduit(AnySubscriber(subscriber), waiting: current, keepsNewest: keepsNewest)
            if completion == nil { conduits.append(conduit) }
            return (conduit, completion)
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

    /// Offers `value` to every subscriber, and makes it the current value as `update` says;
    /// nothing once the subject has ended.
    func send(_ value: Output, update: Update) {
        let receivers: [SubjectConduit<Output, Failure>] = lock.withLock {
            guard completion == nil else { return [] }
            if update == .first { current = value }
            return conduits
        }
        for conduit in receivers { conduit.offer(value) }
        if update == .last { lock.withLock { current = value } }
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
