import Foundation
import StoreCore

extension Product.SubscriptionInfo {
    /// Where a subscription group stands: its renewal state, latest transaction and renewal info.
    public struct Status: Hashable, Sendable {
        public let state: RenewalState
        public let transaction: VerificationResult<Transaction>
        public let renewalInfo: VerificationResult<RenewalInfo>
    }

    /// The renewal state of a subscription.
    public struct RenewalState: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let subscribed = RenewalState(rawValue: 1)
        public static let expired = RenewalState(rawValue: 2)
        public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
        public static let inGracePeriod = RenewalState(rawValue: 4)
        public static let revoked = RenewalState(rawValue: 5)

        init(_ phase: SubscriptionChain.Phase) {
            switch phase {
            case .active: self = .subscribed
            case .grace: self = .inGracePeriod
            case .billingRetry: self = .inBillingRetryPeriod
            case .expired: self = .expired
            case .revoked: self = .revoked
            }
        }
    }

    /// What the App Store will do at the end of the period. The twin simulates the product the
    /// group is on, its first transaction, billing retry, the grace period's end, why it
    /// expired and the price-increase status; the rest of StoreKit's renewal info (auto-renew,
    /// the product it renews to, offers) is absent from the twin.
    public struct RenewalInfo: Hashable, Sendable {
        public let currentProductID: String
        public let originalTransactionID: UInt64
        public let isInBillingRetry: Bool
        public let gracePeriodExpirationDate: Date?
        public let expirationReason: ExpirationReason?
        public let priceIncreaseStatus: PriceIncreaseStatus

        /// Whether the next renewal waits for the customer's consent to a new price.
        public enum PriceIncreaseStatus: Hashable, Sendable {
            case noIncreasePending, pending, agreed

            init(_ status: StoreCore.PriceIncreaseStatus) {
                switch status {
                case .noIncreasePending: self = .noIncreasePending
                case .pending: self = .pending
                case .agreed: self = .agreed
                }
            }
        }

        /// Why a subscription expired.
        public struct ExpirationReason: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let autoRenewDisabled = ExpirationReason(rawValue: 1)
            public static let billingError = ExpirationReason(rawValue: 2)
            public static let didNotConsentToPriceIncrease = ExpirationReason(rawValue: 3)
            public static let productUnavailable = ExpirationReason(rawValue: 4)
            public static let unknown = ExpirationReason(rawValue: 5)

            /// The store's reasons: auto-renew off, billing and a price increase not consented
            /// to; a period that ran out or a deleted transaction has no StoreKit reason of its
            /// own: `unknown`.
            init(_ reason: String) {
                switch reason {
                case "auto-renew-disabled": self = .autoRenewDisabled
                case "billing-error": self = .billingError
                case "price-increase": self = .didNotConsentToPriceIncrease
                default: self = .unknown
                }
            }
        }
    }
}
