/// Whether an auto-renewable subscription is subject to a price increase
/// (`Product.SubscriptionInfo.RenewalInfo.PriceIncreaseStatus`).
public enum PriceIncreaseStatus: String, CaseIterable, Hashable, Sendable {
    /// `noIncreasePending`: it renews at the price it has.
    case noIncreasePending = "no-increase"
    /// The price went up and the customer has not consented yet: without consent by the
    /// renewal, the subscription expires (`didNotConsentToPriceIncrease`).
    case pending
    /// It renews at the new price: the customer consented, or the increase needed no consent and
    /// the App Store told them.
    case agreed
}
