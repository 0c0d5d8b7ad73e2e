/// One product in the store's catalogue.
public struct StoreProduct: Hashable, Sendable {
    public let id: String
    public var kind: ProductKind
    public var price: Price?
    public var displayName: String?
    /// What the store says the product is (`Product.description`): a `.storekit` file's
    /// localised description; nil when none was given.
    public var descriptionText: String?
    public var familyShareable: Bool
    /// Sold by the store but handled by some other code (another app of the account, an SDK):
    /// the app under test must leave its transactions alone.
    public var external: Bool
    /// An auto-renewable subscription's offers, in the order they were defined.
    public var offers: [SubscriptionOffer] = []
    /// An auto-renewable subscription's group's localised name (`SubscriptionInfo.groupDisplayName`):
    /// a `.storekit` file's group localisation; nil when none was given.
    public var groupDisplayName: String?
    /// An auto-renewable subscription's group identifier as StoreKit gives it
    /// (`SubscriptionInfo.subscriptionGroupID`): a `.storekit` file's (the subscription's
    /// `subscriptionGroupID`, else its group's `id`); nil where the catalogue knows the group by its
    /// name alone (a scenario's `product` line), which then serves as its identifier.
    public var groupID: String?

    public init(id: String, kind: ProductKind, price: Price? = nil, displayName: String? = nil,
                descriptionText: String? = nil, familyShareable: Bool = false, external: Bool = false) {
        self.id = id
        self.kind = kind
        self.price = price
        self.displayName = displayName
        self.descriptionText = descriptionText
        self.familyShareable = familyShareable
        self.external = external
    }

    /// The name to show: the display name, else the id.
    public var title: String { displayName ?? id }

    /// The introductory offer, if it has one.
    public var introductoryOffer: SubscriptionOffer? { offers.first { $0.kind == .introductory } }

    /// The offer of `kind` named `id`.
    public func offer(_ kind: SubscriptionOffer.Kind, id: String) -> SubscriptionOffer? {
        offers.first { $0.kind == kind && $0.id == id }
    }

    /// The offer a transaction names.
    public func offer(for named: StoreTransaction.Offer) -> SubscriptionOffer? {
        offers.first { $0.kind == named.type && $0.id == named.id }
    }
}
