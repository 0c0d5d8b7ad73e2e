/// Combine's `Subscriber`: takes a subscription, values, then a completion.
public protocol Subscriber<Input, Failure> {
    associatedtype Input
    associatedtype Failure: Error

    func receive(subscription: Subscription)
    /// Takes one value; returns how many more it wants on top of what it asked for before.
    func receive(_ input: Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Failure>)
}
