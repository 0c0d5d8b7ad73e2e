import Foundation

/// StoreKit 1's product request: the same store round trip as `Product.products(for:)`. Its
/// delegate, an `SKProductsRequestDelegate`, is told on the main actor the products the store
/// sells of those asked for and the identifiers it does not know, then that the request
/// finished; or why it failed (offline: the `URLError`; an injected failure: `SKError`).
public final class SKProductsRequest: SKRequest, @unchecked Sendable {
    private let productIdentifiers: Set<String>

    public init(productIdentifiers: Set<String>) {
        self.productIdentifiers = productIdentifiers
    }

    public override func start() {
        let session = TwinSession.active()
        let wanted = productIdentifiers
        Task { @MainActor in
            let loaded: [SKProduct]
            switch await session.ask(.loadProducts, TwinSession.Request.products) {
            case .loaded(let products):
                loaded = products.filter { wanted.contains($0.product.id) }.map { SKProduct($0.product, locale: $0.storefrontLocale) }
            case .empty:
                loaded = []
            case .failed(let error):
                end(with: SKError.thrown(for: error))
                return
            }
            let known = Set(loaded.map(\.productIdentifier))
            let response = SKProductsResponse(products: loaded, invalidProductIdentifiers: wanted.subtracting(known).sorted())
            (delegateToTell as? any SKProductsRequestDelegate)?.productsRequest(self, didReceive: response)
            end(with: nil)
        }
    }
}

/// What a product request answered.
public final class SKProductsResponse: NSObject, @unchecked Sendable {
    /// The products the store sells, of those asked for.
    public let products: [SKProduct]
    /// The identifiers asked for that the store does not sell.
    public let invalidProductIdentifiers: [String]

    init(products: [SKProduct], invalidProductIdentifiers: [String]) {
        self.products = products
        self.invalidProductIdentifiers = invalidProductIdentifiers
    }
}

/// The delegate of a product request: told its answer before `requestDidFinish(_:)`.
public protocol SKProductsRequestDelegate: SKRequestDelegate {
    func productsRequest(_ request: SKProductsRequest, didReceive response: SKProductsResponse)
}
