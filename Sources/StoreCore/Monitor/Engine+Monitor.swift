import Foundation

/// The monitor: named invariants checked after every step. It looks only at what the step
/// touched and at the few things each app believes, never at the whole ledger.
extension Engine {
    mutating func beginStep() {
        log = StepLog()
        stillStanding = []
        for d in devices.indices where devices[d].client.running {
            log.ownedAtStart[d] = devices[d].client.owned.mapValues(\.transactionID)
        }
    }

    mutating func checkInvariants() {
        for d in devices.indices {
            checkGrants(d)
            checkPaywall(d)
            let client = devices[d].client
            if client.running, !client.listening, log.contextChanged.contains(d) {
                flag(.listenerMissing, d, "the app runs on \(devices[d].name) without a Transaction.updates listener")
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
                  devices[handed.device].client.running,
                  tx.verification.isVerified, tx.revocationDate == nil, store.effectiveState(of: tx) == .purchased,
                  !tx.external else { continue }
            reportedUnfinished.insert(tx.id)
            flag(.leftUnfinished, handed.device, "\(label(tx.id)) was handed to the app but not delivered and finished")
        }
        for handed in log.reportedCancel {
            flag(.unverifiedShownAsCancel, handed.device, "the purchase \(label(handed.transaction)) failed verification but the user was told it was cancelled")
        }
        for restart in log.evaluationRestarts {
            flag(.evaluationRestarted, restart.device, "the evaluation started again at \(InstantFormat.iso(restart.again)); it first started \(InstantFormat.iso(restart.first))")
        }
        for handed in log.touchedConsumables {
            guard let tx = store.transaction(handed.transaction) else { continue }
            let credited = devices[handed.device].preferences.consumables.creditedUnits[tx.productID] ?? 0
            let bought = store.unitsPurchased(account: devices[handed.device].account, product: tx.productID)
            if credited > bought {
                flag(.consumableDoubleCredit, handed.device,
                     "\(credited) unit\(credited == 1 ? "" : "s") of \(tx.productID) credited for \(bought) bought")
            }
        }
        checkLosses()
        standingViolations = stillStanding
    }

    private mutating func checkGrants(_ d: Int) {
        let client = devices[d].client
        guard client.running else { return }
        var granted: [(product: String, transaction: Int)] = client.owned.map { ($0.key, $0.value.transactionID) }
        let now = deviceTime(d)
        for known in client.subscriptions.values where known.givesAccess(at: now) {
            granted.append((known.productID, known.transactionID))
        }
        granted += client.nonRenewing.filter { $0.value.expirationDate > now }.map { ($0.key, $0.value.transactionID) }
        // Consumable credits are checked when they change (credited or revoked), never by a scan of the ledger.
        let consumables = devices[d].preferences.consumables
        var credited: Set<Int> = []
        for handed in [log.touchedConsumables, log.handed].joined()
        where handed.device == d && consumables.hasCredited(handed.transaction) && credited.insert(handed.transaction).inserted {
            guard store.contains(handed.transaction) else { continue }
            granted.append((store.transactions[handed.transaction - 1].productID, handed.transaction))
        }
        // Breaches are reported in transaction order. Most steps have none, so the grants (one per
        // subscription group, possibly thousands) are not sorted.
        var breaches: [(transaction: Int, invariant: Invariant, detail: String)] = []
        for (product, id) in granted where store.contains(id) {
            let verified = store.transactions[id - 1].verification.isVerified
            let revoked = store.transactions[id - 1].revocationDate != nil
            let state = store.transactions[id - 1].state
            if !verified {
                breaches.append((id, .unverifiedGranted, "\(product) is granted from \(label(id)), which failed verification"))
            }
            if revoked, client.toldRevoked.contains(id) {
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

    private mutating func checkPaywall(_ d: Int) {
        let client = devices[d].client
        guard client.running else { return }
        if log.paywallBeforeAnswer.contains(d) || (!client.storeAnswered && access(onDevice: d).paywallShown) {
            flag(.paywallBeforeAnswer, d, "the paywall was shown on \(devices[d].name) before the store answered")
        }
    }

    /// A failure must not erase an unlock the store still grants (seed 000): neither one the app
    /// derived earlier this session, nor, at launch, one the device's own copy of the account's
    /// purchases holds (which answers even offline).
    private mutating func checkLosses() {
        for d in log.failure.sorted() where devices[d].client.running {
            let client = devices[d].client
            var lost: [String] = []
            if !log.contextChanged.contains(d), let before = log.ownedAtStart[d] {
                lost = before.keys.sorted().filter { client.owned[$0] == nil }
            } else if log.contextChanged.contains(d), client.believesAnswered {
                lost = devices[d].cachedEntitlements.compactMap { cached -> String? in
                    guard let tx = store.transaction(cached.id), tx.kind.isNonConsumable, client.owned[tx.productID] == nil,
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
        let key = "\(invariant.rawValue) \(d) \(detail)"
        // Once per step, and not again while it stands.
        guard stillStanding.insert(key).inserted else { return }
        if standingViolations.contains(key), !log.contextChanged.contains(d) { return }
        let violation = Violation(invariant: invariant, step: stepCount, trueTime: store.now, device: devices[d].name, detail: detail)
        violations.append(violation)
        note(.violation, violation.summary, device: d)
    }
}
