import Foundation
import StoreCore

/// A file's `settings` block as written, and the store settings it amounts to.
/// Missing members take Xcode's defaults: everything off, `en_US`, `USA`, real time.
package struct StoreKitSettings: Hashable, Sendable {
    /// How long a billing grace period lasts when `_billingGracePeriodEnabled` is set:
    /// Apple's grace period for all but weekly subscriptions.
    package static let billingGracePeriod = TimeSpan.days(16)

    /// `_askToBuyEnabled`.
    package let askToBuyEnabled: Bool
    /// `_billingIssuesEnabled` (formats up to 4.0; still written by 5.0).
    package let billingIssuesEnabled: Bool
    /// `_renewalBillingIssuesEnabled` (format 5.0).
    package let renewalBillingIssuesEnabled: Bool
    /// `_billingGracePeriodEnabled`.
    package let billingGracePeriodEnabled: Bool
    /// `_disableDialogs`.
    package let disableDialogs: Bool
    /// `_failTransactionsEnabled`: purchases fail with `legacyErrorCode`.
    package let failTransactionsEnabled: Bool
    /// `_storeKitError`: an `SKError.Code` raw value (formats up to 2.0).
    package let legacyErrorCode: Int?
    /// `_storeKitErrors` (format 3.0 on).
    package let simulatedErrors: [StoreKitSimulatedError]
    /// `_locale`, e.g. `en_US`.
    package let locale: String?
    /// `_storefront`, a three-letter country code, e.g. `USA`.
    package let storefront: String?
    /// `_timeRate` as written; see `timeRate`.
    package let timeRateCode: Int?
    package let source: StoreKitSource

    /// The locale identifier in effect: `_locale`, else Xcode's default `en_US`, which also
    /// stands in for a `_locale` prices cannot be formatted in (`PriceLocale`; `check` and
    /// loading refuse the file for it).
    package var localeIdentifier: String {
        guard let locale, PriceLocale.accepts(locale) else { return "en_US" }
        return locale
    }

    /// The storefront in effect, in capitals: `_storefront`, else Xcode's default `USA`.
    package var storefrontCode: String { (storefront ?? "USA").uppercased() }

    /// `_timeRate` read as one of Xcode's rates; `nil` when absent or not a rate Xcode has.
    package var timeRate: StoreKitTimeRate? { timeRateCode.flatMap(StoreKitTimeRate.init(rawValue:)) }

    /// The store settings these amount to. An unknown `_timeRate` runs in real time.
    package var storeSettings: StoreSettings {
        var settings = StoreSettings()
        settings.askToBuy = askToBuyEnabled
        settings.failures = failures
        settings.renewalBillingIssues = billingIssuesEnabled || renewalBillingIssuesEnabled
        settings.billingGracePeriod = billingGracePeriodEnabled ? Self.billingGracePeriod : nil
        settings.locale = PriceLocale(Locale(identifier: localeIdentifier))
        settings.storefront = storefrontCode
        settings.timeRate = (timeRate ?? .realTime).storeSecondsPerRealSecond
        return settings
    }

    /// The failing calls: the legacy purchase failure, then every enabled `_storeKitErrors` entry
    /// for a call storedbg simulates (an entry wins over the legacy setting). An error with no
    /// storedbg counterpart becomes `unknown`.
    package var failures: [StoreAPI: StoreError] {
        var failures: [StoreAPI: StoreError] = [:]
        if failTransactionsEnabled {
            failures[.purchase] = StoreKitErrorTable.legacyErrors[legacyErrorCode ?? 0] ?? .unknown
        }
        for entry in simulatedErrors where entry.enabled {
            guard let api = entry.api else { continue }
            failures[api] = entry.error ?? .unknown
        }
        return failures
    }
}
