/// One of a file's `subscriptionGroups`: its id, name and the subscriptions in it.
package struct StoreKitSubscriptionGroup: Hashable, Sendable {
    package let id: String?
    /// The group's `name`; empty when the file gives none.
    package let name: String
    package let localizations: [StoreKitLocalization]
    /// The `productID`s of its subscriptions, in file order.
    package let productIDs: [String]
    package let source: StoreKitSource
}
