import StoreKit

extension PromotedPurchaseStore: TwinApp {
    public func appDidLaunch() async { await prepare() }

    public func buy(_ productID: String) async {
        guard let product = try? await Product.products(for: [productID]).first else { return }
        await purchase(product)
    }

    public func restorePurchases() async { await prepare() }

    public var twinReport: TwinAppReport {
        guard hasCheckedEntitlements else {
            return TwinAppReport(access: .checking, reason: "waiting for currentEntitlements", paywallShown: false, knowsOwnership: false)
        }
        guard purchasedProductIDs.contains(Self.proID) else {
            return TwinAppReport(access: .notStarted, reason: "Pro not owned", paywallShown: true, knowsOwnership: true)
        }
        return TwinAppReport(access: .unlocked, reason: "Pro", paywallShown: false, knowsOwnership: true, grantedProductIDs: [Self.proID])
    }
}

extension LegacyPromotedPurchaseStore: TwinApp {
    public func appDidLaunch() async { await store.prepare() }
    public func buy(_ productID: String) async { await store.buy(productID) }
    public func restorePurchases() async { await store.prepare() }
    public var twinReport: TwinAppReport { store.twinReport }
}
