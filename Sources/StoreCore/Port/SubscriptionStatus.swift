import Foundation

/// Where an auto-renewable subscription stands (`Product.SubscriptionInfo.Status`): its latest
/// transaction, the product it is on, when the current period ends, and its renewal state.
public struct SubscriptionStatus: Hashable, Sendable {
    public let group: String
    public let transactionID: Int
    public let productID: String
    public let expirationDate: Date
    public let phase: SubscriptionChain.Phase
    /// Whether the latest transaction's signature verifies.
    public let isVerified: Bool
    /// The offer the latest transaction was bought or renewed with (`transaction.offer`).
    public var offer: Transaction.Offer? { details?.offer }
    /// What the store says about the next renewal; nil where the debugger has none to give.
    public var renewalInfo: RenewalInfo? { details?.renewalInfo }
    /// The renewal info's price-increase status (`renewalInfo.priceIncreaseStatus`).
    public let priceIncreaseStatus: PriceIncreaseStatus
    /// The latest transaction itself, as the status API hands it (`Status.transaction`); nil
    /// where a client made the status itself.
    public var latestTransaction: Transaction? { details?.latestTransaction }
    /// The large, rarely read parts, shared between copies: a status is copied at every renewal
    /// a running app hears of, and the app keeps it.
    private let details: Details?

    public init(group: String, transactionID: Int, productID: String, expirationDate: Date,
                phase: SubscriptionChain.Phase, isVerified: Bool, offer: Transaction.Offer? = nil,
                renewalInfo: RenewalInfo? = nil, latestTransaction: Transaction? = nil,
                priceIncreaseStatus: PriceIncreaseStatus = .noIncreasePending) {
        self.group = group
        self.transactionID = transactionID
        self.productID = productID
        self.expirationDate = expirationDate
        self.phase = phase
        self.isVerified = isVerified
        self.priceIncreaseStatus = priceIncreaseStatus
        let none = offer == nil && renewalInfo == nil && latestTransaction == nil
        details = none ? nil : Details(offer: offer, renewalInfo: renewalInfo, latestTransaction: latestTransaction)
    }

    private final class Details: Hashable, Sendable {
        let offer: Transaction.Offer?
        let renewalInfo: RenewalInfo?
        let latestTransaction: Transaction?

        init(offer: Transaction.Offer?, renewalInfo: RenewalInfo?, latestTransaction: Transaction?) {
            self.offer = offer
            self.renewalInfo = renewalInfo
            self.latestTransaction = latestTransaction
        }

        static func == (lhs: Details, rhs: Details) -> Bool {
            lhs === rhs || (lhs.offer == rhs.offer && lhs.renewalInfo == rhs.renewalInfo
                            && lhs.latestTransaction == rhs.latestTransaction)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(offer)
            hasher.combine(renewalInfo)
            hasher.combine(latestTransaction)
        }
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
