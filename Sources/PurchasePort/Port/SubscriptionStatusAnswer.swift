/// How a subscription status read answered.
public enum SubscriptionStatusAnswer: Sendable {
    /// The status of each of the account's subscription groups, by group.
    case statuses([String: SubscriptionStatus])
    case failed(StoreError)
    /// Offline: the request never reached the store.
    case offline
}
