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
        /// `offer?.id` (StoreKit deprecates it in iOS 18 for `offer`).
        public var offerID: String? { offer?.id }
        /// `offer?.type` (StoreKit deprecates it in iOS 18 for `offer`).
        public var offerType: Transaction.OfferType? { offer?.type }
        /// `offer?.paymentMode?.rawValue` (StoreKit deprecates it in iOS 18 for `offer`).
        public var offerPaymentModeStringRepresentation: String? { offer?.paymentMode?.rawValue }
        public let priceIncreaseStatus: PriceIncreaseStatus
        /// The win-back offers the customer may take now, best first.
        public let eligibleWinBackOfferIDs: [String]
        /// Every renewal of the twin is `.xcode`, as in StoreKit Testing.
        public let environment: AppStore.Environment
        /// What the next renewal charges: the offer's price when it is billed at one (zero for a
        /// free period), else the regular price of the product it renews to.
        public let renewalPrice: Decimal?
        /// The currency of `renewalPrice`.
        public let currency: Locale.Currency?
        /// The app account token of the subscription's purchase (`.appAccountToken(UUID)`).
        public let appAccountToken: UUID?

        init(_ info: StoreCore.RenewalInfo, of status: SubscriptionStatus, originalTransactionID: UInt64,
             appAccountToken: UUID? = nil) {
            self.appAccountToken = appAccountToken
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
            environment = .xcode
            renewalPrice = info.renewalPrice?.amount
            currency = info.renewalPrice.map { Locale.Currency($0.currencyCode) }
        }

        /// The renewal info as the App Store's decoded payload writes it
        /// (`JWSRenewalInfoDecodedPayload`): `autoRenewStatus` 1 or 0, `expirationIntent`,
        /// `priceIncreaseStatus` 0 (not answered) or 1 (agreed) while an increase is pending, dates
        /// in milliseconds since 1970, `autoRenewProductId` the product it renews to (the current
        /// one when it will not renew). Not written: `signedDate`, `renewalPrice`, `currency`,
        /// `recentSubscriptionStartDate`, `appAccountToken`, `appTransactionId`, `offerPeriod`.
        public var jsonRepresentation: Data {
            var payload = SignedPayload()
            payload.add("originalTransactionId", String(originalTransactionID))
            payload.add("autoRenewProductId", autoRenewPreference ?? currentProductID)
            payload.add("productId", currentProductID)
            payload.add("autoRenewStatus", willAutoRenew ? 1 : 0)
            payload.add("expirationIntent", expirationReason?.rawValue)
            payload.add("gracePeriodExpiresDate", gracePeriodExpirationDate)
            payload.add("isInBillingRetryPeriod", isInBillingRetry)
            payload.add("offerType", offer?.type.rawValue)
            payload.add("offerIdentifier", offer?.id)
            payload.add("offerDiscountType", offer?.paymentMode?.rawValue)
            switch priceIncreaseStatus {
            case .pending: payload.add("priceIncreaseStatus", 0)
            case .agreed: payload.add("priceIncreaseStatus", 1)
            case .noIncreasePending: break
            }
            payload.add("renewalDate", renewalDate)
            if !eligibleWinBackOfferIDs.isEmpty { payload.add("eligibleWinBackOfferIds", eligibleWinBackOfferIDs) }
            payload.add("environment", environment.rawValue)
            payload.add("appAccountToken", appAccountToken?.uuidString.lowercased())
            return payload.data
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
