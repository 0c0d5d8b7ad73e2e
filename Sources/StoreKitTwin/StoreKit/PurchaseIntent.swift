import Foundation
import StoreCore

/// StoreKit's `PurchaseIntent`: a purchase the customer started on the App Store (a promoted
/// in-app purchase, `promote ID`). The app buys `product` when it is ready.
public struct PurchaseIntent: Identifiable, Hashable, Sendable {
    public var id: Product.ID { product.id }
    public let product: Product
    /// The offer the App Store promoted with the product (iOS 18): none, since `promote ID`
    /// promotes the product alone.
    public var offer: Product.SubscriptionOffer? { nil }

    /// The intents, from now on; one that came before any iterator goes to the first.
    public static var intents: PurchaseIntents { PurchaseIntents() }

    /// An asynchronous sequence of purchase intents, run on the actor of the code that iterates it.
    public struct PurchaseIntents: AsyncSequence, Sendable {
        public typealias Element = PurchaseIntent
        public typealias Failure = Never

        public func makeAsyncIterator() -> AsyncIterator {
            let session = TwinSession.active()
            return AsyncIterator(session: session, listener: session.startListeningToIntents())
        }

        public struct AsyncIterator: AsyncIteratorProtocol {
            let session: TwinSession
            let listener: TwinSession.Listener<String>

            public mutating func next(isolation actor: isolated (any Actor)?) async -> PurchaseIntent? {
                while true {
                    let productID = await session.next(for: listener)
                    if let loaded = session.loadedProduct(productID) { return PurchaseIntent(product: Product(loaded)) }
                }
            }

            nonisolated(nonsending) public mutating func next() async -> PurchaseIntent? {
                await next(isolation: #isolation)
            }
        }
    }
}
