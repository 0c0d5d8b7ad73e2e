import Foundation
#if canImport(StoreKit) && !STOREKIT_TWIN
import StoreKit
#else
import StoreKitTwin
#endif

/// A store that is an `actor`: its listener is a task isolated to it, and it tells the
/// interface's model (`ActorStoreModel`) what changed, on the main actor, before it finishes.
public actor ActorStore {
    private var state = PremiumState()
    private var product: Product?
    private var listener: Task<Void, Never>?
    private let publish: @MainActor @Sendable (PremiumState) -> Void

    public init(publish: @escaping @MainActor @Sendable (PremiumState) -> Void) {
        self.publish = publish
    }

    deinit {
        listener?.cancel()
    }

    /// Starts the listener, then reads ownership and loads the product.
    public func start() async {
        listener = Task {
            for await result in Transaction.updates {
                guard case .verified(let transaction) = result else { continue }
                await deliver(transaction)
            }
        }
        await refreshEntitlements()
        product = await PremiumState.loadProduct()
    }

    private func deliver(_ transaction: Transaction) async {
        state.apply(transaction)
        await publish(state)
        await transaction.finish()
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

/// The interface's model of the actor store: what it shows, on the main actor.
@MainActor public final class ActorStoreModel {
    public private(set) var state = PremiumState()
    public private(set) lazy var store = ActorStore { [weak self] state in self?.state = state }

    public init() {}
}
