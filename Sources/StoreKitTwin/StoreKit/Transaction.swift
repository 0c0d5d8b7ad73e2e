import Foundation
import StoreCore

/// StoreKit's `Transaction`: one completed purchase, renewal or revocation, as the simulated
/// store's ledger records it. Members StoreKit has and storedbg does not simulate are absent
/// (README, "Run your StoreKit 2 code under storedbg", lists them).
public struct Transaction: Identifiable, Hashable, Sendable {
    public typealias ID = UInt64

    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    public let revocationReason: RevocationReason?
    public let ownershipType: OwnershipType
    public let purchasedQuantity: Int
    public let reason: Reason
    public let environment: AppStore.Environment
    /// The subscription offer it was bought or renewed with; nil without one.
    public let offer: Offer?
    /// Whether an upgrade in its subscription group replaced it.
    public let isUpgraded: Bool
    /// An auto-renewable subscription's group identifier as StoreKit gives it: the `.storekit`
    /// file's (else the catalogue's group name), read from the app's catalogue when asked, so a
    /// transaction is the same value wherever it was made; nil for other products.
    public var subscriptionGroupID: String? {
        guard case .subscription(let group, _, _) = record.kind else { return nil }
        return (TwinSession.running() ?? TwinSession.current)?.storeKitGroupID(ofProduct: record.productID, group: group) ?? group
    }
    /// What the customer paid: the product's price then, or the offer's (zero for a free trial);
    /// nil for a product the catalogue gives no price.
    public let price: Decimal?
    /// The currency of `price`.
    public let currency: Locale.Currency?
    /// When the store last changed what the transaction says: its revocation, else its purchase
    /// (the twin signs nothing; see `VerificationResult.jwsRepresentation`).
    public let signedDate: Date
    /// The app account token the purchase was made with (`.appAccountToken(UUID)`); a renewal
    /// keeps its subscription's.
    public let appAccountToken: UUID?
    /// The ledger entry behind it.
    let record: StoreCore.StoreTransaction

    init(_ record: StoreCore.StoreTransaction) {
        self.record = record
        id = Transaction.ID(record.id)
        originalID = Transaction.ID(record.originalID)
        productID = record.productID
        productType = Product.ProductType(record.kind)
        purchaseDate = record.purchaseDate
        originalPurchaseDate = record.originalPurchaseDate
        expirationDate = record.expirationDate
        revocationDate = record.revocationDate
        revocationReason = record.revocationReason.map(RevocationReason.init)
        ownershipType = record.ownership == .familyShared ? .familyShared : .purchased
        purchasedQuantity = record.quantity
        reason = record.reason == .renewal ? .renewal : .purchase
        environment = .xcode
        offer = record.offer.map(Offer.init)
        isUpgraded = record.isUpgraded
        price = record.price?.amount
        currency = record.price.map { Locale.Currency($0.currencyCode) }
        signedDate = record.revocationDate ?? record.purchaseDate
        appAccountToken = record.appAccountToken
    }

    // Read from the ledger entry when asked, not made with every transaction value: a step
    // hands the app many, and making these cost a twin step a third more.

    /// The app's bundle id, as `AppTransaction.bundleID` gives it: the twin does not know the
    /// app's (`com.example.app`).
    public var appBundleID: String { AppTransaction.bundleID }

    /// The account's download of the app (`AppTransaction.appTransactionID`) on the device whose
    /// app reads it; outside a session, a download at 1970.
    public var appTransactionID: String {
        AppTransaction.id(of: (TwinSession.running() ?? TwinSession.current)?.appPurchase)
    }

    /// An auto-renewable subscription's purchase or renewal event, the same on every device: a
    /// number the twin makes from the transaction's id; nil for other products.
    public var webOrderLineItemID: String? { productType == .autoRenewable ? String(5_000_000_000_000 + id) : nil }

    /// The storefront the store sold it in (`storefront CODE` moves the store's): USA until moved.
    var storefrontState: StorefrontState { record.storefront ?? StorefrontState(countryCode: "USA", localeIdentifier: "en_US") }

    /// The storefront the store sold it in (a renewal: renewed in).
    public var storefront: Storefront { Storefront(storefrontState) }

    /// `storefront.countryCode` (StoreKit deprecates it in iOS 17 for `storefront`).
    public var storefrontCountryCode: String { storefrontState.countryCode }

    /// `offer?.type` (StoreKit deprecates it in iOS 17.2 for `offer`).
    public var offerType: OfferType? { offer?.type }

    /// `offer?.id` (StoreKit deprecates it in iOS 17.2 for `offer`).
    public var offerID: String? { offer?.id }

    /// `offer?.paymentMode?.rawValue` (StoreKit deprecates it in iOS 17.2 for `offer`).
    public var offerPaymentModeStringRepresentation: String? { offer?.paymentMode?.rawValue }

    /// `offer?.period` in ISO 8601 (`P1W`; StoreKit deprecates it in iOS 18.4 for `offer`).
    public var offerPeriodStringRepresentation: String? { offer?.period?.debugDescription }

    /// Tells the App Store the app has delivered what the transaction provides (for a revoked
    /// one: taken it back). The twin tells the monitor the transaction was delivered when, at
    /// this call, the app's `twinReport` agrees: it grants the product, from a transaction or by
    /// id (a purchase), or no grant rests on the transaction or names its product (a revocation
    /// or an expiry).
    nonisolated(nonsending) public func finish() async {
        await TwinSession.active().finish(self)
    }

    /// The status of its subscription group; nil for a product that is not an auto-renewable
    /// subscription, and when the status read fails (offline, an injected failure).
    nonisolated(nonsending) public var subscriptionStatus: Product.SubscriptionInfo.Status? {
        get async {
            guard let subscriptionGroupID else { return nil }
            return try? await Product.SubscriptionInfo.status(for: subscriptionGroupID).first
        }
    }

    /// The latest transactions that entitle the user (`currentEntitlements`).
    public static var currentEntitlements: Transactions { Transactions(.currentEntitlements) }

    /// Transactions as they happen while the app runs: purchases on other devices, approvals,
    /// renewals, refunds and revocations. Iterating it starts the listener.
    public static var updates: Transactions { Transactions(.updates) }

    /// The transactions the app has not finished.
    public static var unfinished: Transactions { Transactions(.unfinished) }

    /// The account's transactions for the app, oldest first: finished, expired, upgraded and
    /// revoked ones too (consumables only while unfinished or once revoked). Offline, what the
    /// device has heard of.
    public static var all: Transactions { Transactions(.all) }

    /// The account's most recent transaction for `productID`, whatever its state; nil when
    /// there is none.
    nonisolated(nonsending) public static func latest(for productID: String) async -> VerificationResult<Transaction>? {
        var latest: VerificationResult<Transaction>?
        for await result in Transactions(.all, productID: productID) {
            latest = result
        }
        return latest
    }

    /// The latest transactions that entitle the user to `productID`: at most one.
    public static func currentEntitlements(for productID: String) -> Transactions {
        Transactions(.currentEntitlements, productID: productID)
    }

    /// The latest transaction that entitles the user to `productID`, if any (StoreKit
    /// deprecates it in iOS 18.4 for `currentEntitlements(for:)`).
    nonisolated(nonsending) public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? {
        var latest: VerificationResult<Transaction>?
        for await result in currentEntitlements(for: productID) {
            latest = result
        }
        return latest
    }

    /// Whether StoreKit would hand this ledger entry to the app as a transaction at all:
    /// attempts that are waiting, declined, cancelled, failed or interrupted are not transactions.
    static func isHandedOver(_ record: StoreCore.StoreTransaction) -> Bool {
        switch record.state {
        case .purchased, .revoked, .expired: return true
        case .pending, .declined, .cancelled, .failed, .interrupted: return false
        }
    }
}
