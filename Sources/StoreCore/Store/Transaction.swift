import Foundation

/// One entry of the store's ledger. Every purchase attempt is recorded, so that a
/// cancelled or failed attempt can be named and checked too.
public struct Transaction: Hashable, Sendable {
    // The fields live in one shared, copy-on-write box: a transaction is handed to the app, kept
    // in its subscription status and in the device's copy of the listing at every renewal, and
    // a copy of the box is one retain where a copy of the fields retained each of its strings.
    // The two fields every renewal changes while the app still holds the transaction (the
    // previous period expires, the new one is finished) stay outside it, so that changing them
    // copies no box.
    private var storage: Storage
    public var state: TransactionState
    public var finished = false

    public var id: Int { storage.id }
    /// The first transaction of a subscription's renewal chain; itself otherwise. A purchase
    /// that waited joins the chain of its group when it goes through.
    public internal(set) var originalID: Int {
        get { storage.originalID }
        set { unique().originalID = newValue }
    }
    public var productID: String { storage.productID }
    public var kind: ProductKind { storage.kind }
    public var account: String { storage.account }
    /// The device the purchase was made on; `nil` outside the app (another device, the App Store).
    public var device: String? { storage.device }
    public var purchaseDate: Date {
        get { storage.purchaseDate }
        set { unique().purchaseDate = newValue }
    }
    public internal(set) var originalPurchaseDate: Date {
        get { storage.originalPurchaseDate }
        set { unique().originalPurchaseDate = newValue }
    }
    public var quantity: Int { storage.quantity }
    public var verification: Verification {
        get { storage.verification }
        set { unique().verification = newValue }
    }
    public var expirationDate: Date? {
        get { storage.expirationDate }
        set { unique().expirationDate = newValue }
    }
    public var revocationReason: RevocationReason? {
        get { storage.revocationReason }
        set { unique().revocationReason = newValue }
    }
    public var ownership: Ownership { storage.ownership }
    public var reason: Reason { storage.reason }
    /// The product is handled by other code (`Product.external`), copied here so that handling a
    /// transaction needs no catalogue lookup.
    public var external: Bool { storage.external }
    public var deleted: Bool {
        get { storage.deleted }
        set { unique().deleted = newValue }
    }
    /// Replaced by an upgrade in its group (`Transaction.isUpgraded`).
    public internal(set) var isUpgraded: Bool {
        get { storage.isUpgraded }
        set { unique().isUpgraded = newValue }
    }
    public var revocationDate: Date? {
        get { storage.revocationDate }
        set { unique().revocationDate = newValue }
    }
    /// The subscription offer it was bought or renewed with, if any.
    public internal(set) var offer: Offer? {
        get { storage.offer }
        set { unique().offer = newValue }
    }
    /// What the customer paid for it (`Transaction.price` and `currency`): the product's price
    /// then, or the offer's (zero for a free trial); nil for a product without a price.
    public internal(set) var price: Price? {
        get { storage.price }
        set { unique().price = newValue }
    }

    /// `verification.isVerified`, read in the box: the verification is not copied out.
    var isVerified: Bool {
        if case .verified = storage.verification { return true }
        return false
    }

    /// `kind.isAutoRenewable`, read in the box: the kind is not copied out.
    var isAutoRenewable: Bool {
        if case .subscription = storage.kind { return true }
        return false
    }

    /// The box, copied first when another transaction value shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(copying: storage) }
        return storage
    }

    /// The fields. Mutable only through `unique()`, so a box is never changed while shared:
    /// that is what makes it safe to send.
    private final class Storage: @unchecked Sendable {
        let id: Int
        var originalID: Int
        let productID: String
        let kind: ProductKind
        let account: String
        let device: String?
        var purchaseDate: Date
        var originalPurchaseDate: Date
        let quantity: Int
        var verification: Verification
        var expirationDate: Date?
        var revocationReason: RevocationReason?
        let ownership: Ownership
        let reason: Reason
        let external: Bool
        var deleted = false
        var isUpgraded = false
        var revocationDate: Date?
        var offer: Offer?
        var price: Price?

        init(id: Int, originalID: Int, productID: String, kind: ProductKind, account: String, device: String?,
             purchaseDate: Date, originalPurchaseDate: Date, expirationDate: Date?, ownership: Ownership,
             verification: Verification, reason: Reason, quantity: Int, external: Bool) {
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
            self.reason = reason
            self.quantity = quantity
            self.external = external
        }

        init(copying other: Storage) {
            id = other.id
            originalID = other.originalID
            productID = other.productID
            kind = other.kind
            account = other.account
            device = other.device
            purchaseDate = other.purchaseDate
            originalPurchaseDate = other.originalPurchaseDate
            quantity = other.quantity
            verification = other.verification
            expirationDate = other.expirationDate
            revocationReason = other.revocationReason
            ownership = other.ownership
            reason = other.reason
            external = other.external
            deleted = other.deleted
            isUpgraded = other.isUpgraded
            revocationDate = other.revocationDate
            offer = other.offer
            price = other.price
        }
    }

    public static func == (lhs: Transaction, rhs: Transaction) -> Bool {
        guard lhs.state == rhs.state, lhs.finished == rhs.finished else { return false }
        let (l, r) = (lhs.storage, rhs.storage)
        if l === r { return true }
        return l.id == r.id && l.originalID == r.originalID && l.productID == r.productID && l.kind == r.kind
            && l.account == r.account && l.device == r.device && l.purchaseDate == r.purchaseDate
            && l.originalPurchaseDate == r.originalPurchaseDate && l.quantity == r.quantity
            && l.verification == r.verification && l.expirationDate == r.expirationDate
            && l.revocationReason == r.revocationReason && l.ownership == r.ownership && l.reason == r.reason && l.external == r.external && l.deleted == r.deleted
            && l.isUpgraded == r.isUpgraded && l.revocationDate == r.revocationDate && l.offer == r.offer
            && l.price == r.price
    }

    public func hash(into hasher: inout Hasher) {
        let s = storage
        hasher.combine(s.id)
        hasher.combine(s.originalID)
        hasher.combine(s.productID)
        hasher.combine(s.kind)
        hasher.combine(s.account)
        hasher.combine(s.device)
        hasher.combine(s.purchaseDate)
        hasher.combine(s.originalPurchaseDate)
        hasher.combine(s.quantity)
        hasher.combine(s.verification)
        hasher.combine(s.expirationDate)
        hasher.combine(s.revocationReason)
        hasher.combine(s.ownership)
        hasher.combine(state)
        hasher.combine(finished)
        hasher.combine(s.reason)
        hasher.combine(s.external)
        hasher.combine(s.deleted)
        hasher.combine(s.isUpgraded)
        hasher.combine(s.revocationDate)
        hasher.combine(s.offer)
        hasher.combine(s.price)
    }

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
        storage = Storage(id: id, originalID: originalID, productID: productID, kind: kind, account: account, device: device,
                          purchaseDate: purchaseDate, originalPurchaseDate: originalPurchaseDate, expirationDate: expirationDate,
                          ownership: ownership, verification: verification, reason: reason,
                          quantity: quantity, external: external)
        self.state = state
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
        guard state == .purchased, isVerified, revocationDate == nil, !deleted else { return false }
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
