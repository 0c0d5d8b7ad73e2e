/// Combine's `Subscription`: what a subscriber asks for values through, and cancels.
public protocol Subscription: Cancellable {
    func request(_ demand: Subscribers.Demand)
}
