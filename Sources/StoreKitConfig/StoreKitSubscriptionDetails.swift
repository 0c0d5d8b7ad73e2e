import StoreCore

/// What an auto-renewable subscription adds to a product: its group, period, level and offers.
public struct StoreKitSubscriptionDetails: Hashable, Sendable {
    /// The `name` of the enclosing subscription group; empty when the group has none.
    public let groupName: String
    /// The subscription's `subscriptionGroupID`, else the group's `id`.
    public let groupID: String?
    /// `recurringSubscriptionPeriod`: `P1W`, `P1M`, `P1Y`, …
    public let period: SubscriptionPeriod
    /// `groupNumber`: the service level, 1 being the highest.
    public let level: Int
    /// `introductoryOffers` (format 5.0), else the single `introductoryOffer`.
    public let introductoryOffers: [StoreKitOffer]
    /// `adHocOffers`: promotional offers, signed by the app's server.
    public let promotionalOffers: [StoreKitOffer]
    /// `codeOffers`.
    public let offerCodes: [StoreKitOffer]
    /// `winbackOffers` (format 4.0 on).
    public let winBackOffers: [StoreKitOffer]
    /// `billingPlans` (format 5.0).
    public let billingPlans: [StoreKitBillingPlan]
}
