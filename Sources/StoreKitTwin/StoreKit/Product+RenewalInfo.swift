import Foundation
import StoreCore

extension Product.SubscriptionInfo {
    /// What the App Store will do at the end of the period, as the simulated store says:
    /// auto-renew and the product it renews to, when, at which offer, billing retry, the grace
    /// period's end, why it expired, a price increase, and the win-back offers the customer may take.
    public struct RenewalInfo: Hashable, Sendable {
        /// The product the group is on now.
        public let currentProductID: String
        public let originalTransactionID: UInt64
        public let willAutoRenew: Bool
        /// The product it renews to (another one when a downgrade or crossgrade waits); nil when
        /// it will not renew (auto-renew off, or it has ended).
        public let autoRenewPreference: String?
        /// Why it expired, once it has; nil while it runs.
        public let expirationReason: ExpirationReason?
        public let gracePeriodExpirationDate: Date?
        public let isInBillingRetry: Bool
        /// When it renews next, while it will.
        public let renewalDate: Date?
        /// The offer the next renewal is billed at (the rest of a pay-as-you-go offer, or an offer
        /// a current subscriber took).
        public let offer: Transaction.Offer?
        public let priceIncreaseStatus: PriceIncreaseStatus
        /// The win-back offers the customer may take now, best first.
        public let eligibleWinBackOfferIDs: [String]

        init(_ info: StoreCore.RenewalInfo, of status: SubscriptionStatus, originalTransactionID: UInt64) {
            currentProductID = status.productID
            self.originalTransactionID = originalTransactionID
            willAutoRenew = info.willAutoRenew
            var ended = false
            switch status.phase {
            case .expired, .revoked: ended = true
            case .active, .grace, .billingRetry: break
            }
            autoRenewPreference = info.willAutoRenew && !ended ? info.autoRenewPreference : nil
            expirationReason = info.expirationReason.map(ExpirationReason.init)
            gracePeriodExpirationDate = info.gracePeriodExpirationDate
            isInBillingRetry = info.isInBillingRetry
            renewalDate = info.renewalDate
            offer = info.offer.map(Transaction.Offer.init)
            priceIncreaseStatus = PriceIncreaseStatus(status.priceIncreaseStatus)
            eligibleWinBackOfferIDs = info.eligibleWinBackOfferIDs
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

            /// The store's reasons: auto-renew off, billing, a price increase not consented to;
            /// a period that ran out, a deleted or revoked transaction have no StoreKit reason of
            /// their own: `unknown`.
            init(_ reason: String) {
                switch reason {
                case "auto-renew-disabled": self = .autoRenewDisabled
                case "billing-error": self = .billingError
                case "price-increase": self = .didNotConsentToPriceIncrease
                default: self = .unknown
                }
            }
        }

        /// Whether the subscription is subject to a price increase.
        @frozen
        public enum PriceIncreaseStatus: Hashable, Sendable {
            /// It renews at the price it has.
            case noIncreasePending
            /// The customer has not answered an increase that needs consent: without it, the
            /// subscription expires at the renewal (`didNotConsentToPriceIncrease`).
            case pending
            /// It renews at the new price.
            case agreed

            init(_ status: StoreCore.PriceIncreaseStatus) {
                switch status {
                case .noIncreasePending: self = .noIncreasePending
                case .pending: self = .pending
                case .agreed: self = .agreed
                }
            }
        }
    }
}
