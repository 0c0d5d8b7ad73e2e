import Combine
import os
import StoreKit

/// The store most SwiftUI apps have: an `ObservableObject` on the main actor whose `@Published`
/// properties the views read, its listener started in `init`, its log lines written with
/// `Logger`, and an alert for what the user must know. Its file says `import StoreKit`, as on a
/// device; under the twin that is the twin, `Combine` and `os` the Linux stand-ins.
@MainActor
public final class ProStore: ObservableObject {
    nonisolated public static let proID = "com.example.app.pro"

    /// What the store tells the user.
    public enum Alert: Equatable, Sendable {
        case unlocked
        case waitingForApproval
        case notVerified
        case failed(String)
        case storeUnavailable
    }

    @Published public private(set) var product: Product?
    /// The verified, unrevoked transaction Pro rests on; nil when not owned.
    @Published public private(set) var proTransaction: StoreKit.Transaction?
    @Published public private(set) var hasCheckedEntitlements = false
    @Published public private(set) var isAwaitingApproval = false
    @Published public var alert: Alert?
    private let logger = Logger(subsystem: "com.example.app", category: "Store")
    private var updates: Task<Void, Never>?

    public init() {
        updates = Task { [weak self] in
            for await result in StoreKit.Transaction.updates {
                await self?.handle(update: result)
            }
        }
    }

    /// The launch path: what owns Pro, then the product.
    public func prepare() async {
        await refreshEntitlements()
        await loadProduct()
    }

    func refreshEntitlements() async {
        var owned: StoreKit.Transaction?
        for await result in StoreKit.Transaction.currentEntitlements {
            guard case .verified(let transaction) = result, transaction.productID == Self.proID,
                  transaction.revocationDate == nil else { continue }
            owned = transaction
        }
        proTransaction = owned
        hasCheckedEntitlements = true
        logger.info("Entitlements read: Pro \(owned == nil ? "not owned" : "owned", privacy: .public)")
    }

    func loadProduct() async {
        do {
            product = try await Product.products(for: [Self.proID]).first
        } catch {
            logger.error("Product request failed: \(String(describing: error))")
        }
    }

    public func purchase() async {
        if product == nil { await loadProduct() }
        guard let product else {
            alert = .storeUnavailable
            return
        }
        do {
            switch try await product.purchase() {
            case .success(.verified(let transaction)):
                proTransaction = transaction
                isAwaitingApproval = false
                await transaction.finish()
                // A debug line, as apps keep them: headless runs send it to standard error.
                print("ProStore: purchased \(product.id) (#\(transaction.id))")
                alert = .unlocked
            case .success(.unverified(let transaction, let error)):
                logger.error("Purchase #\(transaction.id) did not verify: \(String(describing: error))")
                alert = .notVerified
            case .pending:
                isAwaitingApproval = true
                alert = .waitingForApproval
            case .userCancelled:
                break
            @unknown default:
                break
            }
        } catch {
            alert = .failed(String(describing: error))
        }
    }

    /// What the paywall says of Pro: its name, description and price, as the store lists them.
    public var paywallText: String? {
        product.map { "\($0.displayName): \($0.description), \($0.price.formatted($0.priceFormatStyle))" }
    }

    public func restore() async {
        try? await AppStore.sync()
        await refreshEntitlements()
    }

    private func handle(update result: VerificationResult<StoreKit.Transaction>) async {
        guard case .verified(let transaction) = result, transaction.productID == Self.proID else { return }
        if transaction.revocationDate == nil {
            proTransaction = transaction
            isAwaitingApproval = false
            logger.notice("Pro delivered from the listener: #\(transaction.id)")
        } else if proTransaction?.id == transaction.id {
            proTransaction = nil
            logger.notice("Pro revoked: #\(transaction.id)")
        }
        await transaction.finish()
    }
}
