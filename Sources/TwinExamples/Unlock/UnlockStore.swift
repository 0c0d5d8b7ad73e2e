import Foundation
#if canImport(StoreKit) && !STOREKIT_TWIN
import StoreKit
#else
import StoreKitTwin
#endif

/// A one-time permanent unlock after a free 14-day evaluation (seed 000), written as an app's
/// StoreKit 2 purchase controller: the updates listener starts at launch, `currentEntitlements`
/// is the authority on ownership, every result is verified, delivered and only then finished,
/// and restore runs only when the user asks.
@MainActor
public class UnlockStore {
    public static let unlockID = "com.example.app.permanentUnlock"

    /// The product as StoreKit returned it; nil until it loads.
    private(set) var product: Product?
    /// The verified, unrevoked transaction the unlock rests on; nil when not owned.
    private(set) var unlockTransaction: Transaction?
    /// Whether `currentEntitlements` has been read since launch: until then nothing is locked.
    private(set) var hasCheckedEntitlements = false
    /// An Ask to Buy purchase waits for a parent.
    private(set) var isAwaitingApproval = false
    /// What the app last told the user.
    private(set) var message: String?
    let evaluationStart: Date
    /// The listener finishes a transaction before delivering it (`FinishFirstUnlockStore`).
    private let finishesBeforeDelivering: Bool
    private var updatesTask: Task<Void, Never>?

    public required convenience init() {
        self.init(finishesBeforeDelivering: false)
    }

    init(finishesBeforeDelivering: Bool) {
        self.finishesBeforeDelivering = finishesBeforeDelivering
        evaluationStart = EvaluationStore().startIfNeeded(now: currentDate())
        updatesTask = observeTransactionUpdates()
    }

    /// What the launch path runs: ownership first (it does not wait for prices), the purchases
    /// that completed while the app was closed or were never finished, then the product.
    func prepare() async {
        await refreshEntitlements()
        for await result in Transaction.unfinished {
            await handle(result)
        }
        await loadProduct()
    }

    func loadProduct() async {
        do {
            product = try await Product.products(for: [Self.unlockID]).first
        } catch {
            product = nil
        }
    }

    /// Ownership, derived from the verified, unrevoked entitlements.
    func refreshEntitlements() async {
        var owned: Transaction?
        for await result in Transaction.currentEntitlements {
            guard case .verified(let transaction) = result,
                  transaction.productID == Self.unlockID,
                  transaction.revocationDate == nil else { continue }
            owned = transaction
        }
        unlockTransaction = owned
        hasCheckedEntitlements = true
    }

    func purchaseUnlock() async {
        if product == nil { await loadProduct() }
        guard let product else {
            message = "The App Store is not available right now."
            return
        }
        do {
            let result = try await product.purchase()
            switch result {
            case .success(.verified(let transaction)):
                deliver(transaction)
                await transaction.finish()
                message = "Unlocked. Thank you!"
            case .success(.unverified(_, let error)):
                // Never unlock from an unverified transaction, and do not call it a cancellation.
                message = "The purchase could not be verified (\(error)); nothing was unlocked."
            case .pending:
                isAwaitingApproval = true
                message = "Waiting for approval."
            default:
                // The user cancelled: not an error.
                message = nil
            }
        } catch {
            message = "The purchase failed: \(error)"
        }
    }

    /// Restore: only when the user asks, as it may ask them to sign in.
    func restore() async {
        do {
            try await AppStore.sync()
        } catch {
            message = "Could not reach the App Store."
            return
        }
        await refreshEntitlements()
        message = unlockTransaction == nil ? "Nothing to restore." : "Your unlock is restored."
    }

    private func observeTransactionUpdates() -> Task<Void, Never> {
        Task { [weak self] in
            for await result in Transaction.updates {
                await self?.handle(result)
            }
        }
    }

    /// A transaction from the listener: verified ones of this product are delivered (or, revoked,
    /// taken back), then finished; unverified ones and other products' are left alone.
    private func handle(_ result: VerificationResult<Transaction>) async {
        guard case .verified(let transaction) = result, transaction.productID == Self.unlockID else { return }
        if finishesBeforeDelivering {
            await transaction.finish()
            await refreshEntitlements()
            return
        }
        if transaction.revocationDate != nil {
            if unlockTransaction?.id == transaction.id { unlockTransaction = nil }
        } else {
            deliver(transaction)
        }
        await transaction.finish()
    }

    private func deliver(_ transaction: Transaction) {
        unlockTransaction = transaction
        isAwaitingApproval = false
    }

    /// Ownership wins; before the store has answered nothing is locked; then the evaluation.
    var accessSummary: (owned: Bool, checked: Bool, daysLeft: Int?) {
        (unlockTransaction != nil, hasCheckedEntitlements, EvaluationStore.daysLeft(startedAt: evaluationStart, now: currentDate()))
    }
}
