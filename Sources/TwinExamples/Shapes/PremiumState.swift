import Foundation
#if canImport(StoreKit) && !STOREKIT_TWIN
import StoreKit
#else
import StoreKitTwin
#endif

/// What the interface of a one-product store shows: the premium unlock's transaction, whether the
/// store has answered about ownership since launch, and a purchase waiting for a parent. The
/// stores in the shapes real apps have (`Task.detached` listener, global actor, actor) each keep
/// it on the main actor, where the interface reads it.
public struct PremiumState: Sendable {
    public static let productID = "com.example.app.premium"

    /// The verified, unrevoked transaction premium rests on; nil when not owned.
    public var transaction: Transaction?
    public var hasCheckedEntitlements = false
    public var isAwaitingApproval = false

    public init() {}

    /// The latest verified, unrevoked premium transaction `currentEntitlements` lists.
    static func ownedNow() async -> Transaction? {
        var owned: Transaction?
        for await result in Transaction.currentEntitlements {
            guard case .verified(let transaction) = result, transaction.productID == productID,
                  transaction.revocationDate == nil else { continue }
            owned = transaction
        }
        return owned
    }

    /// The premium product, or nil when the request fails.
    static func loadProduct() async -> Product? {
        try? await Product.products(for: [productID]).first
    }

    /// What `ownedNow()` answered: the store has answered about ownership.
    mutating func noteOwned(_ owned: Transaction?) {
        transaction = owned
        hasCheckedEntitlements = true
    }

    /// A verified premium transaction from the listener: delivered, or taken back when revoked.
    mutating func apply(_ transaction: Transaction) {
        guard transaction.productID == Self.productID else { return }
        if transaction.revocationDate != nil {
            if self.transaction?.id == transaction.id { self.transaction = nil }
        } else {
            self.transaction = transaction
            isAwaitingApproval = false
        }
    }

    /// What a purchase returned, applied; the transaction to finish, if any.
    mutating func apply(_ result: Product.PurchaseResult) -> Transaction? {
        switch result {
        case .success(.verified(let transaction)):
            apply(transaction)
            return transaction
        case .pending:
            isAwaitingApproval = true
            return nil
        default:
            return nil
        }
    }
}
