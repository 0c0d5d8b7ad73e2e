import StoreCore

extension Transaction {
    /// The subscription offer a transaction was bought or renewed with (`transaction.offer`,
    /// and the renewal info's `offer`, the one the next renewal is billed at).
    public struct Offer: Hashable, Sendable {
        /// The offer's identifier; nil for an introductory offer.
        public let id: String?
        public let type: OfferType
        public let paymentMode: PaymentMode?
        /// The whole offer: one offer period times their count (`P2M` for two months).
        public let period: Product.SubscriptionPeriod?

        /// How the customer pays during the offer. Apple documents no raw values; the twin's
        /// are the App Store Server API's `offerDiscountType` names, which its payloads write.
        public struct PaymentMode: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public static let freeTrial = PaymentMode(rawValue: "FREE_TRIAL")
            public static let payAsYouGo = PaymentMode(rawValue: "PAY_AS_YOU_GO")
            public static let payUpFront = PaymentMode(rawValue: "PAY_UP_FRONT")
        }

        init(_ offer: StoreCore.StoreTransaction.Offer) {
            id = offer.id
            type = OfferType(offer.type)
            period = offer.period.map(Product.SubscriptionPeriod.init)
            switch offer.paymentMode {
            case .freeTrial: paymentMode = .freeTrial
            case .payAsYouGo: paymentMode = .payAsYouGo
            case .payUpFront: paymentMode = .payUpFront
            }
        }
    }

    /// The kind of offer a transaction applies, with StoreKit's raw values.
    public struct OfferType: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let introductory = OfferType(rawValue: 1)
        public static let promotional = OfferType(rawValue: 2)
        public static let code = OfferType(rawValue: 3)
        public static let winBack = OfferType(rawValue: 4)

        init(_ kind: SubscriptionOffer.Kind) {
            switch kind {
            case .introductory: self = .introductory
            case .promotional: self = .promotional
            case .code: self = .code
            case .winBack: self = .winBack
            }
        }
    }
}
