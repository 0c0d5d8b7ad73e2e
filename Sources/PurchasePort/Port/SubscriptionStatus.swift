import Foundation

/// Where an auto-renewable subscription stands (`Product.SubscriptionInfo.Status`): its latest
/// transaction, the product it is on, when the current period ends, and its renewal state.
public struct SubscriptionStatus: Hashable, Sendable {
    public var group: String { fields.values.group }
    public var transactionID: TransactionID { fields.values.transactionID }
    public var productID: String { fields.values.productID }
    public var expirationDate: Date { fields.values.expirationDate }
    public var phase: SubscriptionPhase { fields.values.phase }
    /// Whether the latest transaction's signature verifies.
    public var isVerified: Bool { fields.values.isVerified }
    /// The offer the latest transaction was bought or renewed with (`transaction.offer`).
    public var offer: StoreTransaction.Offer? { fields.values.offer }
    /// What the store says about the next renewal; nil where the debugger has none to give.
    public var renewalInfo: RenewalInfo? { fields.values.renewalInfo }
    /// The renewal info's price-increase status (`renewalInfo.priceIncreaseStatus`).
    public var priceIncreaseStatus: PriceIncreaseStatus { fields.values.priceIncreaseStatus }
    /// The latest transaction itself, as the status API hands it (`Status.transaction`); nil
    /// where a client made the status itself.
    public var latestTransaction: StoreTransaction? { fields.values.latestTransaction }
    /// Every field in one immutable box, shared between copies: a status is made at every
    /// renewal a running app hears of, handed over and kept, and a copy of it is one retain.
    private let fields: Fields

    public init(group: String, transactionID: TransactionID, productID: String, expirationDate: Date,
                phase: SubscriptionPhase, isVerified: Bool, offer: StoreTransaction.Offer? = nil,
                renewalInfo: RenewalInfo? = nil, latestTransaction: StoreTransaction? = nil,
                priceIncreaseStatus: PriceIncreaseStatus = .noIncreasePending) {
        fields = Fields(Values(group: group, transactionID: transactionID, productID: productID, expirationDate: expirationDate,
                               phase: phase, isVerified: isVerified, offer: offer, renewalInfo: renewalInfo,
                               latestTransaction: latestTransaction, priceIncreaseStatus: priceIncreaseStatus))
    }

    public static func == (lhs: SubscriptionStatus, rhs: SubscriptionStatus) -> Bool {
        lhs.fields === rhs.fields || lhs.fields.values == rhs.fields.values
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(fields.values) }

    private final class Fields: Sendable {
        let values: Values

        init(_ values: Values) { self.values = values }
    }

    /// The fields as a value, compared and hashed as the status is.
    private struct Values: Hashable, Sendable {
        let group: String
        let transactionID: TransactionID
        let productID: String
        let expirationDate: Date
        let phase: SubscriptionPhase
        let isVerified: Bool
        let offer: StoreTransaction.Offer?
        let renewalInfo: RenewalInfo?
        let latestTransaction: StoreTransaction?
        let priceIncreaseStatus: PriceIncreaseStatus
    }

    /// Whether it gives access at `now`: active and not yet expired, or in its grace period.
    public func givesAccess(at now: Date) -> Bool {
        switch phase {
        case .active: return expirationDate > now
        case .grace(let until): return until > now
        case .billingRetry, .expired, .revoked: return false
        }
    }
}
