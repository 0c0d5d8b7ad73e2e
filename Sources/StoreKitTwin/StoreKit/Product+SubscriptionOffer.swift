import Foundation
import StoreCore

extension Product {
    /// An offer on an auto-renewable subscription (`Product.SubscriptionOffer`): introductory,
    /// promotional or win-back, as the catalogue defines it. Offer codes are redeemed outside the
    /// app and have no `SubscriptionOffer`.
    public struct SubscriptionOffer: Hashable, Sendable {
        /// The offer's identifier; nil for an introductory offer.
        public let id: String?
        public let type: OfferType
        /// The price per offer period (pay as you go) or for the whole offer (pay up front);
        /// zero for a free trial.
        public let price: Decimal
        /// `price` in the storefront's locale.
        public let displayPrice: String
        /// One offer period.
        public let period: SubscriptionPeriod
        /// How many offer periods the offer lasts.
        public let periodCount: Int
        public let paymentMode: PaymentMode

        /// The kinds of offer a product lists: introductory, promotional, win-back. Apple
        /// documents no raw values; the twin's are the members' names.
        public struct OfferType: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let introductory = OfferType(rawValue: "introductory")
            public static let promotional = OfferType(rawValue: "promotional")
            public static let winBack = OfferType(rawValue: "winBack")
        }

        /// How the customer pays during the offer. Apple documents no raw values; the twin's
        /// are the App Store Server API's `offerDiscountType` names.
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let freeTrial = PaymentMode(rawValue: "FREE_TRIAL")
            public static let payAsYouGo = PaymentMode(rawValue: "PAY_AS_YOU_GO")
            public static let payUpFront = PaymentMode(rawValue: "PAY_UP_FRONT")

            init(_ mode: StoreCore.SubscriptionOffer.PaymentMode) {
                switch mode {
                case .freeTrial: self = .freeTrial
                case .payAsYouGo: self = .payAsYouGo
                case .payUpFront: self = .payUpFront
                }
            }
        }

        /// The signature the app's server made for a promotional offer
        /// (`purchase(options: [.promotionalOffer(offerID:signature:)])`).
        public struct Signature: Hashable, Sendable {
            public var keyID: String
            public var nonce: UUID
            public var timestamp: Int
            public var signature: Data

            public init(keyID: String, nonce: UUID, timestamp: Int, signature: Data) {
                self.keyID = keyID
                self.nonce = nonce
                self.timestamp = timestamp
                self.signature = signature
            }
        }

        /// A catalogue offer as the product lists it; nil for an offer code. A free trial's price
        /// is zero in the product's currency.
        init?(_ offer: StoreCore.SubscriptionOffer, of product: StoreCore.StoreProduct, locale: Locale) {
            switch offer.kind {
            case .introductory: type = .introductory
            case .promotional: type = .promotional
            case .winBack: type = .winBack
            case .code: return nil
            }
            id = offer.id
            let price = offer.price ?? Price(amount: 0, currencyCode: product.price?.currencyCode ?? "USD")
            self.price = price.amount
            displayPrice = price.formatted(for: locale)
            period = SubscriptionPeriod(offer.period)
            periodCount = offer.periodCount
            paymentMode = PaymentMode(offer.paymentMode)
        }
    }
}
