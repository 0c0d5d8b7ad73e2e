#if !canImport(StoreKit) || STOREKIT_TWIN
import Foundation
import StoreKitTwin

/// The remembered-subscription store under storedbg: it grants by product id what its set holds,
/// and shows Pro unlocked while the set has the subscription.
extension RememberedSubscriptionStore: TwinApp {
    public func appDidLaunch() async { await start() }
    public func buy(_ productID: String) async { await purchase(productID) }
    public func restorePurchases() async { await restore() }

    public var twinReport: TwinAppReport {
        guard hasCheckedEntitlements else {
            return TwinAppReport(access: .checking, reason: "waiting for currentEntitlements", paywallShown: false, knowsOwnership: false)
        }
        guard purchasedSubscriptions.contains(Self.monthlyID) else {
            return TwinAppReport(access: .notStarted, reason: "not subscribed", paywallShown: true, knowsOwnership: true)
        }
        return TwinAppReport(access: .unlocked, reason: "purchasedSubscriptions: \(Self.monthlyID)", paywallShown: false,
                             knowsOwnership: true, grantedProductIDs: purchasedSubscriptions)
    }
}
#endif
