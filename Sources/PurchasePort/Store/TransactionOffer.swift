extension StoreTransaction {
    /// The offer a transaction was bought or renewed with (`Transaction.Offer`): its type, its
    /// identifier (nil for an introductory offer) and how the customer paid.
    public struct Offer: Hashable, Sendable, CustomStringConvertible {
        public let type: SubscriptionOffer.Kind
        public let id: String?
        public let paymentMode: SubscriptionOffer.PaymentMode

        public init(type: SubscriptionOffer.Kind, id: String?, paymentMode: SubscriptionOffer.PaymentMode) {
            self.type = type
            self.id = id
            self.paymentMode = paymentMode
        }

        public init(_ offer: SubscriptionOffer) {
            self.init(type: offer.kind, id: offer.id, paymentMode: offer.paymentMode)
        }

        /// `introductory free-trial`, `promotional 'spring' pay-up-front`.
        public var description: String {
            "\(type.rawValue)\(id.map { " '\($0)'" } ?? "") \(paymentMode.rawValue)"
        }
    }
}
