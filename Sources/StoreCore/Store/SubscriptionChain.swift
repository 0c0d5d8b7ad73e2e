import Foundation
import PurchasePort

/// An auto-renewable subscription of one account in one group: its renewal chain and where it stands.
public struct SubscriptionChain: Hashable, Sendable {
    /// Where the subscription stands: `SubscriptionPhase`, a value of the port.
    public typealias Phase = SubscriptionPhase

    public let account: String
    public let group: String
    public let originalID: Int
    /// The newest transaction of the chain.
    public internal(set) var latestID: Int
    public internal(set) var productID: String
    public internal(set) var expirationDate: Date
    /// Renewals fall on this date's day of the month (its anniversary), so a subscription begun
    /// on 31 January renews on 28 February, then 31 March.
    public internal(set) var anchor: Date
    /// Periods from `anchor` to `expirationDate`.
    public internal(set) var periodsSinceAnchor = 1
    /// Purchased by the account, or shared with it by a family member.
    public internal(set) var ownership: StoreTransaction.Ownership = .purchased
    public internal(set) var autoRenew = true
    /// A downgrade waiting for the next renewal.
    public internal(set) var nextProductID: String?
    /// The next renewal fails (`billing-issue TX [grace D]`); `grace` is the grace period to give.
    public internal(set) var billingIssue: BillingIssue?
    /// A price increase of the product it renews to, and whether the customer agreed.
    public internal(set) var priceIncrease = PriceIncreaseStatus.noIncreasePending
    public internal(set) var phase: Phase = .active
    /// The offer the current period is billed at, and its periods still to come.
    public internal(set) var runningOffer: RunningOffer?
    /// An offer that starts at the next renewal (a code redeemed, or a promotional offer bought,
    /// by a current subscriber).
    public internal(set) var nextOffer: SubscriptionOffer?

    public struct BillingIssue: Hashable, Sendable {
        public let grace: TimeSpan?
    }

    /// How long the store retries a failed renewal before the subscription lapses (Apple: 60 days).
    public static let billingRetryLength = TimeSpan.days(60)

    /// When this chain next changes by itself, if ever.
    public var nextBoundary: Date? {
        switch phase {
        case .active: return expirationDate
        case .grace(let until): return until
        case .billingRetry(let until): return until
        case .expired, .revoked: return nil
        }
    }

    public var isOngoing: Bool {
        switch phase {
        case .active, .grace, .billingRetry: return true
        case .expired, .revoked: return false
        }
    }
}
