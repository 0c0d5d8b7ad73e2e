#if !canImport(StoreKit) || STOREKIT_TWIN
import Foundation
import StoreKitTwin

/// The unlock store under storedbg: how the debugger launches it, taps it and reads what it shows.
extension UnlockStore: TwinApp {
    public func appDidLaunch() async { await prepare() }

    public func buy(_ productID: String) async {
        guard productID == Self.unlockID else { return }
        await purchaseUnlock()
    }

    public func restorePurchases() async { await restore() }

    public var twinReport: TwinAppReport {
        let end = evaluationStart.addingTimeInterval(EvaluationStore.length)
        let state = accessSummary
        let access: AccessState
        let reason: String
        if let transaction = unlockTransaction {
            access = .unlocked
            reason = "permanent unlock \(transaction.ownershipType == .familyShared ? "family shared" : "purchased"), #\(transaction.id)"
        } else if !state.checked {
            access = .checking
            reason = "waiting for currentEntitlements"
        } else if let days = state.daysLeft {
            access = .evaluation(daysLeft: days, endsAt: end)
            reason = "14-day evaluation from first launch"
        } else {
            access = .expired
            reason = "the 14-day evaluation is over"
        }
        return TwinAppReport(access: access, reason: reason, paywallShown: access.showsPaywall,
                             grants: unlockTransaction.map { [$0] } ?? [],
                             pendingProductIDs: isAwaitingApproval ? [Self.unlockID] : [],
                             knowsOwnership: state.checked, evaluationStart: evaluationStart)
    }
}
#endif
