import Foundation
#if canImport(StoreKit) && !STOREKIT_TWIN
import StoreKit
#else
import StoreKitTwin
#endif

/// A store in the shape of Apple's StoreKit 2 sample: a class of no actor, whose initialiser
/// starts its `Transaction.updates` listener as a `Task.detached` and, in a task of its own,
/// reads the entitlements and loads the product; the state the interface reads is kept on the
/// main actor, where the listener hops to deliver.
public final class DetachedListenerStore: @unchecked Sendable {
    @MainActor public private(set) var state = PremiumState()
    @MainActor private var product: Product?
    /// Written once, in the initialiser.
    private var listener: Task<Void, Never>?

    public init() {
        listener = Task.detached { [weak self] in
            for await result in Transaction.updates {
                guard case .verified(let transaction) = result else { continue }
                await self?.deliver(transaction)
                await transaction.finish()
            }
        }
        Task {
            await refreshEntitlements()
            await loadProduct()
        }
    }

    deinit {
        listener?.cancel()
    }

    @MainActor private func deliver(_ transaction: Transaction) {
        state.apply(transaction)
    }

    @MainActor func refreshEntitlements() async {
        state.noteOwned(await PremiumState.ownedNow())
    }

    @MainActor func loadProduct() async {
        product = await PremiumState.loadProduct()
    }

    @MainActor public func purchase() async {
        if product == nil { await loadProduct() }
        guard let product, let result = try? await product.purchase() else { return }
        if let transaction = state.apply(result) { await transaction.finish() }
    }

    @MainActor public func restore() async {
        try? await AppStore.sync()
        await refreshEntitlements()
    }
}
