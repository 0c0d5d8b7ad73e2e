import Foundation
#if canImport(StoreKit) && !STOREKIT_TWIN
import StoreKit
#else
import StoreKitTwin
#endif

/// A subscription app's StoreKit 2 purchase controller (seeds 002 and 004): one group with a
/// monthly and a yearly plan. It listens for `Transaction.updates` from launch, reads where the
/// group stands from `Product.SubscriptionInfo.status`, keeps access in the grace period, and
/// re-reads the status whenever a transaction arrives.
@MainActor
public final class SubscriptionStore {
    public static let groupID = "pro"
    public static let productIDs = ["com.example.pro.monthly", "com.example.pro.yearly"]

    private(set) var products: [Product] = []
    /// Where the group stands, as the last status read answered; nil before it has answered.
    private(set) var status: Product.SubscriptionInfo.Status?
    /// Whether a status read has answered since launch (an empty answer too).
    private(set) var hasCheckedStatus = false
    private(set) var isAwaitingApproval = false
    private(set) var message: String?
    private var updatesTask: Task<Void, Never>?
    private var statusTask: Task<Void, Never>?

    public init() {
        updatesTask = Task { [weak self] in
            for await result in Transaction.updates {
                await self?.handle(result)
            }
        }
        // Grace, billing retry and lapses come with no new transaction.
        statusTask = Task { [weak self] in
            for await status in Product.SubscriptionInfo.Status.updates {
                self?.statusChanged(status)
            }
        }
    }

    func prepare() async {
        // Entitlements first: they answer offline too, and they say the store has answered.
        for await _ in Transaction.currentEntitlements {}
        await refreshStatus()
        await loadProducts()
    }

    func loadProducts() async {
        do {
            products = try await Product.products(for: Self.productIDs).sorted { $0.price < $1.price }
        } catch {
            products = []
        }
    }

    /// The group's status. A failed read keeps what the app knew.
    func refreshStatus() async {
        do {
            let statuses = try await Product.SubscriptionInfo.status(for: Self.groupID)
            status = statuses.first { status in
                guard case .verified = status.transaction, case .verified = status.renewalInfo else { return false }
                return true
            }
            hasCheckedStatus = true
        } catch {
            message = "Could not check your subscription: \(error)"
        }
    }

    func subscribe(to productID: String) async {
        if products.isEmpty { await loadProducts() }
        guard let product = products.first(where: { $0.id == productID }) else {
            message = "The App Store is not available right now."
            return
        }
        do {
            switch try await product.purchase() {
            case .success(let verification):
                guard case .verified(let transaction) = verification else {
                    message = "The purchase could not be verified; nothing was unlocked."
                    return
                }
                isAwaitingApproval = false
                await refreshStatus()
                await transaction.finish()
            case .pending:
                isAwaitingApproval = true
            default:
                break
            }
        } catch {
            message = "The purchase failed: \(error)"
        }
    }

    func restore() async {
        do {
            try await AppStore.sync()
        } catch {
            message = "Could not reach the App Store."
            return
        }
        await refreshStatus()
    }

    private func statusChanged(_ changed: Product.SubscriptionInfo.Status) {
        guard case .verified(let transaction) = changed.transaction, Self.productIDs.contains(transaction.productID) else { return }
        status = changed
    }

    /// Renewals, approvals, refunds and purchases elsewhere: re-read the status, then finish.
    private func handle(_ result: VerificationResult<Transaction>) async {
        guard case .verified(let transaction) = result, Self.productIDs.contains(transaction.productID) else { return }
        isAwaitingApproval = false
        await refreshStatus()
        await transaction.finish()
    }
}
