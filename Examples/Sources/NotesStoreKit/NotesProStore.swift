import Foundation
import Observation
#if canImport(StoreKit) && !STOREKIT_TWIN
import StoreKit
#else
import StoreKitTwin
#endif

/// Notes Pro written the StoreKit 2 way, as an `@Observable` store the app's views read: the
/// updates listener starts with the store, `currentEntitlements` says who owns Pro, a purchase is
/// verified, delivered and only then finished, and Restore syncs only when the user asks.
@MainActor @Observable public final class NotesProStore {
    public static let proID = "com.example.notes.pro"

    /// The verified, unrevoked transaction Pro rests on; nil when not owned.
    public private(set) var proTransaction: Transaction?
    /// Whether the store has answered about ownership since launch.
    public private(set) var hasCheckedEntitlements = false
    /// A purchase of Pro waits for a parent (Ask to Buy).
    public private(set) var isAwaitingApproval = false
    public private(set) var product: Product?
    @ObservationIgnored private var listener: Task<Void, Never>?

    public var isPro: Bool { proTransaction != nil }

    public init() {
        listener = Task { [weak self] in
            for await result in Transaction.updates {
                guard case .verified(let transaction) = result, transaction.productID == Self.proID else { continue }
                self?.deliver(transaction)
                await transaction.finish()
            }
        }
    }

    /// The launch path: ownership first, then the product for the paywall.
    public func start() async {
        await refreshEntitlements()
        product = try? await Product.products(for: [Self.proID]).first
    }

    public func refreshEntitlements() async {
        var owned: Transaction?
        for await result in Transaction.currentEntitlements {
            if case .verified(let transaction) = result, transaction.productID == Self.proID, transaction.revocationDate == nil {
                owned = transaction
            }
        }
        proTransaction = owned
        hasCheckedEntitlements = true
    }

    public func buyPro() async {
        guard let product else { return }
        switch try? await product.purchase() {
        case .success(.verified(let transaction))?:
            deliver(transaction)
            await transaction.finish()
        case .pending?:
            isAwaitingApproval = true
        default:
            break
        }
    }

    public func restore() async {
        try? await AppStore.sync()
        await refreshEntitlements()
    }

    /// Pro is given, or (revoked) taken back.
    private func deliver(_ transaction: Transaction) {
        if transaction.revocationDate != nil {
            if proTransaction?.id == transaction.id { proTransaction = nil }
        } else {
            proTransaction = transaction
            isAwaitingApproval = false
        }
    }
}
