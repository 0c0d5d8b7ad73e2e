extension StoreTransaction {
    /// The offer a transaction was bought or renewed with (`Transaction.Offer`): its type, its
    /// identifier (nil for an introductory offer), how the customer paid and how long it lasts.
    public struct Offer: Hashable, Sendable, CustomStringConvertible {
        public let type: SubscriptionOffer.Kind
        public let id: String?
        public let paymentMode: SubscriptionOffer.PaymentMode
        /// The whole offer: one offer period times their count (`P2M` for two months), as the App
        /// Store's `offerPeriod` writes it; nil when not known.
        public let period: SubscriptionPeriod?

        public init(type: SubscriptionOffer.Kind, id: String?, paymentMode: SubscriptionOffer.PaymentMode,
                    period: SubscriptionPeriod? = nil) {
            self.type = type
            self.id = id
            self.paymentMode = paymentMode
            self.period = period
        }

        public init(_ offer: SubscriptionOffer) {
            let count = offer.period.count.multipliedReportingOverflow(by: offer.periodCount)
            self.init(type: offer.kind, id: offer.id, paymentMode: offer.paymentMode,
                      period: count.overflow ? nil : SubscriptionPeriod(count: count.partialValue, unit: offer.period.unit))
        }

        /// `introductory free-trial`, `promotional 'spring' pay-up-front`.
        public var description: String {
            "\(type.rawValue)\(id.map { " '\($0)'" } ?? "") \(paymentMode.rawValue)"
        }
    }
}
