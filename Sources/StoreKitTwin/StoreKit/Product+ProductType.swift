import StoreCore

extension Product {
    /// The kind of a product.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")

        /// A store-dated trial is a free non-consumable.
        init(_ kind: ProductKind) {
            switch kind {
            case .unlock, .trial: self = .nonConsumable
            case .consumable: self = .consumable
            case .nonRenewing: self = .nonRenewable
            case .subscription: self = .autoRenewable
            }
        }
    }
}
