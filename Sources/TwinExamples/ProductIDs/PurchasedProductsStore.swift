import Foundation
#if canImport(StoreKit) && !STOREKIT_TWIN
import StoreKit
#else
import StoreKitTwin
#endif

/// A store in the shape most StoreKit 2 tutorials give: what the user bought is a set of
/// product ids, `purchasedProductIDs`, filled from `Transaction.currentEntitlements` at launch
/// and kept up to date from `Transaction.updates` and each purchase. Pro unlocks the app; Themes
/// is sold on its own. Every transaction is verified, its product put in (or, refunded, taken
/// out of) the set, and only then finished.
@MainActor
public class PurchasedProductsStore {
    public static let proID = "com.example.app.pro"
    public static let themesID = "com.example.app.themes"
    static let productIDs = [proID, themesID]

    /// The products the user owns, by id: what the interface reads.
    public private(set) var purchasedProductIDs: Set<String> = []
    /// Whether `currentEntitlements` has been read since launch: until then nothing is locked.
    private(set) var hasCheckedEntitlements = false
    /// Products bought with Ask to Buy, waiting for a parent.
    private(set) var awaitingApproval: Set<String> = []
    private var products: [Product] = []
    /// The set is only ever added to: a refunded product stays in it (`NeverForgetsStore`).
    private let keepsRefunded: Bool
    private var updates: Task<Void, Never>?

    public required convenience init() {
        self.init(keepsRefunded: false)
    }

    init(keepsRefunded: Bool) {
        self.keepsRefunded = keepsRefunded
        updates = Task { [weak self] in
            for await result in Transaction.updates {
                await self?.handle(result)
            }
        }
    }

    /// Pro unlocks the app's paid features.
    public var hasUnlockedPro: Bool { purchasedProductIDs.contains(Self.proID) }

    /// The launch path: ownership first, then the products.
    func start() async {
        await updatePurchasedProducts()
        products = (try? await Product.products(for: Self.productIDs)) ?? []
    }

    /// Ownership from the verified, unrevoked entitlements.
    func updatePurchasedProducts() async {
        var owned: Set<String> = []
        for await result in Transaction.currentEntitlements {
            guard case .verified(let transaction) = result, transaction.revocationDate == nil else { continue }
            owned.insert(transaction.productID)
        }
        purchasedProductIDs = keepsRefunded ? purchasedProductIDs.union(owned) : owned
        hasCheckedEntitlements = true
    }

    func purchase(_ productID: String) async {
        guard let product = products.first(where: { $0.id == productID }),
              let result = try? await product.purchase() else { return }
        switch result {
        case .success(let verification):
            await handle(verification)
        case .pending:
            awaitingApproval.insert(productID)
        default:
            break
        }
    }

    func restore() async {
        try? await AppStore.sync()
        await updatePurchasedProducts()
    }

    /// A verified transaction of the app's: its product put in the set (or, refunded or
    /// revoked, taken out), then finished.
    private func handle(_ result: VerificationResult<Transaction>) async {
        guard case .verified(let transaction) = result, Self.productIDs.contains(transaction.productID) else { return }
        awaitingApproval.remove(transaction.productID)
        if transaction.revocationDate == nil {
            purchasedProductIDs.insert(transaction.productID)
        } else if !keepsRefunded {
            purchasedProductIDs.remove(transaction.productID)
        }
        await transaction.finish()
    }
}

/// The same store as many tutorials write it: `purchasedProductIDs` is only ever added to. A
/// refunded product is not listed in `currentEntitlements` any more, so nothing takes it out:
/// the user keeps Pro after a refund until the app is relaunched. The monitor names the bug
/// `revoked-granted`.
public final class NeverForgetsStore: PurchasedProductsStore {
    public required convenience init() {
        self.init(keepsRefunded: true)
    }
}
