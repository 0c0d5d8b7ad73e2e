import StoreKit

/// A paid app turned free with an in-app purchase (seed 004's "App Transaction" migration):
/// whoever first got a version before 2.0 paid for the app and keeps Pro; everyone else buys
/// it. The store reads `AppTransaction.shared` at launch and grants by product id, as most
/// tutorial stores do. Its file says `import StoreKit`, as on a device.
@MainActor
public final class PaidToFreeStore {
    nonisolated public static let proID = "com.example.app.pro"
    /// The first version that was free to download.
    nonisolated static let firstFreeMajorVersion = 2

    /// What the account bought in the app.
    public private(set) var purchasedProductIDs: Set<String> = []
    /// Whether the account first got a paid version; nil until the app transaction was read.
    public private(set) var boughtPaidVersion: Bool?
    /// The version the account first got, as the app transaction says.
    public private(set) var originalAppVersion: String?
    public private(set) var product: Product?
    public private(set) var hasCheckedEntitlements = false
    private var updates: Task<Void, Never>?

    public init() {
        updates = Task { [weak self] in
            for await result in StoreKit.Transaction.updates {
                guard case .verified(let transaction) = result else { continue }
                self?.apply(transaction)
                await transaction.finish()
            }
        }
    }

    /// The launch path: the app's own purchase, then what was bought in it, then the paywall's product.
    public func prepare() async {
        await checkAppPurchase()
        await refreshPurchased()
        product = try? await Product.products(for: [Self.proID]).first
    }

    /// Reads the account's download of the app: a verified one from before 2.0 keeps Pro.
    func checkAppPurchase() async {
        do {
            switch try await AppTransaction.shared {
            case .verified(let app):
                originalAppVersion = app.originalAppVersion
                let major = Int(app.originalAppVersion.split(separator: ".").first ?? "") ?? Self.firstFreeMajorVersion
                boughtPaidVersion = major < Self.firstFreeMajorVersion
            case .unverified:
                // Possibly tampered with: no grandfathering.
                boughtPaidVersion = false
            }
        } catch {
            boughtPaidVersion = false
        }
    }

    func refreshPurchased() async {
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

    /// Whether Pro is unlocked, and why.
    public var isPro: Bool { boughtPaidVersion == true || purchasedProductIDs.contains(Self.proID) }

    public func purchase() async {
        if product == nil { product = try? await Product.products(for: [Self.proID]).first }
        guard let product else { return }
        guard case .success(.verified(let transaction))? = try? await product.purchase() else { return }
        apply(transaction)
        await transaction.finish()
    }

    public func restore() async {
        try? await AppStore.sync()
        await checkAppPurchase()
        await refreshPurchased()
    }
}
