import PurchasePort

/// The store calls an app makes, each of which can be made to fail (`fail API ERROR`).
public enum StoreAPI: String, CaseIterable, Hashable, Sendable {
    case loadProducts = "load-products"
    case purchase
    case sync
    case subscriptionStatus = "subscription-status"
    case verification
    /// The entitlements read (`Transaction.currentEntitlements`): its failure is a cancelled read.
    case entitlements
}
