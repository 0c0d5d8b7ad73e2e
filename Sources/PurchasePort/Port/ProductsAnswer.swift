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
    /// The store's answer formats it when read (`init(product:isEligibleForIntroOffer:storefrontLocale:)`):
    /// the reference client reads it only for its log line, and formatting every product's price
    /// at every launch cost more than the rest of the answer.
    public var displayPrice: String? { formatsPrice ? product.price?.formatted(for: priceLocale) : writtenPrice }
    /// The display price as given, when it is not formatted from `product.price`.
    private let writtenPrice: String?
    private let formatsPrice: Bool
    /// `subscription.isEligibleForIntroOffer`: for an auto-renewable subscription, whether the
    /// account has yet to have an introductory offer in its group (true even when the product
    /// has none); false for other products. The offers themselves are `product.offers`.
    public let isEligibleForIntroOffer: Bool
    /// The storefront's locale, in which `displayPrice` is written: a client formats the prices
    /// of the product's offers in it (`Product.SubscriptionOffer.displayPrice`).
    public var storefrontLocale: Locale { priceLocale.locale }
    /// The storefront's locale, without a Foundation `Locale` for `en_US` until one is asked for.
    private let priceLocale: PriceLocale

    public init(product: StoreProduct, displayPrice: String?, isEligibleForIntroOffer: Bool = false,
                storefrontLocale: Locale = Locale(identifier: "en_US")) {
        self.product = product
        writtenPrice = displayPrice
        formatsPrice = false
        self.isEligibleForIntroOffer = isEligibleForIntroOffer
        priceLocale = PriceLocale(storefrontLocale)
    }

    /// A product as the store answers it: its display price is `product.price` formatted in
    /// `storefrontLocale`, written out when read.
    package init(product: StoreProduct, isEligibleForIntroOffer: Bool, storefrontLocale: PriceLocale) {
        self.product = product
        writtenPrice = nil
        formatsPrice = true
        self.isEligibleForIntroOffer = isEligibleForIntroOffer
        priceLocale = storefrontLocale
    }

    /// `subscription.introductoryOffer`.
    public var introductoryOffer: SubscriptionOffer? { product.introductoryOffer }
}
