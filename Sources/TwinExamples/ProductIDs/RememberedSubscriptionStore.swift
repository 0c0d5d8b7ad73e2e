import Foundation
#if canImport(StoreKit) && !STOREKIT_TWIN
import StoreKit
#else
import StoreKitTwin
#endif

/// A subscription store in the shape many tutorials give: the subscriptions the customer has are
/// a set of product ids, filled from `Transaction.currentEntitlements` at launch and at Restore,
/// and from `Transaction.updates` and each purchase. The set is only ever added to: a
/// subscription that lapses is no longer listed, so nothing takes it out, and the app keeps
/// showing Pro until it is relaunched. Once a read has shown the lapse (Restore), the monitor
/// names the bug `expired-granted`.
@MainActor
public final class RememberedSubscriptionStore {
    public static let monthlyID = "com.example.app.pro.monthly"

    /// The subscriptions the customer has, by product id.
    public private(set) var purchasedSubscriptions: Set<String> = []
    /// Whether `currentEntitlements` has been read since launch: until then nothing is locked.
    private(set) var hasCheckedEntitlements = false
    private var products: [Product] = []
    private var updates: Task<Void, Never>?

    public init() {
        updates = Task { [weak self] in
            for await result in Transaction.updates {
                await self?.handle(result)
            }
        }
    }

    /// The launch path: what is owned, then the products.
    func start() async {
        await readEntitlements()
        products = (try? await Product.products(for: [Self.monthlyID])) ?? []
    }

    /// Adds what `currentEntitlements` lists; what it no longer lists stays (the bug).
    func readEntitlements() async {
        for await result in Transaction.currentEntitlements {
            guard case .verified(let transaction) = result, transaction.revocationDate == nil else { continue }
            purchasedSubscriptions.insert(transaction.productID)
        }
        hasCheckedEntitlements = true
    }

    func purchase(_ productID: String) async {
        guard let product = products.first(where: { $0.id == productID }),
              case .success(let verification)? = try? await product.purchase() else { return }
        await handle(verification)
    }

    func restore() async {
        try? await AppStore.sync()
        await readEntitlements()
    }

    /// A verified transaction of the app's: its subscription put in (or, refunded, taken out),
    /// then finished.
    private func handle(_ result: VerificationResult<Transaction>) async {
        guard case .verified(let transaction) = result, transaction.productID == Self.monthlyID else { return }
        if transaction.revocationDate == nil {
            purchasedSubscriptions.insert(transaction.productID)
        } else {
            purchasedSubscriptions.remove(transaction.productID)
        }
        await transaction.finish()
    }
}
