import Foundation
#if canImport(StoreKit) && !STOREKIT_TWIN
import StoreKit
#else
import StoreKitTwin
#endif

/// A main-actor store whose product request, when it fails, is tried again after a back-off
/// that doubles from 30 seconds (`Task.sleep`). Under storedbg the sleeps follow the device's
/// simulated clock: `advance` ends them.
@MainActor public final class RetryingStore {
    public private(set) var state = PremiumState()
    public private(set) var product: Product?
    /// Failed product requests since launch.
    public private(set) var failures = 0
    private var listener: Task<Void, Never>?

    public init() {
        listener = Task { [weak self] in
            for await result in Transaction.updates {
                guard case .verified(let transaction) = result else { continue }
                self?.state.apply(transaction)
                await transaction.finish()
            }
        }
    }

    /// Ownership first, then the product, tried until it loads.
    public func start() async {
        state.noteOwned(await PremiumState.ownedNow())
        while product == nil {
            do {
                product = try await Product.products(for: [PremiumState.productID]).first
            } catch {
                failures += 1
                try? await Task.sleep(for: retryDelay)
            }
        }
    }

    /// How long the next try waits: 30 s after the first failure, doubling.
    public var retryDelay: Duration { .seconds(30 << min(failures - 1, 10)) }

    public func purchase() async {
        guard let product, let result = try? await product.purchase() else { return }
        if let transaction = state.apply(result) { await transaction.finish() }
    }
}
