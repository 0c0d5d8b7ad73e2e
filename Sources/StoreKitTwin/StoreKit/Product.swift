import Foundation
import StoreCore

/// StoreKit's `Product`: a product of the simulated store's catalogue, as a product request
/// returns it. Members StoreKit has and storedbg does not simulate are absent
/// (Docs/storekit-twin.md lists them).
public struct Product: Identifiable, Hashable, Sendable {
    public let id: String
    public let type: ProductType
    /// The catalogue's display name (a `.storekit` file's localised name, a scenario's
    /// `name "…"`), else the product id.
    public let displayName: String
    /// The catalogue's description (a `.storekit` file's localised description); empty without one.
    public let description: String
    /// The localised price; empty for a product the catalogue gives no price.
    public let displayPrice: String
    /// The price; zero for a product the catalogue gives no price.
    public let price: Decimal
    public let isFamilyShareable: Bool
    public let subscription: SubscriptionInfo?
    /// The format style of `displayPrice`: the product's currency in the storefront's locale, so
    /// that `price.formatted(priceFormatStyle) == displayPrice`, and any other amount (a price per
    /// month worked out by the app) is written the same way.
    public let priceFormatStyle: Decimal.FormatStyle.Currency
    /// The format style of a subscription period's unit (`unit.formatted(…)`): "day", "week",
    /// "month", "year".
    public let subscriptionPeriodUnitFormatStyle: SubscriptionPeriod.Unit.FormatStyle

    init(_ loaded: LoadedProduct) {
        let product = loaded.product
        id = product.id
        type = ProductType(product.kind)
        displayName = product.title
        description = product.descriptionText ?? ""
        displayPrice = loaded.displayPrice ?? ""
        price = product.price?.amount ?? 0
        isFamilyShareable = product.familyShareable
        priceFormatStyle = Decimal.FormatStyle.Currency(code: product.price?.currencyCode ?? "USD", locale: loaded.storefrontLocale)
        subscriptionPeriodUnitFormatStyle = SubscriptionPeriod.Unit.FormatStyle()
        if case .subscription(let group, let period, let level) = product.kind {
            subscription = SubscriptionInfo(loaded, group: group, period: period, level: level)
        } else {
            subscription = nil
        }
    }

    /// Loads the products with these identifiers that the store sells; unknown ones are left
    /// out. Throws when the request fails (offline, `fail load-products …`).
    nonisolated(nonsending) public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        let wanted = Set(identifiers)
        switch await TwinSession.active().ask(.loadProducts, TwinSession.Request.products) {
        case .loaded(let loaded):
            return loaded.filter { wanted.contains($0.product.id) }.map(Product.init)
        case .empty:
            return []
        case .failed(let error):
            throw StoreKitError.thrown(for: error)
        }
    }

    /// The purchase of `productID` with `options` as the twin asks the store for it; nil for a
    /// quantity outside 1–10. StoreKit 1's payments ask the same.
    static func purchaseAction(productID: String, options: Set<PurchaseOption>) -> ClientAction? {
        let offer = options.lazy.compactMap { $0.purchaseOffer(for: productID) }.first
        let token = options.lazy.compactMap(\.appAccountToken).first
        let quantity = options.lazy.compactMap(\.quantity).first ?? 1
        guard (1...10).contains(quantity) else { return nil }
        switch (offer, token) {
        case _ where quantity != 1:
            return .purchaseQuantity(productID: productID, quantity: quantity, offer: offer, appAccountToken: token)
        case (_, let token?): return .purchaseWithAccountToken(productID: productID, offer: offer, appAccountToken: token)
        case (let offer?, nil): return .purchaseWithOffer(productID: productID, offer: offer)
        case (nil, nil): return .purchase(productID: productID)
        }
    }

    /// Buys the product, with the outcome the scenario asked for (`buy ID ask-to-buy`, …), and
    /// the offer an option names (the store checks it first and throws `Product.PurchaseError`
    /// for an unknown offer, a missing or invalid signature, or a customer it is not for).
    /// An interrupted purchase returns `.userCancelled` and completes later through
    /// `Transaction.updates`; a downgrade, or a current subscriber's offer, that the store
    /// schedules for the next renewal returns `.pending`.
    nonisolated(nonsending) public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        let session = TwinSession.active()
        let productID = id
        guard let action = Self.purchaseAction(productID: productID, options: options) else { throw PurchaseError.invalidQuantity }
        let result = await session.ask(action) { TwinSession.Request.purchase(productID: productID, $0) }
        switch result {
        case .success(let record, _):
            return .success(VerificationResult(record))
        case .pending(let transactionID):
            session.notePending(productID: id, transactionID: transactionID)
            return .pending
        case .userCancelled, .interrupted:
            return .userCancelled
        case .failed(let error):
            throw StoreKitError.thrown(for: error)
        case .scheduledForRenewal:
            return .pending
        }
    }
}
