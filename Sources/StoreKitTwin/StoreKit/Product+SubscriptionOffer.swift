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

        /// The kinds of offer a product lists: introductory, promotional, win-back.
        public struct OfferType: Hashable, Sendable {
            private let name: String
            public static let introductory = OfferType(name: "introductory")
            public static let promotional = OfferType(name: "promotional")
            public static let winBack = OfferType(name: "win-back")
        }

        /// How the customer pays during the offer.
        public struct PaymentMode: Hashable, Sendable {
            private let name: String
            public static let freeTrial = PaymentMode(name: "free-trial")
            public static let payAsYouGo = PaymentMode(name: "pay-as-you-go")
            public static let payUpFront = PaymentMode(name: "pay-up-front")

            init(_ mode: StoreCore.SubscriptionOffer.PaymentMode) {
                switch mode {
                case .freeTrial: self = .freeTrial
                case .payAsYouGo: self = .payAsYouGo
                case .payUpFront: self = .payUpFront
                }
            }

            private init(name: String) { self.name = name }
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
