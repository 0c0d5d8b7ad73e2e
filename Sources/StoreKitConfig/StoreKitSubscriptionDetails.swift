import StoreCore

/// What an auto-renewable subscription adds to a product: its group, period, level and offers.
package struct StoreKitSubscriptionDetails: Hashable, Sendable {
    /// The `name` of the enclosing subscription group; empty when the group has none.
    package let groupName: String
    /// The group's localised `displayName` (from its `localizations`, chosen as a product's
    /// name is); nil when it has none.
    package let groupDisplayName: String?
    /// The subscription's `subscriptionGroupID`, else the group's `id`.
    package let groupID: String?
    /// `recurringSubscriptionPeriod`: `P1W`, `P1M`, `P1Y`, …
    package let period: SubscriptionPeriod
    /// `groupNumber`: the service level, 1 being the highest.
    package let level: Int
    /// `introductoryOffers` (format 5.0), else the single `introductoryOffer`.
    package let introductoryOffers: [StoreKitOffer]
    /// `adHocOffers`: promotional offers, signed by the app's server.
    package let promotionalOffers: [StoreKitOffer]
    /// `codeOffers`.
    package let offerCodes: [StoreKitOffer]
    /// `winbackOffers` (format 4.0 on).
    package let winBackOffers: [StoreKitOffer]
    /// `billingPlans` (format 5.0).
    package let billingPlans: [StoreKitBillingPlan]
}
