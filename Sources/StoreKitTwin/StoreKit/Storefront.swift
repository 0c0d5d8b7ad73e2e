import Foundation
import StoreCore

/// StoreKit's `Storefront`: the App Store country the account buys in, from the `.storekit`
/// file's `_storefront` (USA by default) and changed by the scenario (`storefront CODE [locale ID]`).
/// Product requests made after a change write prices in the new storefront's locale.
public struct Storefront: Identifiable, Hashable, Sendable {
    /// The App Store's id of the storefront (`143441` for USA).
    public let id: String
    /// The three-letter country code (`USA`, `FRA`).
    public let countryCode: String
    /// The currency of the storefront's locale (`fr_FR`: EUR).
    public let currency: Locale.Currency?

    init(_ state: StorefrontState) {
        id = state.id
        countryCode = state.countryCode
        currency = Locale(identifier: state.localeIdentifier).currency
    }

    /// The storefront now. Never nil under the twin.
    nonisolated(nonsending) public static var current: Storefront? {
        get async { Storefront(TwinSession.active().currentStorefront) }
    }

    /// The storefronts the account moves to, from now on (a scenario's `storefront …`).
    public static var updates: Storefronts { Storefronts() }

    /// An asynchronous sequence of storefronts, run on the actor of the code that iterates it.
    public struct Storefronts: AsyncSequence, Sendable {
        public typealias Element = Storefront
        public typealias Failure = Never

        public func makeAsyncIterator() -> AsyncIterator {
            let session = TwinSession.active()
            return AsyncIterator(session: session, listener: session.startListeningToStorefronts())
        }

        public struct AsyncIterator: AsyncIteratorProtocol {
            let session: TwinSession
            let listener: TwinSession.Listener<StorefrontState>

            public mutating func next(isolation actor: isolated (any Actor)?) async -> Storefront? {
                Storefront(await session.next(for: listener))
            }

            nonisolated(nonsending) public mutating func next() async -> Storefront? {
                await next(isolation: #isolation)
            }
        }
    }
}
