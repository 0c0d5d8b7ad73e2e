import Foundation
import PurchasePort

/// Transactions handed to the app: deliver, then finish; revocations re-derived.
extension ReferenceClient {
    mutating func handle(_ tx: StoreTransaction, via delivery: Delivery, status: SubscriptionStatus?, _ context: ClientContext,
                         _ actions: inout [ClientAction]) {
        let id = tx.id
        let how = delivery.phrase
        guard !tx.external else {
            if delivery != .sweep {
                actions.append(.log("\(how): \(label(tx)) is handled elsewhere; the app leaves it alone"))
            }
            return
        }
        guard tx.isVerified || rules.trustsUnverified else {
            if delivery != .sweep || !delivered.contains(id) {
                actions.append(.log("\(how): \(label(tx)) failed verification; not granted, left unfinished"))
            }
            return
        }
        if tx.revocationDate != nil {
            applyRevocation(tx, status: status, &actions)
            actions.append(.finish(transactionID: id))
            return
        }
        switch tx.state {
        case .pending:
            pending[tx.productID] = id
            actions.append(.log("\(how): \(label(tx)) is waiting for approval; shown as pending, nothing unlocked"))
        case .declined:
            if pending[tx.productID] == id { pending[tx.productID] = nil }
            actions.append(.log("\(how): Ask to Buy \(label(tx)) was declined; pending cleared"))
        case .cancelled, .failed, .interrupted, .revoked:
            break
        case .expired:
            // A past period: nothing left to deliver but the status it implies.
            refreshKnowledge(tx, status: status, &actions)
            markDelivered(id, &actions)
            actions.append(.finish(transactionID: id))
            if delivery != .sweep {
                actions.append(.log("\(how): \(label(tx)) is a past period; nothing to deliver, finished"))
            }
        case .purchased:
            if delivered.contains(id), delivery == .sweep || delivery == .launchRedelivery {
                actions.append(.finish(transactionID: id))
                return
            }
            deliver(tx, via: delivery, status: status, context, &actions)
            if rules.creditsAgainOnRecovery, tx.kind == .consumable, delivery == .purchaseResult {
                actions.append(.log("The app's recovery sweep sees \(label(tx)) still unfinished and credits it again"))
                deliver(tx, via: .sweep, status: status, context, &actions)
            }
            actions.append(.finish(transactionID: id))
        }
    }

    private mutating func markDelivered(_ id: TransactionID, _ actions: inout [ClientAction]) {
        delivered.insert(id)
        actions.append(.deliver(transactionID: id))
    }

    private mutating func deliver(_ tx: StoreTransaction, via delivery: Delivery, status: SubscriptionStatus?, _ context: ClientContext,
                                  _ actions: inout [ClientAction]) {
        markDelivered(tx.id, &actions)
        if !pending.isEmpty { pending.removeValue(forKey: tx.productID) }
        var what = ""
        switch tx.kind {
        case .unlock, .trial:
            // A family-shared copy does not replace the account's own purchase.
            if tx.ownership == .purchased || owned[tx.productID]?.ownership != .purchased {
                let item = OwnedItem(transactionID: tx.id, ownership: tx.ownership, purchaseDate: tx.purchaseDate)
                owned[tx.productID] = item
                wakeAtTrialEnd(tx.productID, item, context, &actions)
            }
            revokedUnlocks[tx.productID] = nil
            knownByProduct[tx.productID, default: [:]][tx.id] = tx
            if rules.trustsPurchasedFlag {
                actions.append(.writePreferences(key: Self.purchasedFlagPrefix + tx.productID, value: .int(tx.id.rawValue)))
            }
            what = tx.ownership == .familyShared ? "unlocked (family shared)" : "unlocked"
        case .consumable:
            // The ledger in the preferences is read, never copied: it holds every credit ever made.
            let ledger = context.storage.consumables
            if rules.creditsAgainOnRecovery || !ledger.hasCredited(tx.id) {
                let creditedBefore = creditedThisInput.isEmpty ? 0 : creditedThisInput[tx.productID] ?? 0
                creditedThisInput[tx.productID] = creditedBefore + tx.quantity
                actions.append(.credit(transactionID: tx.id, productID: tx.productID, units: tx.quantity))
                let balance = ledger.balance(of: tx.productID) + creditedBefore + tx.quantity
                // The most frequent line of all, kept as its facts when they fit.
                if tx.verification.isVerified, let units = Int32(exactly: tx.quantity), let shown = Int32(exactly: balance) {
                    actions.append(.log(LogLine(.credited(transaction: tx.id, product: tx.productID, units: units, balance: shown, via: delivery))))
                    return
                }
                what = "credited \(tx.quantity); balance \(balance)"
            } else {
                what = "already credited; not credited again"
            }
        case .subscription:
            if let status = trusted(status) { know(status, &actions) }
            if tx.isVerified {
                actions.append(.log(LogLine(.subscriptionDelivered(transaction: tx.id, product: tx.productID, until: tx.expirationDate, via: delivery))))
                return
            }
            what = "subscription active until \(tx.expirationDate.map { InstantFormat.short($0) } ?? "?")"
        case .nonRenewing:
            if let expiration = tx.expirationDate, expiration > nonRenewing[tx.productID]?.expirationDate ?? .distantPast {
                nonRenewing[tx.productID] = KnownNonRenewing(transactionID: tx.id, expirationDate: expiration)
                actions.append(.wakeMe(at: expiration))
            }
            knownByProduct[tx.productID, default: [:]][tx.id] = tx
            what = "access until \(tx.expirationDate.map { InstantFormat.short($0) } ?? "?")"
        }
        actions.append(.log(LogLine(content: .spelledWhenRead(.delivered(via: delivery, transaction: tx.id, product: tx.productID,
                                                                          verified: tx.verification.isVerified, what: what)))))
    }

    private mutating func applyRevocation(_ tx: StoreTransaction, status: SubscriptionStatus?, _ actions: inout [ClientAction]) {
        toldRevoked.insert(tx.id)
        markDelivered(tx.id, &actions)
        let keepsFlag = rules.trustsPurchasedFlag && tx.kind.isNonConsumable
        if rules.ignoresRevocations || keepsFlag {
            if keepsFlag {
                owned[tx.productID] = OwnedItem(transactionID: tx.id, ownership: tx.ownership, purchaseDate: tx.purchaseDate)
            }
            actions.append(.log("Update: \(label(tx)) was revoked; the app keeps access anyway"))
            return
        }
        switch tx.kind {
        case .unlock, .trial:
            if owned[tx.productID]?.transactionID == tx.id {
                owned[tx.productID] = stillOwned(tx.productID).map {
                    OwnedItem(transactionID: $0.id, ownership: $0.ownership, purchaseDate: $0.purchaseDate)
                }
            }
            if owned[tx.productID] == nil { revokedUnlocks[tx.productID] = tx.id }
        case .consumable:
            actions.append(.withdraw(transactionID: tx.id, productID: tx.productID))
        case .subscription(let group, _, _):
            if let status = trusted(status) {
                know(status, &actions)
            } else if subscriptions[group]?.transactionID == tx.id || subscriptions[group] == nil {
                // The group's latest transaction does not verify: what the app knows for sure is
                // that this one was revoked.
                subscriptions[group] = SubscriptionStatus(group: group, transactionID: tx.id, productID: tx.productID,
                                                          expirationDate: tx.revocationDate ?? tx.purchaseDate,
                                                          phase: .revoked, isVerified: true)
            }
        case .nonRenewing:
            if nonRenewing[tx.productID]?.transactionID == tx.id {
                nonRenewing[tx.productID] = stillOwned(tx.productID).flatMap { other in
                    other.expirationDate.map { KnownNonRenewing(transactionID: other.id, expirationDate: $0) }
                }
            }
        }
        actions.append(.log("Update: \(label(tx)) was revoked; access re-derived without it"))
    }

    /// What else the app was handed for a product that still stands once one transaction is
    /// revoked: the account's own purchase before a family-shared copy, then the latest.
    func stillOwned(_ product: String) -> StoreTransaction? {
        var best: StoreTransaction?
        for (id, tx) in (knownByProduct[product] ?? [:]).sorted(by: { $0.key < $1.key }) where !toldRevoked.contains(id) {
            guard tx.state == .purchased, tx.revocationDate == nil,
                  tx.verification.isVerified || rules.trustsUnverified else { continue }
            if let current = best, current.ownership == .purchased, tx.ownership != .purchased { continue }
            best = tx
        }
        return best
    }

    private mutating func refreshKnowledge(_ tx: StoreTransaction, status: SubscriptionStatus?, _ actions: inout [ClientAction]) {
        switch tx.kind {
        case .subscription:
            if let status = trusted(status) { know(status, &actions) }
        case .nonRenewing:
            if nonRenewing[tx.productID]?.transactionID == tx.id, let expiration = tx.expirationDate {
                nonRenewing[tx.productID] = KnownNonRenewing(transactionID: tx.id, expirationDate: expiration)
            }
        default:
            break
        }
    }

    /// A group's status, if its latest transaction verifies (or the app trusts what does not).
    private func trusted(_ status: SubscriptionStatus?) -> SubscriptionStatus? {
        guard let status, status.isVerified || rules.trustsUnverified else { return nil }
        return status
    }
}
