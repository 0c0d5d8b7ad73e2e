import Foundation

/// One entry of the store's ledger. Every purchase attempt is recorded, so that a
/// cancelled or failed attempt can be named and checked too.
///
/// A long session holds a million of these, so what most transactions of a product share
/// (product, account, device, ownership, price, …) and what is rarely set (revocation,
/// an unverified signature, an offer) is kept in one immutable `Details` box, which the store
/// shares between equal transactions; the fields that change as a transaction lives (state,
/// finished, expiration) are kept inline, so a renewal changes them in place. Setting a boxed
/// field gives the transaction a box of its own.
public struct StoreTransaction: Hashable, Sendable {
    public let id: TransactionID
    /// The first transaction of a subscription's renewal chain; itself otherwise. A purchase
    /// that waited joins the chain of its group when it goes through.
    public package(set) var originalID: TransactionID
    public var purchaseDate: Date
    public package(set) var originalPurchaseDate: Date
    /// The expiration when `flags` has `.expires`; the reference date otherwise, so that equal
    /// transactions are equal field by field.
    private var expirationInstant: Date
    /// Shared with the store's other transactions alike (`Store.record`).
    @usableFromInline package var details: Details
    public var state: TransactionState
    private var flags: Flags

    /// The yes/no fields, packed in a byte.
    private struct Flags: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let expires = Flags(rawValue: 1 << 0)
        static let finished = Flags(rawValue: 1 << 1)
        static let deleted = Flags(rawValue: 1 << 2)
        static let upgraded = Flags(rawValue: 1 << 3)
    }

    public var productID: String { details.fields.productID }
    public var kind: ProductKind { details.fields.kind }
    public var account: String { details.fields.account }
    /// The device the purchase was made on; `nil` outside the app (another device, the App Store).
    public var device: String? { details.fields.device }
    public var quantity: Int { details.fields.quantity }
    public var ownership: Ownership { details.fields.ownership }
    public var reason: Reason { details.fields.reason }
    /// The product is handled by other code (`Product.external`), copied here so that handling a
    /// transaction needs no catalogue lookup.
    public var external: Bool { details.fields.external }

    public var verification: Verification {
        get { details.fields.verification }
        set { changeDetails { $0.verification = newValue } }
    }

    public var revocationReason: RevocationReason? {
        get { details.fields.revocationReason }
        set { changeDetails { $0.revocationReason = newValue } }
    }

    public var revocationDate: Date? {
        get { details.fields.revocationDate }
        set { changeDetails { $0.revocationDate = newValue } }
    }

    /// The subscription offer it was bought or renewed with, if any.
    public package(set) var offer: Offer? {
        get { details.fields.offer }
        set { changeDetails { $0.offer = newValue } }
    }

    /// What the customer paid for it (`Transaction.price` and `currency`): the product's price
    /// then, or the offer's (zero for a free trial); nil for a product without a price.
    public package(set) var price: Price? {
        get { details.fields.price }
        set { changeDetails { $0.price = newValue } }
    }

    /// The app account token the purchase was made with (`.appAccountToken(UUID)`); a
    /// renewal keeps its subscription's.
    public package(set) var appAccountToken: UUID? {
        get { details.fields.appAccountToken }
        set { changeDetails { $0.appAccountToken = newValue } }
    }

    /// The storefront the store sold it in (a renewal: renewed in); nil for the usual one (USA,
    /// `en_US`), which most sessions never leave.
    public package(set) var storefront: StorefrontState? {
        get { details.fields.storefront }
        set { changeDetails { $0.storefront = newValue } }
    }

    public var expirationDate: Date? {
        get { flags.contains(.expires) ? expirationInstant : nil }
        set {
            expirationInstant = newValue ?? Self.noInstant
            if newValue == nil { flags.remove(.expires) } else { flags.insert(.expires) }
        }
    }

    public var finished: Bool {
        get { flags.contains(.finished) }
        set { set(.finished, newValue) }
    }

    public var deleted: Bool {
        get { flags.contains(.deleted) }
        set { set(.deleted, newValue) }
    }

    /// Replaced by an upgrade in its group (`Transaction.isUpgraded`).
    public package(set) var isUpgraded: Bool {
        get { flags.contains(.upgraded) }
        set { set(.upgraded, newValue) }
    }

    public enum Ownership: String, CaseIterable, Hashable, Sendable {
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

    public init(id: TransactionID, originalID: TransactionID, productID: String, kind: ProductKind, account: String, device: String?,
                purchaseDate: Date, originalPurchaseDate: Date, expirationDate: Date? = nil,
                ownership: Ownership = .purchased, verification: Verification = .verified,
                state: TransactionState, reason: Reason = .purchase, quantity: Int = 1, external: Bool = false) {
        self.init(id: id, originalID: originalID,
                  details: Details(Details.Fields(productID: productID, kind: kind, account: account, device: device,
                                                  quantity: quantity, ownership: ownership, reason: reason,
                                                  external: external, verification: verification)),
                  purchaseDate: purchaseDate, originalPurchaseDate: originalPurchaseDate, expirationDate: expirationDate,
                  state: state)
    }

    /// A transaction with the given details box, shared with others that hold the same.
    @usableFromInline package init(id: TransactionID, originalID: TransactionID, details: Details, purchaseDate: Date, originalPurchaseDate: Date, expirationDate: Date?,
         state: TransactionState) {
        self.id = id
        self.originalID = originalID
        self.purchaseDate = purchaseDate
        self.originalPurchaseDate = originalPurchaseDate
        self.expirationInstant = expirationDate ?? Self.noInstant
        self.flags = expirationDate == nil ? [] : .expires
        self.state = state
        self.details = details
    }

    /// What `expirationInstant` holds without an expiration.
    private static let noInstant = Date(timeIntervalSinceReferenceDate: 0)

    private mutating func set(_ flag: Flags, _ on: Bool) {
        if on { flags.insert(flag) } else { flags.remove(flag) }
    }

    /// Makes `change` in a box of the transaction's own: its box if no other transaction shares
    /// it, else a copy.
    private mutating func changeDetails(_ change: (inout Details.Fields) -> Void) {
        if !isKnownUniquelyReferenced(&details) { details = Details(details.fields) }
        change(&details.fields)
    }

    /// Waiting for approval (Ask to Buy).
    @usableFromInline package var isPending: Bool { state == .pending && !deleted }

    /// `verification.isVerified`, read in the box: the verification is not copied out.
    @usableFromInline package var isVerified: Bool {
        if case .verified = details.fields.verification { return true }
        return false
    }

    /// `kind.isAutoRenewable`, read in the box: the kind is not copied out.
    @usableFromInline package var isAutoRenewable: Bool {
        if case .subscription = details.fields.kind { return true }
        return false
    }

    /// Whether `Transaction.unfinished` lists it: not finished, and not a failed or waiting attempt.
    @usableFromInline package var isUnfinished: Bool {
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
public enum RevocationReason: String, CaseIterable, Hashable, Sendable {
    case developerIssue = "developer-issue"
    case other
    case familySharingStopped = "family-sharing-stopped"
}
