import Foundation

/// Combine's `CurrentValueSubject`: a value the app sets (`send(_:)`, `value`) that each
/// subscriber gets first, then each value sent. A subscriber asking for none keeps the newest
/// value it has not taken, and gets it when it asks (so `values` keeps only the newest).
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let lock = NSLock()
    private var current: Output
    private let subscribers = SubjectSubscribers<Output, Failure>()

    public init(_ value: Output) {
        current = value
    }

    /// The current value; set, it is sent.
    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribers.attach(subscriber, current: value, keepsNewest: true)
    }

    /// Makes `input` the current value and hands it to every subscriber; ignored once the subject
    /// has completed.
    public func send(_ input: Output) {
        guard !subscribers.hasEnded else { return }
        lock.withLock { current = input }
        subscribers.send(input)
    }

    /// Ends every subscription; later sends are ignored.
    public func send(completion: Subscribers.Completion<Failure>) {
        subscribers.send(completion: completion)
    }

    public func send(subscription: Subscription) {
        subscription.request(.unlimited)
    }
}
