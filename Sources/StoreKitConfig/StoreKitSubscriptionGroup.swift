/// One of a file's `subscriptionGroups`: its id, name and the subscriptions in it.
public struct StoreKitSubscriptionGroup: Hashable, Sendable {
    public let id: String?
    /// The group's `name`; empty when the file gives none.
    public let name: String
    public let localizations: [StoreKitLocalization]
    /// The `productID`s of its subscriptions, in file order.
    public let productIDs: [String]
    public let source: StoreKitSource
}
