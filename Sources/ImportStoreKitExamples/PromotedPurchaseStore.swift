import Foundation
import StoreKit

/// A store that takes purchases started on the App Store (promoted in-app purchases): it
/// watches `PurchaseIntent.intents` from launch and buys the intent's product as soon as the
/// app is ready, as StoreKit 2 apps do.
@MainActor
public final class PromotedPurchaseStore {
    nonisolated public static let proID = "com.example.app.pro"

    public private(set) var purchasedProductIDs: Set<String> = []
    public private(set) var hasCheckedEntitlements = false
    private var intents: Task<Void, Never>?
    private var updates: Task<Void, Never>?

    public init() {
        intents = Task { [weak self] in
            for await intent in PurchaseIntent.intents {
                await self?.purchase(intent.product)
            }
        }
        updates = Task { [weak self] in
            for await result in StoreKit.Transaction.updates {
                guard case .verified(let transaction) = result else { continue }
                self?.apply(transaction)
                await transaction.finish()
            }
        }
    }

    public func prepare() async {
        var purchased: Set<String> = []
        for await result in StoreKit.Transaction.currentEntitlements {
            guard case .verified(let transaction) = result, transaction.revocationDate == nil else { continue }
            purchased.insert(transaction.productID)
        }
        purchasedProductIDs = purchased
        hasCheckedEntitlements = true
    }

    func apply(_ transaction: StoreKit.Transaction) {
        if transaction.revocationDate == nil {
            purchasedProductIDs.insert(transaction.productID)
        } else {
            purchasedProductIDs.remove(transaction.productID)
        }
    }

    public func purchase(_ product: Product) async {
        guard case .success(.verified(let transaction))? = try? await product.purchase() else { return }
        apply(transaction)
        await transaction.finish()
    }
}

/// The same store with StoreKit 1's hook for promoted purchases, as older apps keep it: an
/// observer added to `SKPaymentQueue.default()` says yes to the App Store's payment, and the
/// purchase arrives through `Transaction.updates`.
@MainActor
public final class LegacyPromotedPurchaseStore {
    public let store = PromotedPurchaseStore()
    private let observer = PromotedPaymentObserver()

    public init() {
        SKPaymentQueue.default().add(observer)
    }
}

/// StoreKit 1's observer: it lets every purchase the App Store starts go ahead.
final class PromotedPaymentObserver: NSObject, SKPaymentTransactionObserver {
    func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
        // StoreKit 2's Transaction.updates delivers and finishes them.
    }

    func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool {
        true
    }
}
