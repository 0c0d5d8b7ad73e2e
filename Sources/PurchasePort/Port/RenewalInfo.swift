import Foundation

/// What the store says about a subscription's next renewal (`Product.SubscriptionInfo.RenewalInfo`).
public struct RenewalInfo: Hashable, Sendable {
    /// `willAutoRenew`.
    public let willAutoRenew: Bool
    /// `autoRenewPreference`: the product it renews to; another than the current one when a
    /// downgrade or crossgrade waits for the renewal.
    public let autoRenewPreference: String
    /// `expirationReason`, once it has ended: `expired`, `auto-renew-disabled`, `billing-error`,
    /// `deleted`; nil while it runs.
    public let expirationReason: String?
    /// `gracePeriodExpirationDate`, during a billing grace period.
    public let gracePeriodExpirationDate: Date?
    /// `isInBillingRetry`.
    public let isInBillingRetry: Bool
    /// `renewalDate`: when it renews next, while it will.
    public let renewalDate: Date?
    /// `offer`: the offer the next renewal is billed at (the rest of a pay-as-you-go offer, or a
    /// code or promotional offer a current subscriber took).
    public let offer: StoreTransaction.Offer?
    /// `eligibleWinBackOfferIDs`: the win-back offers the customer may take now, best first.
    public let eligibleWinBackOfferIDs: [String]
    /// `priceIncreaseStatus`: whether the next renewal waits for the customer's consent to a
    /// new price (`pending`) or is at the new price (`agreed`).
    public let priceIncreaseStatus: PriceIncreaseStatus
    /// `renewalPrice` and `currency`: what the next renewal charges (an offer's price, zero for a
    /// free period, else the regular price of the product it renews to).
    public let renewalPrice: Price?

    public init(willAutoRenew: Bool, autoRenewPreference: String, expirationReason: String? = nil,
                gracePeriodExpirationDate: Date? = nil, isInBillingRetry: Bool = false, renewalDate: Date? = nil,
                offer: StoreTransaction.Offer? = nil, eligibleWinBackOfferIDs: [String] = [],
                priceIncreaseStatus: PriceIncreaseStatus = .noIncreasePending, renewalPrice: Price? = nil) {
        self.renewalPrice = renewalPrice
        self.willAutoRenew = willAutoRenew
        self.autoRenewPreference = autoRenewPreference
        self.expirationReason = expirationReason
        self.gracePeriodExpirationDate = gracePeriodExpirationDate
        self.isInBillingRetry = isInBillingRetry
        self.renewalDate = renewalDate
        self.offer = offer
        self.eligibleWinBackOfferIDs = eligibleWinBackOfferIDs
        self.priceIncreaseStatus = priceIncreaseStatus
    }
}
