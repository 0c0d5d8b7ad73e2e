import StoreCore

/// One of a subscription's `billingPlans` (format 5.0): billed up front, or monthly over a commitment.
package struct StoreKitBillingPlan: Hashable, Sendable {
    /// `BILLED_UPFRONT` or `MONTHLY`.
    package let type: String
    /// The price of one billing (`"0.5"` a month), as written.
    package let displayPrice: String?
    package let price: Price?
    /// The price of the whole commitment (`"6.00"`), as written.
    package let commitmentDisplayPrice: String?
    package let commitmentPrice: Price?
    package let isEnabled: Bool
    package let internalID: String?
    package let source: StoreKitSource
}
