/// Combine's `Publisher`: hands values, then at most one completion, to each subscriber, as much
/// as the subscriber asks for (`Subscribers.Demand`).
///
/// The stand-in delivers synchronously, on the thread that sends, as Combine does; under the
/// StoreKit twin that is the app's own code, so delivery is as deterministic as the code that
/// sends. `receive(on:)` moves delivery to a scheduler (`DispatchQueue.main` and `RunLoop.main`
/// deliver on the main actor).
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error

    /// Attaches `subscriber`: it is given a subscription, then values as it asks for them.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber`, as `receive(subscriber:)` does.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}
