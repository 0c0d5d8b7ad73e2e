/// Combine's `AnySubscriber`: a subscriber of any type with these input and failure types.
public struct AnySubscriber<Input, Failure: Error>: Subscriber {
    private let takeSubscription: (Subscription) -> Void
    private let takeValue: (Input) -> Subscribers.Demand
    private let takeCompletion: (Subscribers.Completion<Failure>) -> Void

    public init<S: Subscriber>(_ subscriber: S) where S.Input == Input, S.Failure == Failure {
        takeSubscription = subscriber.receive(subscription:)
        takeValue = subscriber.receive(_:)
        takeCompletion = subscriber.receive(completion:)
    }

    public init(receiveSubscription: ((Subscription) -> Void)? = nil,
                receiveValue: ((Input) -> Subscribers.Demand)? = nil,
                receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil) {
        takeSubscription = receiveSubscription ?? { _ in }
        takeValue = receiveValue ?? { _ in .none }
        takeCompletion = receiveCompletion ?? { _ in }
    }

    public func receive(subscription: Subscription) {
        takeSubscription(subscription)
    }

    public func receive(_ input: Input) -> Subscribers.Demand {
        takeValue(input)
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
        takeCompletion(completion)
    }
}
