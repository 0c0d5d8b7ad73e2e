#if !canImport(StoreKit) || STOREKIT_TWIN
import Foundation
import StoreKitTwin

/// The product-id store under storedbg: it reports what it grants by product id alone, as it
/// knows it; the monitor finds the transaction each rests on.
extension PurchasedProductsStore: TwinApp {
    public func appDidLaunch() async { await start() }
    public func buy(_ productID: String) async { await purchase(productID) }
    public func restorePurchases() async { await restore() }

    public var twinReport: TwinAppReport {
        let owned = purchasedProductIDs.sorted().joined(separator: ", ")
        let access: AccessState
        let reason: String
        if hasUnlockedPro {
            (access, reason) = (.unlocked, "purchasedProductIDs: \(owned)")
        } else if !hasCheckedEntitlements {
            (access, reason) = (.checking, "waiting for currentEntitlements")
        } else {
            (access, reason) = (.notStarted, owned.isEmpty ? "nothing purchased" : "purchasedProductIDs: \(owned)")
        }
        return TwinAppReport(access: access, reason: reason, paywallShown: hasCheckedEntitlements && !hasUnlockedPro,
                             pendingProductIDs: awaitingApproval, knowsOwnership: hasCheckedEntitlements,
                             grantedProductIDs: purchasedProductIDs)
    }
}
#endif
