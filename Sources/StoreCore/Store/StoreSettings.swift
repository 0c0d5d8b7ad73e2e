import Foundation
import PurchasePort

/// Store-wide settings, as a `.storekit` file's `settings` block or scenario commands set them.
package struct StoreSettings: Hashable, Sendable {
    /// Every purchase asks a parent first (`_askToBuyEnabled`).
    package var askToBuy = false
    /// Failures injected per store call (`_storeKitErrors`, `fail API ERROR`).
    package var failures: [StoreAPI: StoreError] = [:]
    /// Renewals fail with a billing issue (`_renewalBillingIssuesEnabled`, `_billingIssuesEnabled`).
    package var renewalBillingIssues = false
    /// The grace period given when a renewal fails (`_billingGracePeriodEnabled` gives 16 days).
    package var billingGracePeriod: TimeSpan? = nil
    /// The locale prices are formatted for (`_locale`): `en_US` without a Foundation `Locale`.
    package var locale = PriceLocale.enUS
    /// The storefront, a three-letter country code (`_storefront`).
    package var storefront = "USA"
    /// Seconds of store time per second of real time in live clock mode (`_timeRate`).
    package var timeRate: Double = 1

    package init() {}

    /// The storefront a transaction made now is sold in, as the ledger keeps it: nil for the
    /// usual USA in `en_US`.
    var transactionStorefront: StorefrontState? {
        storefront == "USA" && locale.isEnglishUS ? nil : StorefrontState(countryCode: storefront, localeIdentifier: locale.identifier)
    }
}
