import Foundation
import PurchasePort

/// An auto-renewable subscription of one account in one group: its renewal chain and where it stands.
package struct SubscriptionChain: Hashable, Sendable {
    /// Where the subscription stands: `SubscriptionPhase`, a value of the port.
    package typealias Phase = SubscriptionPhase

    package let account: String
    package let group: String
    package let originalID: TransactionID
    /// The newest transaction of the chain.
    package internal(set) var latestID: TransactionID
    package internal(set) var productID: String
    package internal(set) var expirationDate: Date
    /// Renewals fall on this date's day of the month (its anniversary), so a subscription begun
    /// on 31 January renews on 28 February, then 31 March.
    package internal(set) var anchor: Date
    /// Periods from `anchor` to `expirationDate`.
    package internal(set) var periodsSinceAnchor = 1
    /// Purchased by the account, or shared with it by a family member.
    package internal(set) var ownership: StoreTransaction.Ownership = .purchased
    package internal(set) var autoRenew = true
    /// A downgrade waiting for the next renewal.
    package internal(set) var nextProductID: String?
    /// The next renewal fails (`billing-issue TX [grace D]`); `grace` is the grace period to give.
    package internal(set) var billingIssue: BillingIssue?
    /// A price increase of the product it renews to, and whether the customer agreed.
    package internal(set) var priceIncrease = PriceIncreaseStatus.noIncreasePending
    package internal(set) var phase: Phase = .active
    /// The offer the current period is billed at, and its periods still to come.
    package internal(set) var runningOffer: RunningOffer?
    /// An offer that starts at the next renewal (a code redeemed, or a promotional offer bought,
    /// by a current subscriber).
    package internal(set) var nextOffer: SubscriptionOffer?

    package struct BillingIssue: Hashable, Sendable {
        package let grace: TimeSpan?
    }

    /// How long the store retries a failed renewal before the subscription lapses (Apple: 60 days).
    package static let billingRetryLength = TimeSpan.days(60)

    /// When this chain next changes by itself, if ever.
    package var nextBoundary: Date? {
        switch phase {
        case .active: return expirationDate
        case .grace(let until): return until
        case .billingRetry(let until): return until
        case .expired, .revoked: return nil
        }
    }

    package var isOngoing: Bool {
        switch phase {
        case .active, .grace, .billingRetry: return true
        case .expired, .revoked: return false
        }
    }
}
