import Foundation
import PurchasePort

/// The offers App Store Connect can create, by payment mode (Apple: App Store Connect API
/// `SubscriptionOfferDuration` — THREE_DAYS, ONE_WEEK, TWO_WEEKS, ONE_MONTH, TWO_MONTHS,
/// THREE_MONTHS, SIX_MONTHS, ONE_YEAR — and App Store Connect Help, "Set up introductory offers
/// for auto-renewable subscriptions"):
///
/// - a free trial lasts 3 days, 1 week, 2 weeks, 1 month, 2 months, 3 months, 6 months or 1 year;
/// - pay up front covers 1, 2, 3 or 6 months or 1 year;
/// - pay as you go bills the subscription's own period, for at most a year of periods (1–12
///   weeks or months, 2–12 months by 2, 3–12 by 3, 6 or 12 months, 1 year).
///
/// storedbg runs any offer; `storedbg check` warns about one App Store Connect cannot create.
extension SubscriptionOffer {
    /// An offer's whole length, in days (day and week periods) or months (month and year periods).
    enum Length: Hashable {
        case days(Int), months(Int)

        init(_ period: SubscriptionPeriod, times: Int) {
            let count = period.count * times
            switch period.unit {
            case .day: self = .days(count)
            case .week: self = .days(7 * count)
            case .month: self = .months(count)
            case .year: self = .months(12 * count)
            }
        }
    }

    static let freeTrialLengths: [Length] = [.days(3), .days(7), .days(14), .months(1), .months(2), .months(3), .months(6), .months(12)]
    static let payUpFrontLengths: [Length] = [.months(1), .months(2), .months(3), .months(6), .months(12)]
    static let freeTrialNames = "3 days, 1 week, 2 weeks, 1 month, 2 months, 3 months, 6 months or 1 year"
    static let payUpFrontNames = "1 month, 2 months, 3 months, 6 months or 1 year"

    /// Why App Store Connect could not create this offer on a subscription renewing every
    /// `subscriptionPeriod`; nil when it could.
    package func appStoreConnectProblem(subscriptionPeriod: SubscriptionPeriod) -> String? {
        let length = Length(period, times: periodCount)
        let written = "\(period)" + (periodCount > 1 ? " ×\(periodCount)" : "")
        switch paymentMode {
        case .freeTrial:
            guard !Self.freeTrialLengths.contains(length) else { return nil }
            return "App Store Connect cannot create a free trial of \(written); a free trial lasts \(Self.freeTrialNames) (SubscriptionOfferDuration)"
        case .payUpFront:
            guard !Self.payUpFrontLengths.contains(length) else { return nil }
            return "App Store Connect cannot create a pay-up-front offer of \(written); it covers \(Self.payUpFrontNames) (SubscriptionOfferDuration)"
        case .payAsYouGo:
            guard Length(period, times: 1) == Length(subscriptionPeriod, times: 1) else {
                return "App Store Connect cannot create a pay-as-you-go offer billed every \(period) on a subscription renewing every \(subscriptionPeriod); a pay-as-you-go offer bills the subscription's own period"
            }
            let withinAYear: Bool
            switch length {
            case .days(let days): withinAYear = days <= 7 * 12
            case .months(let months): withinAYear = months <= 12
            }
            guard !withinAYear else { return nil }
            return "App Store Connect cannot create a pay-as-you-go offer of \(written); it lasts at most a year of periods (12 weeks for a weekly subscription)"
        }
    }
}

extension StoreProduct {
    /// Why a run refuses to raise this product's price to `price` (`price-increase`); nil when it
    /// may. A new price is above zero, above the current one, and in the same currency.
    package func priceIncreaseProblem(to price: Price, locale: PriceLocale) -> String? {
        guard kind.isAutoRenewable else { return "'\(id)' is \(kind.withArticle), not an auto-renewable subscription" }
        guard price.amount > 0 else { return "the new price must be above 0" }
        guard let current = self.price else { return nil }
        guard current.currencyCode == price.currencyCode else {
            return "\(id) is priced in \(current.currencyCode); the new price must be in \(current.currencyCode) too"
        }
        guard price.amount > current.amount else {
            return "\(price.formatted(for: locale)) is not an increase: \(id) costs \(current.formatted(for: locale))"
        }
        return nil
    }

    /// Why a family member cannot share this product (`family-share`), whoever owns what; nil
    /// when they may.
    package var familySharingProblem: String? {
        guard familyShareable else { return "'\(id)' is not family shareable" }
        guard kind == .unlock || kind.isAutoRenewable else {
            return "'\(id)' is \(kind.withArticle); only unlocks and subscriptions can be family shared"
        }
        return nil
    }
}
