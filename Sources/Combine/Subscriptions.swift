/// Combine's `Subscriptions`.
public enum Subscriptions {
    /// A subscription that asks for nothing: given to a subscriber of a publisher that has
    /// already completed, before the completion.
    public static var empty: Subscription { EmptySubscription() }
}

private struct EmptySubscription: Subscription {
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}
