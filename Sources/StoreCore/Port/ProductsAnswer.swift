/// How a product request (`Product.products(for:)`) answered.
public enum ProductsAnswer: Sendable {
    /// The app's products (those not handled elsewhere), each with its localised price.
    case loaded([LoadedProduct])
    case empty
    case failed(StoreKitError)
}

/// One product as a product request returns it.
public struct LoadedProduct: Sendable {
    public let product: Product
    /// `product.displayPrice`, in the storefront's locale; nil when the product has no price.
    public let displayPrice: String?

    public init(product: Product, displayPrice: String?) {
        self.product = product
        self.displayPrice = displayPrice
    }
}
