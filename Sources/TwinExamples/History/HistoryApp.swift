#if !canImport(StoreKit) || STOREKIT_TWIN
import StoreKitTwin

/// A purchase-history screen: at each Restore Purchases tap it reads `Transaction.all`,
/// `Transaction.latest(for:)` for the subscription and that transaction's `subscriptionStatus`,
/// and shows what it found as its reason line (it grants nothing).
public final class HistoryApp: TwinApp {
    static let subscriptionID = "com.example.pro.monthly"
    private var shown = "history not read"

    public init() {}

    public func appDidLaunch() async {}

    public func buy(_ productID: String) async {
        _ = try? await Product.products(for: [productID]).first?.purchase()
    }

    public func restorePurchases() async {
        var listed: [String] = []
        for await result in Transaction.all {
            let transaction = result.unsafePayloadValue
            listed.append("#\(transaction.id)" + (transaction.revocationDate == nil ? "" : " revoked"))
        }
        var latest = "none"
        if let result = await Transaction.latest(for: Self.subscriptionID) {
            let state = await result.unsafePayloadValue.subscriptionStatus.map { $0.state == .subscribed ? "subscribed" : "not subscribed" } ?? "no status"
            latest = "#\(result.unsafePayloadValue.id) \(state)"
        }
        shown = "history \(listed.joined(separator: ", ")); latest \(latest)"
    }

    public var twinReport: TwinAppReport {
        TwinAppReport(access: .checking, reason: shown, paywallShown: false, knowsOwnership: false)
    }
}
#endif
