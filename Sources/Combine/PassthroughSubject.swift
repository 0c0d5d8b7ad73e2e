/// Combine's `PassthroughSubject`: hands each value sent to the subscribers asking for one at the
/// time; a subscriber asking for none misses it.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers = SubjectSubscribers<Output, Failure>()

    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber, keepsNewest: false)
    }

    public func send(_ input: Output) {
        subscribers.send(input, update: .none)
    }

    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.send(completion: completion)
    }

    public func send(subscription: Subscription) {
        subscription.request(.unlimited)
    }
}
