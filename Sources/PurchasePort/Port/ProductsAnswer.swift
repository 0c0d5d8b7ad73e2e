/// How a product request (`Product.products(for:)`) answered.
public enum ProductsAnswer: Sendable {
    /// The app's products (those not handled elsewhere), each with its localised price.
    case loaded([LoadedProduct])
    case empty
    case failed(StoreError)
}

import Foundation

/// One product as a product request returns it.
public struct LoadedProduct: Sendable {
    public let product: StoreProduct
    /// `product.displayPrice`, in the storefront's locale; nil when the product has no price.
    public let displayPrice: String?
    /// `subscription.isEligibleForIntroOffer`: for an auto-renewable subscription, whether the
    /// account has yet to have an introductory offer in its group (true even when the product
    /// has none); false for other products. The offers themselves are `product.offers`.
    public let isEligibleForIntroOffer: Bool
    /// The storefront's locale, in which `displayPrice` is written: a client formats the prices
    /// of the product's offers in it (`Product.SubscriptionOffer.displayPrice`).
    public let storefrontLocale: Locale

    public init(product: StoreProduct, displayPrice: String?, isEligibleForIntroOffer: Bool = false,
                storefrontLocale: Locale = Locale(identifier: "en_US")) {
        self.product = product
        self.displayPrice = displayPrice
        self.isEligibleForIntroOffer = isEligibleForIntroOffer
        self.storefrontLocale = storefrontLocale
    }

    /// `subscription.introductoryOffer`.
    public var introductoryOffer: SubscriptionOffer? { product.introductoryOffer }
}
