import StoreCore

/// A subscription offer: introductory, promotional (`adHocOffers`), offer code or win-back.
package struct StoreKitOffer: Hashable, Sendable {
    /// How the customer pays during the offer.
    package enum PaymentMode: String, Hashable, Sendable {
        /// Nothing, for the offer's periods (a free trial).
        case free
        /// The offer price each period, for `numberOfPeriods` periods.
        case payAsYouGo
        /// The offer price once, for the whole offer.
        case payUpFront
    }

    package let paymentMode: PaymentMode
    /// The length of one offer period (`subscriptionPeriod`).
    package let period: SubscriptionPeriod
    /// How many periods the offer lasts; 1 when the file does not say.
    package let numberOfPeriods: Int
    /// The offer price as written (`"1.99"`); free offers have none or `""` (as Xcode writes).
    package let displayPrice: String?
    /// Zero for a free offer, whatever `displayPrice` says; otherwise `displayPrice` in the
    /// file's currency, `nil` when absent, empty or unreadable.
    package let price: Price?
    /// The `offerID` of a promotional or win-back offer.
    package let offerID: String?
    package let referenceName: String?
    package let internalID: String?
    /// Who may redeem an offer code: `new`, `existing`, `expired`.
    package let eligibility: [String]
    /// Whether an offer code stacks with an introductory offer.
    package let isStackable: Bool?
    /// Whether a win-back offer is eligible in Xcode's testing.
    package let isEligible: Bool?
    /// The billing plan the offer applies to (format 5.0): `BILLED_UPFRONT`, `MONTHLY`.
    package let billingPlanType: String?
    package let source: StoreKitSource
}
