/// One product in the store's catalogue.
public struct Product: Hashable, Sendable {
    public let id: String
    public var kind: ProductKind
    public var price: Price?
    public var displayName: String?
    public var familyShareable: Bool
    /// Sold by the store but handled by some other code (another app of the account, an SDK):
    /// the app under test must leave its transactions alone.
    public var external: Bool

    public init(id: String, kind: ProductKind, price: Price? = nil, displayName: String? = nil,
                familyShareable: Bool = false, external: Bool = false) {
        self.id = id
        self.kind = kind
        self.price = price
        self.displayName = displayName
        self.familyShareable = familyShareable
        self.external = external
    }

    /// The name to show: the display name, else the id.
    public var title: String { displayName ?? id }
}
