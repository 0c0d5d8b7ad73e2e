#if !canImport(StoreKit) || STOREKIT_TWIN
import Foundation
import StoreKitTwin

/// The remembered-subscription store under storedbg: it grants by product id what its set holds,
/// and shows the subscription "until" the end it remembers.
extension RememberedSubscriptionStore: TwinApp {
    public func appDidLaunch() async { await start() }
    public func buy(_ productID: String) async { await purchase(productID) }
    public func restorePurchases() async { await restore() }

    public var twinReport: TwinAppReport {
        guard hasCheckedEntitlements else {
            return TwinAppReport(access: .checking, reason: "waiting for currentEntitlements", paywallShown: false, knowsOwnership: false)
        }
        guard let until = subscribedUntil[Self.monthlyID] else {
            return TwinAppReport(access: .notStarted, reason: "not subscribed", paywallShown: true, knowsOwnership: true)
        }
        return TwinAppReport(access: .subscribed(until: until), reason: "subscribedUntil: \(Self.monthlyID)", paywallShown: false,
                             knowsOwnership: true, grantedProductIDs: Set(subscribedUntil.keys))
    }
}
#endif
