import PurchasePort

/// A catalogue and store settings taken together, as a `.storekit` file describes them.
package struct StoreConfiguration: Hashable, Sendable {
    package var products: [StoreProduct]
    package var settings: StoreSettings

    package init(products: [StoreProduct], settings: StoreSettings = StoreSettings()) {
        self.products = products
        self.settings = settings
    }
}
