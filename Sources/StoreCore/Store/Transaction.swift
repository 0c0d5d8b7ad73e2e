import Foundation

/// One entry of the store's ledger. Every purchase attempt is recorded, so that a
/// cancelled or failed attempt can be named and checked too.
public struct Transaction: Hashable, Sendable {
    // Stored in an order that leaves little padding: a year of renewals is hundreds of
    // thousands of these.
    public let id: Int
    /// The first transaction of a subscription's renewal chain; itself otherwise. A purchase
    /// that waited joins the chain of its group when it goes through.
    public internal(set) var originalID: Int
    public let productID: String
    public let kind: ProductKind
    public let account: String
    /// The device the purchase was made on; `nil` outside the app (another device, the App Store).
    public let device: String?
    public var purchaseDate: Date
    public internal(set) var originalPurchaseDate: Date
    public let quantity: Int
    public var verification: Verification
    public var expirationDate: Date?
    public var revocationReason: RevocationReason?
    public let ownership: Ownership
    public var state: TransactionState
    public var finished: Bool
    public let reason: Reason
    /// The product is handled by other code (`Product.external`), copied here so that handling a
    /// transaction needs no catalogue lookup.
    public let external: Bool
    public var deleted: Bool = false
    /// Replaced by an upgrade in its group (`Transaction.isUpgraded`).
    public internal(set) var isUpgraded = false
    public var revocationDate: Date?
    /// The subscription offer it was bought or renewed with, if any.
    public internal(set) var offer: Offer?
    /// What the customer paid for it (`Transaction.price` and `currency`): the product's price
    /// then, or the offer's (zero for a free trial); nil for a product without a price.
    public internal(set) var price: Price?

    public enum Ownership: String, Hashable, Sendable {
        case purchased
        case familyShared = "family-shared"
    }

    public enum Reason: String, Hashable, Sendable {
        case purchase, renewal
    }

    public enum Verification: Hashable, Sendable {
        case verified
        case unverified(reason: String)

        public var isVerified: Bool { self == .verified }
    }

    public init(id: Int, originalID: Int, productID: String, kind: ProductKind, account: String, device: String?,
                purchaseDate: Date, originalPurchaseDate: Date, expirationDate: Date? = nil,
                ownership: Ownership = .purchased, verification: Verification = .verified,
                state: TransactionState, reason: Reason = .purchase, quantity: Int = 1, external: Bool = false) {
        self.id = id
        self.originalID = originalID
        self.productID = productID
        self.kind = kind
        self.account = account
        self.device = device
        self.purchaseDate = purchaseDate
        self.originalPurchaseDate = originalPurchaseDate
        self.expirationDate = expirationDate
        self.ownership = ownership
        self.verification = verification
        self.state = state
        self.finished = false
        self.reason = reason
        self.quantity = quantity
        self.external = external
    }

    /// Waiting for approval (Ask to Buy).
    var isPending: Bool { state == .pending && !deleted }

    /// Whether `Transaction.unfinished` lists it: not finished, and not a failed or waiting attempt.
    var isUnfinished: Bool {
        guard !finished, !deleted else { return false }
        switch state {
        case .purchased, .revoked, .expired: return true
        case .pending, .cancelled, .failed, .declined, .interrupted: return false
        }
    }

    /// Whether this transaction entitles its account to the product at `now`:
    /// purchased, verified, not revoked, not expired.
    public func entitles(at now: Date) -> Bool {
        guard state == .purchased, verification.isVerified, revocationDate == nil, !deleted else { return false }
        if let expirationDate { return now < expirationDate }
        return true
    }
}

/// A transaction's state as the store records it.
public enum TransactionState: String, CaseIterable, Hashable, Sendable {
    case pending, purchased, declined, cancelled, failed, interrupted, revoked, expired
}

/// Why a transaction was revoked.
public enum RevocationReason: String, Hashable, Sendable {
    case developerIssue = "developer-issue"
    case other
    case familySharingStopped = "family-sharing-stopped"
}
