import Foundation
import PurchasePort

/// What the app shows: Notes Pro wins over everything; before the store has answered nothing is
/// locked or offered; otherwise the trial, then the paywall.
extension StoreController {
    func access(now: Date) -> AccessView {
        if let pro = proTransaction {
            let how = pro.ownership == .familyShared ? "family shared" : "purchased"
            return AccessView(state: .unlocked, reason: "Notes Pro \(how), #\(pro.id)", paywallShown: false)
        }
        guard didCheckEntitlements else {
            return AccessView(state: .checking, reason: "waiting for the App Store's answer", paywallShown: false)
        }
        guard let start = trialStartedAt else {
            return AccessView(state: .notStarted, reason: "the trial starts at first launch", paywallShown: false)
        }
        let end = TrialPeriod.end(startedAt: start)
        guard let days = TrialPeriod.daysLeft(startedAt: start, now: now) else {
            return AccessView(state: .expired, reason: "the 7-day trial ended \(InstantFormat.iso(end))", paywallShown: true)
        }
        return AccessView(state: .evaluation(daysLeft: days, endsAt: end),
                          reason: "7-day trial, ends \(InstantFormat.iso(end))", paywallShown: false)
    }

    /// The report the debugger reads: access, what Notes Pro rests on, pending approvals, the trial start.
    func report(now: Date) -> ClientReport {
        ClientReport(access: access(now: now),
                     grants: proTransaction.map { [Grant(productID: NotesProducts.pro, transactionID: $0.id)] } ?? [],
                     pending: pendingPurchases,
                     knowsOwnership: didCheckEntitlements,
                     evaluationStart: trialStartedAt)
    }
}
