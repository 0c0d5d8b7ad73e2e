import Foundation

/// An offer on an auto-renewable subscription (`Product.SubscriptionOffer`): introductory,
/// promotional, offer code or win-back, with how the customer pays during it.
public struct SubscriptionOffer: Hashable, Sendable {
    /// Who the offer is for, as StoreKit names the offer types (`Transaction.OfferType`).
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        /// Applied by the store to an eligible customer's purchase: once per group per account.
        case introductory
        /// For current and lapsed subscribers, bought with a signature from the app's server.
        case promotional
        /// Redeemed with an offer code, outside the purchase flow.
        case code
        /// For lapsed subscribers who meet the offer's eligibility.
        case winBack = "win-back"
    }

    /// How the customer pays during the offer (`Product.SubscriptionOffer.PaymentMode`).
    public enum PaymentMode: String, CaseIterable, Hashable, Sendable {
        /// Nothing, for the whole offer.
        case freeTrial = "free-trial"
        /// The offer price each offer period, for `periodCount` periods.
        case payAsYouGo = "pay-as-you-go"
        /// The offer price once, for the whole offer.
        case payUpFront = "pay-up-front"

        /// `free trial`, `pay as you go`, `pay up front`.
        /// (Spelled out: Foundation's `replacingOccurrences` cost ~36,000 instructions a call,
        /// and every step's access reason for a subscription bought with an offer reads it.)
        public var phrase: String {
            switch self {
            case .freeTrial: "free trial"
            case .payAsYouGo: "pay as you go"
            case .payUpFront: "pay up front"
            }
        }
    }

    /// Who may take an offer code or a win-back offer.
    public enum Customer: String, CaseIterable, Hashable, Sendable {
        /// Has never subscribed in the group.
        case new
        /// Subscribes in the group now.
        case existing
        /// Subscribed in the group and lapsed.
        case expired
    }

    public let kind: Kind
    /// The offer's identifier: `offerID` for a promotional or win-back offer, the reference name
    /// of an offer code; nil for an introductory offer (StoreKit gives it none).
    public let id: String?
    public let paymentMode: PaymentMode
    /// One offer period.
    public let period: SubscriptionPeriod
    /// Offer periods: billed one by one for pay as you go; one span for the other modes.
    public let periodCount: Int
    /// What the customer pays per offer period (pay as you go) or once (pay up front); nil
    /// for a free trial.
    public let price: Price?
    /// Who may take it: an offer code's `eligibility`; a win-back offer's customers are the
    /// lapsed ones (none when the file marks it not eligible). Unused for the other kinds.
    public let customers: Set<Customer>

    public init(kind: Kind, id: String?, paymentMode: PaymentMode, period: SubscriptionPeriod, periodCount: Int = 1,
                price: Price? = nil, customers: Set<Customer>? = nil) {
        self.kind = kind
        self.id = id
        self.paymentMode = paymentMode
        self.period = period
        self.periodCount = max(1, periodCount)
        self.price = paymentMode == .freeTrial ? nil : price
        switch kind {
        case .code: self.customers = customers ?? Set(Customer.allCases)
        case .winBack: self.customers = customers ?? [.expired]
        case .promotional: self.customers = customers ?? [.existing, .expired]
        case .introductory: self.customers = customers ?? [.new]
        }
    }

    /// Whether the offer's first transaction covers all its periods (free trial, pay up front).
    public var isOneSpan: Bool { paymentMode != .payAsYouGo }

    /// Whether the offer is signed by the app's server when bought (promotional offers only).
    public var needsSignature: Bool { kind == .promotional }

    /// What a period (pay as you go) or the span (pay up front) bought with the offer costs: its
    /// price, or nothing for a free trial, in the currency of the product's `regular` price.
    public func charge(regular: Price?) -> Price? {
        if let price { return price }
        return regular.map { Price(amount: 0, currencyCode: $0.currencyCode) }
    }

    /// How the offer reads in logs and on screen: `free trial P2W`, `pay as you go $1.99 P1M ×3`.
    public func summary(locale: Locale) -> String {
        summary(price: price?.formatted(for: locale))
    }

    /// `summary(locale:)` in a store's locale.
    package func summary(locale: PriceLocale) -> String {
        summary(price: price?.formatted(for: locale))
    }

    private func summary(price formatted: String?) -> String {
        let price = formatted.map { " \($0)" } ?? ""
        let count = periodCount > 1 ? " ×\(periodCount)" : ""
        return "\(paymentMode.phrase)\(price) \(period)\(count)"
    }

    /// `introductory`, `promotional 'spring'`, `code 'TestOffer'`.
    public var name: String { id.map { "\(kind.rawValue) '\($0)'" } ?? kind.rawValue }
}
