import PurchasePort

/// A catalogue and store settings taken together, as a `.storekit` file describes them.
package struct StoreConfiguration: Hashable, Sendable {
    package let products: [StoreProduct]
    package var settings: StoreSettings
    /// The catalogue of `products` alone, made once: nil unless each adds to an empty catalogue
    /// without a problem and none is a store-dated trial (whose check against the catalogue
    /// before it differs from adding it after the others). A `storekit` line into an empty
    /// catalogue takes it whole: adding the products one by one cost about 1,000 instructions
    /// each, four times a line (checked and recorded in parsing, checked and carried out by the
    /// engine). Made from `products`, so not compared or hashed.
    package let catalogue: Catalogue?

    package init(products: [StoreProduct], settings: StoreSettings = StoreSettings()) {
        self.products = products
        self.settings = settings
        catalogue = Self.catalogue(addingCleanly: products)
    }

    /// The catalogue `products` make added in order to an empty one, if none is a trial and
    /// none has a problem.
    private static func catalogue(addingCleanly products: [StoreProduct]) -> Catalogue? {
        var catalogue = Catalogue()
        for product in products {
            guard !product.kind.isTrial, catalogue.add(product).isEmpty else { return nil }
        }
        return catalogue
    }

    package static func == (a: StoreConfiguration, b: StoreConfiguration) -> Bool {
        a.products == b.products && a.settings == b.settings
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(products)
        hasher.combine(settings)
    }
}
