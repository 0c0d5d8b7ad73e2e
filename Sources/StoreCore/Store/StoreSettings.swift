import Foundation
import PurchasePort

/// Store-wide settings, as a `.storekit` file's `settings` block or scenario commands set them.
public struct StoreSettings: Hashable, Sendable {
    /// Every purchase asks a parent first (`_askToBuyEnabled`).
    public var askToBuy = false
    /// Failures injected per store call (`_storeKitErrors`, `fail API ERROR`).
    public var failures: [StoreAPI: StoreError] = [:]
    /// Renewals fail with a billing issue (`_renewalBillingIssuesEnabled`, `_billingIssuesEnabled`).
    public var renewalBillingIssues = false
    /// The grace period given when a renewal fails (`_billingGracePeriodEnabled` gives 16 days).
    public var billingGracePeriod: TimeSpan? = nil
    /// The locale prices are formatted for (`_locale`).
    public var locale = Locale(identifier: "en_US")
    /// The storefront, a three-letter country code (`_storefront`).
    public var storefront = "USA"
    /// Seconds of store time per second of real time in live clock mode (`_timeRate`).
    public var timeRate: Double = 1

    public init() {}
}
