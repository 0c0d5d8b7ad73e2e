import StoreCore

/// A subscription offer: introductory, promotional (`adHocOffers`), offer code or win-back.
public struct StoreKitOffer: Hashable, Sendable {
    /// How the customer pays during the offer.
    public enum PaymentMode: String, Hashable, Sendable {
        /// Nothing, for the offer's periods (a free trial).
        case free
        /// The offer price each period, for `numberOfPeriods` periods.
        case payAsYouGo
        /// The offer price once, for the whole offer.
        case payUpFront
    }

    public let paymentMode: PaymentMode
    /// The length of one offer period (`subscriptionPeriod`).
    public let period: SubscriptionPeriod
    /// How many periods the offer lasts; 1 when the file does not say.
    public let numberOfPeriods: Int
    /// The offer price as written (`"1.99"`); free offers have none or `""` (as Xcode writes).
    public let displayPrice: String?
    /// Zero for a free offer, whatever `displayPrice` says; otherwise `displayPrice` in the
    /// file's currency, `nil` when absent, empty or unreadable.
    public let price: Price?
    /// The `offerID` of a promotional or win-back offer.
    public let offerID: String?
    public let referenceName: String?
    public let internalID: String?
    /// Who may redeem an offer code: `new`, `existing`, `expired`.
    public let eligibility: [String]
    /// Whether an offer code stacks with an introductory offer.
    public let isStackable: Bool?
    /// Whether a win-back offer is eligible in Xcode's testing.
    public let isEligible: Bool?
    /// The billing plan the offer applies to (format 5.0): `BILLED_UPFRONT`, `MONTHLY`.
    public let billingPlanType: String?
    public let source: StoreKitSource
}
