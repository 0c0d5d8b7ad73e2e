#if !canImport(StoreKit) || STOREKIT_TWIN
import StoreKitTwin

/// The store under storedbg: how the debugger (or a `TwinTestSession`) launches it, taps it and
/// reads what it shows.
extension NotesProStore: TwinApp {
    public func appDidLaunch() async { await start() }
    public func buy(_ productID: String) async { await buyPro() }
    public func restorePurchases() async { await restore() }

    public var twinReport: TwinAppReport {
        let pending: Set<String> = isAwaitingApproval ? [Self.proID] : []
        if let proTransaction {
            return TwinAppReport(access: .unlocked, reason: "Notes Pro, #\(proTransaction.id)", paywallShown: false,
                                 grants: [proTransaction], pendingProductIDs: pending, knowsOwnership: true)
        }
        guard hasCheckedEntitlements else {
            return TwinAppReport(access: .checking, reason: "waiting for currentEntitlements", paywallShown: false,
                                 pendingProductIDs: pending, knowsOwnership: false)
        }
        return TwinAppReport(access: .notStarted, reason: "Notes Pro not owned", paywallShown: true,
                             pendingProductIDs: pending, knowsOwnership: true)
    }
}
#endif
