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
    /// `subscription.isEligibleForIntroOffer`: for an auto-renewable subscription, whether the
    /// account has yet to have an introductory offer in its group (true even when the product
    /// has none); false for other products. The offers themselves are `product.offers`.
    public let isEligibleForIntroOffer: Bool

    public init(product: Product, displayPrice: String?, isEligibleForIntroOffer: Bool = false) {
        self.product = product
        self.displayPrice = displayPrice
        self.isEligibleForIntroOffer = isEligibleForIntroOffer
    }

    /// `subscription.introductoryOffer`.
    public var introductoryOffer: SubscriptionOffer? { product.introductoryOffer }
}
