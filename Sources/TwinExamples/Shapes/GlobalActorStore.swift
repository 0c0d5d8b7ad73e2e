import Foundation
#if canImport(StoreKit) && !STOREKIT_TWIN
import StoreKit
#else
import StoreKitTwin
#endif

/// The global actor the store's work runs on, off the main actor.
@globalActor public actor StoreActor {
    public static let shared = StoreActor()
}

/// A store isolated to a global actor of its own (the shape of Apple's Food Truck sample): its
/// listener is a task on that actor, and it publishes what changed to the main actor, where the
/// interface's model (`GlobalActorStoreModel`) keeps it.
@StoreActor public final class GlobalActorStore {
    private var state = PremiumState()
    private var product: Product?
    private var listener: Task<Void, Never>?
    private let publish: @MainActor @Sendable (PremiumState) -> Void

    public nonisolated init(publish: @escaping @MainActor @Sendable (PremiumState) -> Void) {
        self.publish = publish
    }

    deinit {
        listener?.cancel()
    }

    /// Starts the listener, then reads ownership and loads the product.
    public func start() async {
        listener = Task { [weak self] in
            for await result in Transaction.updates {
                guard case .verified(let transaction) = result else { continue }
                await self?.deliver(transaction)
                await transaction.finish()
            }
        }
        await refreshEntitlements()
        product = await PremiumState.loadProduct()
    }

    private func deliver(_ transaction: Transaction) async {
        state.apply(transaction)
        await publish(state)
    }

    public func refreshEntitlements() async {
        state.noteOwned(await PremiumState.ownedNow())
        await publish(state)
    }

    public func purchase() async {
        if product == nil { product = await PremiumState.loadProduct() }
        guard let product, let result = try? await product.purchase() else { return }
        let finished = state.apply(result)
        await publish(state)
        if let finished { await finished.finish() }
    }

    public func restore() async {
        try? await AppStore.sync()
        await refreshEntitlements()
    }
}

/// The interface's model of the global-actor store: what it shows, on the main actor.
@MainActor public final class GlobalActorStoreModel {
    public private(set) var state = PremiumState()
    public private(set) lazy var store = GlobalActorStore { [weak self] state in self?.state = state }

    public init() {}
}
