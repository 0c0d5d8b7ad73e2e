import StoreCore

/// One of a subscription's `billingPlans` (format 5.0): billed up front, or monthly over a commitment.
public struct StoreKitBillingPlan: Hashable, Sendable {
    /// `BILLED_UPFRONT` or `MONTHLY`.
    public let type: String
    /// The price of one billing (`"0.5"` a month), as written.
    public let displayPrice: String?
    public let price: Price?
    /// The price of the whole commitment (`"6.00"`), as written.
    public let commitmentDisplayPrice: String?
    public let commitmentPrice: Price?
    public let isEnabled: Bool
    public let internalID: String?
    public let source: StoreKitSource
}
