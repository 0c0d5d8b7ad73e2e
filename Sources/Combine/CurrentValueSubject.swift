/// Combine's `CurrentValueSubject`: a value the app sets (`send(_:)`, `value`) that each
/// subscriber gets first, then each value sent. A subscriber asking for none keeps the newest
/// value it has not taken, and gets it when it asks (so `values` keeps only the newest).
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let subscribers: SubjectSubscribers<Output, Failure>

    public init(_ value: Output) {
        subscribers = SubjectSubscribers(current: value)
    }

    /// The current value; set, it is sent.
    public var value: Output {
        // Always set: the subject was made with a value and only ever replaces it.
        get { subscribers.currentValue! }
        set { send(newValue) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber, keepsNewest: true)
    }

    /// Makes `input` the current value and hands it to every subscriber; ignored once the subject
    /// has completed.
    public func send(_ input: Output) {
        subscribers.send(input, update: .first)
    }

    /// Ends every subscription; later sends are ignored.
    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.send(completion: completion)
    }

    public func send(subscription: Subscription) {
        subscription.request(.unlimited)
    }
}
