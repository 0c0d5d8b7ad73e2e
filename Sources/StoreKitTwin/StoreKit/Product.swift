import Foundation
import StoreCore

/// StoreKit's `Product`: a product of the simulated store's catalogue, as a product request
/// returns it. Members StoreKit has and storedbg does not simulate (`description`,
/// `isFamilyShareable`, …) are absent.
public struct Product: Identifiable, Hashable, Sendable {
    public let id: String
    public let type: ProductType
    /// The catalogue's display name, else the product id.
    public let displayName: String
    /// The localised price; empty for a product the catalogue gives no price.
    public let displayPrice: String
    /// The price; zero for a product the catalogue gives no price.
    public let price: Decimal
    public let subscription: SubscriptionInfo?

    init(_ loaded: LoadedProduct) {
        let product = loaded.product
        id = product.id
        type = ProductType(product.kind)
        displayName = product.title
        displayPrice = loaded.displayPrice ?? ""
        price = product.price?.amount ?? 0
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

    /// Buys the product, with the outcome the scenario asked for (`buy ID ask-to-buy`, …), and
    /// the offer an option names (the store checks it first and throws `Product.PurchaseError`
    /// for an unknown offer, a missing or invalid signature, or a customer it is not for).
    /// An interrupted purchase returns `.userCancelled` and completes later through
    /// `Transaction.updates`; a downgrade, or a current subscriber's offer, that the store
    /// schedules for the next renewal returns `.pending`.
    nonisolated(nonsending) public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        let session = TwinSession.active()
        let productID = id
        let action: ClientAction = options.first.map { .purchaseWithOffer(productID: productID, offer: $0.purchaseOffer(for: productID)) }
            ?? .purchase(productID: productID)
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
