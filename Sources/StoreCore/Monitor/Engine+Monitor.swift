import Foundation

/// The monitor: named invariants checked after every step. It judges a client only by what it
/// did — the inputs it was handed, the actions it took, what it reported and told the user —
/// against the store's truth, and looks only at what the step touched, never at the whole ledger.
extension Engine {
    /// Starts a step's log. A step that moves time or changes the ledger may change what every
    /// running app grants without handing it anything, so it judges them all; any other step
    /// judges only the apps it hands an input (see `touch`).
    mutating func beginStep(_ step: CheckedStep) {
        log = StepLog()
        stillStanding = []
        if step.mayChangeEveryApp {
            for d in devices.indices where devices[d].isAppRunning { touch(d) }
        }
    }

    /// Marks device `d` as judged at the end of this step.
    mutating func touch(_ d: Int) {
        // The same device again (every renewal of a long advance): nothing to do.
        guard log.lastTouched != d else { return }
        log.lastTouched = d
        log.touched.insert(d)
    }

    /// A store call on device `d` failed, was cancelled or answered offline. The first time in
    /// a step, notes what its app grants before it hears of the failure: what the failure must
    /// not take away (`entitlementLostOnFailure`).
    mutating func noteFailure(_ d: Int) {
        guard log.failure.insert(d), devices[d].isAppRunning else { return }
        log.reportsBeforeFailure[d] = report(onDevice: d)
    }

    /// The unlocks and trials among `grants`, by product: the transaction.
    private func ownedNonConsumables(_ grants: [Grant]) -> [String: Int] {
        var owned: [String: Int] = [:]
        for grant in grants where store.catalogue[grant.productID]?.kind.isNonConsumable == true {
            owned[grant.productID] = grant.transactionID
        }
        return owned
    }

    mutating func checkInvariants() {
        var reports: [Int: ClientReport] = [:]
        var restarts: [(device: Int, first: Date, again: Date)] = []
        let judged = log.touched.union(log.contextChanged)
        for d in judged {
            // The process's fields are read in place: `devices[d].app` would copy the device.
            guard devices[d].process.running else { continue }
            let report = log.reportsAtEnd[d] ?? report(onDevice: d)
            if log.failure.contains(d) { reports[d] = report }
            checkGrants(d, report)
            if log.paywallBeforeAnswer.contains(d) || (!devices[d].process.storeAnswered && report.access.paywallShown) {
                flag(.paywallBeforeAnswer, d, "the paywall was shown on \(devices[d].name) before the store answered")
            }
            if !devices[d].process.listening, log.contextChanged.contains(d) {
                flag(.listenerMissing, d, "the app runs on \(devices[d].name) without a Transaction.updates listener")
            }
            if let start = report.evaluationStart {
                if let first = devices[d].firstEvaluationStart, start > first, log.contextChanged.contains(d) || start != devices[d].process.lastEvaluationStart {
                    restarts.append((d, first, start))
                }
                if devices[d].firstEvaluationStart == nil { devices[d].firstEvaluationStart = start }
                devices[d].process.lastEvaluationStart = start
            }
        }
        for finish in log.finishes {
            if finish.external {
                flag(.foreignFinished, finish.device, "the app finished \(label(finish.transaction)), a product it does not handle")
            } else if !finish.afterDelivery {
                flag(.finishedBeforeDelivery, finish.device, "the app finished \(label(finish.transaction)) before delivering it")
            }
        }
        var reportedUnfinished: Set<Int> = []
        for handed in log.handed where store.contains(handed.transaction)
            && !store.transactions[handed.transaction - 1].finished && !reportedUnfinished.contains(handed.transaction) {
            guard let tx = store.transaction(handed.transaction), !tx.deleted,
                  devices[handed.device].isAppRunning,
                  tx.verification.isVerified, tx.revocationDate == nil, store.effectiveState(of: tx) == .purchased,
                  !tx.external else { continue }
            reportedUnfinished.insert(tx.id)
            flag(.leftUnfinished, handed.device, "\(label(tx.id)) was handed to the app but not delivered and finished")
        }
        for handed in log.reportedCancel {
            flag(.unverifiedShownAsCancel, handed.device, "the purchase \(label(handed.transaction)) failed verification but the user was told it was cancelled")
        }
        for restart in restarts {
            flag(.evaluationRestarted, restart.device, "the evaluation started again at \(InstantFormat.iso(restart.again)); it first started \(InstantFormat.iso(restart.first))")
        }
        // Judged per transaction: what one transaction credited against what it bought. (Most
        // steps credit one at most: no set for those.)
        var creditsJudged: Set<Int> = []
        for credit in log.credits where log.credits.count == 1 || creditsJudged.insert(credit.transaction).inserted {
            guard let tx = store.transaction(credit.transaction) else { continue }
            let credited = devices[credit.device].storage.consumables.unitsCredited(by: tx.id)
            if credited > tx.quantity {
                flag(.consumableDoubleCredit, credit.device,
                     "\(credited) unit\(credited == 1 ? "" : "s") of \(tx.productID) credited for \(tx.quantity) bought")
            }
        }
        checkLosses(reports)
        // What stands on a device that was not judged this step still stands.
        if !standingViolations.isEmpty || !stillStanding.isEmpty {
            standingViolations = stillStanding.union(standingViolations.filter { !judged.contains($0.device) })
        }
    }

    private mutating func checkGrants(_ d: Int, _ report: ClientReport) {
        // Consumable credits are checked when they change (credited or handed over), never by a
        // scan of the ledger. A step credits one or two: they are told apart by a look back.
        var credited: [Grant] = []
        for handed in log.credits where handed.device == d { grantCredit(handed.transaction, on: d, &credited) }
        for handed in log.handed where handed.device == d { grantCredit(handed.transaction, on: d, &credited) }
        // Breaches are reported in transaction order. Most steps have none, so the grants (one per
        // subscription group, possibly thousands) are not sorted.
        var breaches: [(transaction: Int, invariant: Invariant, detail: String)] = []
        for grant in [report.grants, credited].joined() where store.contains(grant.transactionID) {
            let (product, id) = (grant.productID, grant.transactionID)
            let verified = store.transactions[id - 1].isVerified
            let revoked = store.transactions[id - 1].revocationDate != nil
            let state = store.transactions[id - 1].state
            if !verified {
                breaches.append((id, .unverifiedGranted, "\(product) is granted from \(label(id)), which failed verification"))
            }
            if revoked, devices[d].process.toldRevoked.contains(id) {
                breaches.append((id, .revokedGranted, "\(product) is still granted from \(label(id)), which the app was told is revoked"))
            }
            switch state {
            case .pending:
                breaches.append((id, .pendingGranted, "\(product) is granted from \(label(id)), still waiting for approval"))
            case .cancelled, .failed, .declined, .interrupted:
                breaches.append((id, .cancelledGranted, "\(product) is granted from \(label(id)), which is \(state.rawValue)"))
            case .purchased, .revoked, .expired:
                break
            }
        }
        for breach in breaches.sorted(by: { $0.transaction < $1.transaction }) {
            flag(breach.invariant, d, breach.detail)
        }
    }

    /// Adds consumable transaction `id` to `credited` once, if the device's ledger credited it.
    private func grantCredit(_ id: Int, on d: Int, _ credited: inout [Grant]) {
        guard store.contains(id), devices[d].storage.consumables.hasCredited(id), !credited.contains(where: { $0.transactionID == id }) else { return }
        credited.append(Grant(productID: store.transactions[id - 1].productID, transactionID: id))
    }

    /// A failure must not erase an unlock the store still grants (seed 000): neither one the app
    /// granted earlier this session, nor, at launch, one the device's own copy of the account's
    /// purchases holds (which answers even offline).
    private mutating func checkLosses(_ reports: [Int: ClientReport]) {
        for d in log.failure {
            guard let report = reports[d] else { continue }
            let owned = ownedNonConsumables(report.grants)
            var lost: [String] = []
            if !log.contextChanged.contains(d), let before = log.reportsBeforeFailure[d].map({ ownedNonConsumables($0.grants) }) {
                // A grant whose transaction was deleted or revoked was not lost to the failure.
                lost = before.keys.sorted().filter { product in
                    guard owned[product] == nil, let id = before[product], let tx = store.transaction(id) else { return false }
                    return !tx.deleted && tx.revocationDate == nil
                }
            } else if log.contextChanged.contains(d), report.knowsOwnership {
                lost = devices[d].entitlementCopy.listing.compactMap { cached -> String? in
                    guard let tx = store.transaction(cached.id), tx.kind.isNonConsumable, owned[tx.productID] == nil,
                          tx.entitles(at: store.now), !tx.external else { return nil }
                    return tx.productID
                }
            }
            var seen = Set<String>()
            for product in lost where seen.insert(product).inserted {
                if store.entitlingTransaction(account: devices[d].account, product: product) != nil {
                    flag(.entitlementLostOnFailure, d, "\(product) is still owned, but the app dropped it after a failure")
                }
            }
        }
    }

    /// Reports a violation once while it stands: the same breach seen again next step is not news.
    private mutating func flag(_ invariant: Invariant, _ d: Int, _ detail: String) {
        let key = StandingViolation(invariant: invariant, device: d, detail: detail)
        // Once per step, and not again while it stands.
        guard stillStanding.insert(key).inserted else { return }
        if standingViolations.contains(key), !log.contextChanged.contains(d) { return }
        let violation = Violation(invariant: invariant, step: stepCount, trueTime: store.now, device: devices[d].name, detail: detail)
        violations.append(violation)
        note(.violation(violation), device: d)
    }
}
