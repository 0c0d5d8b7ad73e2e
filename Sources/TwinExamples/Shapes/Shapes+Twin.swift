#if !canImport(StoreKit) || STOREKIT_TWIN
import Foundation
import StoreKitTwin

extension PremiumState {
    /// What the app shows, for storedbg: premium owned, not yet known, or offered.
    var twinReport: TwinAppReport {
        let pending: Set<String> = isAwaitingApproval ? [Self.productID] : []
        if let transaction {
            return TwinAppReport(access: .unlocked, reason: "premium, #\(transaction.id)", paywallShown: false,
                                 grants: [transaction], pendingProductIDs: pending, knowsOwnership: true)
        }
        guard hasCheckedEntitlements else {
            return TwinAppReport(access: .checking, reason: "waiting for currentEntitlements", paywallShown: false,
                                 pendingProductIDs: pending, knowsOwnership: false)
        }
        return TwinAppReport(access: .notStarted, reason: "premium not owned", paywallShown: true,
                             pendingProductIDs: pending, knowsOwnership: true)
    }
}

/// The detached-listener store under storedbg: its initialiser starts everything, as in the sample.
extension DetachedListenerStore: TwinApp {
    public func appDidLaunch() async {}
    public func buy(_ productID: String) async { await purchase() }
    public func restorePurchases() async { await restore() }
    public var twinReport: TwinAppReport { state.twinReport }
}

/// The global-actor store's model under storedbg: the launch path starts the store.
extension GlobalActorStoreModel: TwinApp {
    public func appDidLaunch() async { await store.start() }
    public func buy(_ productID: String) async { await store.purchase() }
    public func restorePurchases() async { await store.restore() }
    public var twinReport: TwinAppReport { state.twinReport }
}

/// The actor store's model under storedbg: the launch path starts the store.
extension ActorStoreModel: TwinApp {
    public func appDidLaunch() async { await store.start() }
    public func buy(_ productID: String) async { await store.purchase() }
    public func restorePurchases() async { await store.restore() }
    public var twinReport: TwinAppReport { state.twinReport }
}
/// The retrying store under storedbg: its reason line says how its product request stands.
extension RetryingStore: TwinApp {
    public func appDidLaunch() async { await start() }
    public func buy(_ productID: String) async { await purchase() }
    public func restorePurchases() async {}
    public var twinReport: TwinAppReport {
        var report = state.twinReport
        report.reason += product.map { "; \($0.displayPrice)" } ?? "; no price yet, \(failures) failed, next try in \(retryDelay.components.seconds) s"
        return report
    }
}
#endif
