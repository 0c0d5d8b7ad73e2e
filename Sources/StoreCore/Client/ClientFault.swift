import PurchasePort

/// A classic purchase bug the client under test can be switched to make (`client fault NAME`).
package enum ClientFault: String, CaseIterable, Hashable, Sendable {
    case grantUnverified = "grant-unverified"
    case readListingAfterPurchase = "read-listing-after-purchase"
    case finishForeign = "finish-foreign"
    case ignoreRevocation = "ignore-revocation"
    case noLaunchListener = "no-launch-listener"
    case pricesBeforeOwnership = "prices-before-ownership"
    case unverifiedAsCancel = "unverified-as-cancel"
    case finishBeforeDelivery = "finish-before-delivery"
    case cachedBool = "cached-bool"
    case doubleCredit = "double-credit"
    case paywallBeforeAnswer = "paywall-before-answer"
    case cancelledReadAsNone = "cancelled-read-as-none"
    case grantAnyPurchase = "grant-any-purchase"

    /// The invariant this fault breaks when its situation arises.
    package var invariant: Invariant {
        switch self {
        case .grantUnverified: return .unverifiedGranted
        case .readListingAfterPurchase: return .leftUnfinished
        case .finishForeign: return .foreignFinished
        case .ignoreRevocation, .cachedBool: return .revokedGranted
        case .noLaunchListener: return .listenerMissing
        case .pricesBeforeOwnership, .cancelledReadAsNone: return .entitlementLostOnFailure
        case .unverifiedAsCancel: return .unverifiedShownAsCancel
        case .finishBeforeDelivery: return .finishedBeforeDelivery
        case .doubleCredit: return .consumableDoubleCredit
        case .paywallBeforeAnswer: return .paywallBeforeAnswer
        case .grantAnyPurchase: return .unownedGranted
        }
    }

    /// The client that makes this mistake.
    func makeClient() -> any PurchaseClient {
        switch self {
        case .grantUnverified: return GrantUnverifiedClient()
        case .readListingAfterPurchase: return ReadListingAfterPurchaseClient()
        case .finishForeign: return FinishForeignClient()
        case .ignoreRevocation: return IgnoreRevocationClient()
        case .noLaunchListener: return NoLaunchListenerClient()
        case .pricesBeforeOwnership: return PricesBeforeOwnershipClient()
        case .unverifiedAsCancel: return UnverifiedAsCancelClient()
        case .finishBeforeDelivery: return FinishBeforeDeliveryClient()
        case .cachedBool: return CachedBoolClient()
        case .doubleCredit: return DoubleCreditClient()
        case .paywallBeforeAnswer: return PaywallBeforeAnswerClient()
        case .cancelledReadAsNone: return CancelledReadAsNoneClient()
        case .grantAnyPurchase: return GrantFromAnyPurchaseClient()
        }
    }

    package var summary: String {
        switch self {
        case .grantUnverified: return "grants access from a transaction that failed verification"
        case .readListingAfterPurchase: return "re-reads the entitlement listing instead of using the purchase or update it was handed"
        case .finishForeign: return "finishes transactions of products it does not handle"
        case .ignoreRevocation: return "keeps access when a transaction is revoked or refunded"
        case .noLaunchListener: return "starts no Transaction.updates listener at launch"
        case .pricesBeforeOwnership: return "derives ownership only for products whose prices loaded"
        case .unverifiedAsCancel: return "reports a purchase that did not verify as a cancellation"
        case .finishBeforeDelivery: return "finishes a transaction before delivering its content"
        case .cachedBool: return "keeps a cached isPurchased Boolean as the authority"
        case .doubleCredit: return "credits a consumable again when its transaction is seen twice"
        case .paywallBeforeAnswer: return "shows the paywall before the store has answered"
        case .cancelledReadAsNone: return "treats a cancelled entitlements read as owning nothing"
        case .grantAnyPurchase: return "unlocks the app from a purchase of any product (coins unlock Pro)"
        }
    }
}
