import StoreKit

/// The paid-to-free store under storedbg: Pro granted by product id, resting on the app
/// purchase when the account first got a paid version.
extension PaidToFreeStore: TwinApp {
    public func appDidLaunch() async { await prepare() }

    public func buy(_ productID: String) async {
        guard productID == Self.proID else { return }
        await purchase()
    }

    public func restorePurchases() async { await restore() }

    public var twinReport: TwinAppReport {
        guard let boughtPaidVersion, hasCheckedEntitlements else {
            return TwinAppReport(access: .checking, reason: "reading the app transaction and the entitlements", paywallShown: false,
                                 knowsOwnership: false)
        }
        let original = originalAppVersion.map { " (first got \($0))" } ?? ""
        guard isPro else {
            return TwinAppReport(access: .notStarted, reason: "Pro not owned\(original); paywall: \(product?.displayPrice ?? "loading")",
                                 paywallShown: true, knowsOwnership: true)
        }
        let bought = purchasedProductIDs.contains(Self.proID)
        var report = TwinAppReport(access: .unlocked, reason: bought ? "Pro bought in the app" : "Pro from the paid app\(original)",
                                   paywallShown: false, knowsOwnership: true, grantedProductIDs: [Self.proID])
        if boughtPaidVersion && !bought { report.restsOnAppPurchase = [Self.proID] }
        return report
    }
}
