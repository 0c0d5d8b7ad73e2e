import PurchasePort

/// A catalogue and store settings taken together, as a `.storekit` file describes them.
public struct StoreConfiguration: Hashable, Sendable {
    public var products: [StoreProduct]
    public var settings: StoreSettings

    public init(products: [StoreProduct], settings: StoreSettings = StoreSettings()) {
        self.products = products
        self.settings = settings
    }
}
