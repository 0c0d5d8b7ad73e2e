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
    /// The renewal info's price-increase status (`renewalInfo.priceIncreaseStatus`).
    public let priceIncreaseStatus: PriceIncreaseStatus

    public init(group: String, transactionID: Int, productID: String, expirationDate: Date,
                phase: SubscriptionChain.Phase, isVerified: Bool,
                priceIncreaseStatus: PriceIncreaseStatus = .noIncreasePending) {
        self.group = group
        self.transactionID = transactionID
        self.productID = productID
        self.expirationDate = expirationDate
        self.phase = phase
        self.isVerified = isVerified
        self.priceIncreaseStatus = priceIncreaseStatus
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
