import PurchasePort

/// A catalogue and store settings taken together, as a `.storekit` file describes them.
public struct StoreConfiguration: Hashable, Sendable {
    public var products: [Product]
    public var settings: StoreSettings

    public init(products: [Product], settings: StoreSettings = StoreSettings()) {
        self.products = products
        self.settings = settings
    }
}
