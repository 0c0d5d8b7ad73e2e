import Foundation
import PurchasePort

/// The transaction manager's actions on the ledger: decline, refund and revoke, expire, renew
/// now, billing issues, delete, auto-renew. Each returns the facts it logs, and what the port
/// driver must then tell the apps is the caller's.
extension Store {
    /// Declines an Ask to Buy; whether the store tells the app (quirk decline-silent).
    mutating func decline(_ tx: StoreTransaction) -> (EventFact, announced: Bool) {
        update(tx.id) { $0.state = .declined }
        let silent = isOn(.declineSilent)
        return (.declined(transaction: tx.id, product: tx.productID, silent: silent), !silent)
    }

    mutating func revoke(_ tx: StoreTransaction, reason: RevocationReason, as how: EventFact.Revocation) -> EventFact {
        let (id, now) = (tx.id, now)
        update(id) {
            $0.revocationDate = now
            $0.revocationReason = reason
            $0.state = .revoked
        }
        if let chain = chain(of: tx), let position = chainPosition(account: chain.account, group: chain.group) {
            if chain.latestID == id {
                updateChain(at: position) { $0.phase = .revoked }
            } else if chain.nextProductID == tx.productID, tx.purchaseDate > transactions[id: chain.latestID].purchaseDate {
                // A refunded downgrade order: the subscription renews as it was.
                updateChain(at: position) { $0.nextProductID = nil }
            }
        }
        return .revoked(how, transaction: id, product: tx.productID, reason, at: now)
    }

    /// Expires a transaction now; returns its fact, and the position of its chain, whose status changed.
    mutating func expire(_ tx: StoreTransaction) -> (EventFact, chain: Int?) {
        let (id, now) = (tx.id, now)
        let position = chain(of: tx).flatMap { chainPosition(account: $0.account, group: $0.group) }
        // Ended while the store was failing to bill it (billing retry, or a grace period that
        // would have been followed by one): a billing error, its dates kept (the period after
        // the failed renewal was never paid for).
        if let position {
            let billingFails: Bool
            switch chains[position].phase {
            case .billingRetry: billingFails = true
            case .grace: billingFails = chains[position].autoRenew
            case .active, .expired, .revoked: billingFails = false
            }
            if billingFails {
                lapseChain(at: position, reason: "billing-error")
                return (.expiredNow(transaction: id, product: tx.productID), position)
            }
        }
        update(id) {
            $0.expirationDate = now
            $0.state = .expired
        }
        if let position {
            updateChain(at: position) {
                $0.expirationDate = now
                $0.phase = .expired(reason: $0.autoRenew ? "expired" : "auto-renew-disabled")
            }
        }
        return (.expiredNow(transaction: id, product: tx.productID), position)
    }

    /// Renews a subscription now; returns the renewal and its facts, in order.
    mutating func renewNow(_ tx: StoreTransaction) -> (renewal: TransactionID, facts: [EventFact])? {
        guard let chain = chain(of: tx), let position = chainPosition(account: chain.account, group: chain.group) else { return nil }
        let renewal = renew(chainAt: position, at: now)
        let renewed = EventFact.renewedNow(chainProduct: chain.productID, transaction: renewal.id,
                                           product: transactions[id: renewal.id].productID, expiry(of: transactions[id: renewal.id]))
        return (renewal.id, renewal.offer.map { [$0, renewed] } ?? [renewed])
    }

    mutating func setBillingIssue(on tx: StoreTransaction, grace: TimeSpan?) -> EventFact? {
        guard let chain = chain(of: tx), let position = chainPosition(account: chain.account, group: chain.group) else { return nil }
        let graceGiven = grace ?? settings.billingGracePeriod
        updateChain(at: position) { $0.billingIssue = .init(grace: graceGiven) }
        return .billingIssueSet(transaction: tx.id, product: tx.productID, due: chain.expirationDate, grace: graceGiven)
    }

    /// Resolves a subscription's billing issue: before the renewal, it will renew as usual; in
    /// the grace period or billing retry, it renews now. Returns the renewal, if any, and the
    /// facts, in order.
    mutating func resolveBillingIssue(of tx: StoreTransaction) -> (renewal: TransactionID?, facts: [EventFact]) {
        guard let chain = chain(of: tx), let position = chainPosition(account: chain.account, group: chain.group) else { return (nil, []) }
        if chain.phase == .active {
            updateChain(at: position) { $0.billingIssue = nil }
            return (nil, [.billingIssueResolvedEarly(transaction: tx.id, product: tx.productID)])
        }
        let renewal = renew(chainAt: position, at: recoveryStart(of: chain))
        let resolved = EventFact.billingIssueResolved(chainProduct: chain.productID, transaction: renewal.id,
                                                      product: transactions[id: renewal.id].productID,
                                                      expiry(of: transactions[id: renewal.id]))
        return (renewal.id, renewal.offer.map { [$0, resolved] } ?? [resolved])
    }

    /// Deletes a transaction from the ledger (it stays, marked deleted, so that it can be named).
    mutating func delete(_ tx: StoreTransaction) -> EventFact {
        let id = tx.id
        update(id) { $0.deleted = true }
        if let chain = chain(of: tx), chain.latestID == id, let position = chainPosition(account: chain.account, group: chain.group) {
            updateChain(at: position) { $0.phase = .expired(reason: "deleted") }
        }
        return .deleted(transaction: id, product: tx.productID)
    }

    /// Turns a subscription's auto-renew on or off; returns its fact, and the position of its
    /// chain when its status changed.
    mutating func setAutoRenew(of tx: StoreTransaction, on: Bool) -> (EventFact, chain: Int?)? {
        guard let chain = chain(of: tx), let position = chainPosition(account: chain.account, group: chain.group) else { return nil }
        updateChain(at: position) { $0.autoRenew = on }
        func fact(_ effect: EventFact.AutoRenewEffect) -> EventFact {
            .autoRenewSet(product: chain.productID, latest: chain.latestID, effect, on: on)
        }
        switch (chain.phase, on) {
        case (.grace(let until), false):
            return (fact(.endsWithGrace(until)), nil)
        case (.billingRetry, false):
            // The store stops retrying a renewal the user no longer wants: the subscription ends now.
            lapseChain(at: position, reason: "auto-renew-disabled")
            return (fact(.retryStopped), position)
        case (.grace, true), (.billingRetry, true):
            return (fact(.renewsOnceResolved), nil)
        default:
            // The renewal info changed: `Status.updates` tells a running app.
            return (fact(.renewsOrEnds(chain.expirationDate)), position)
        }
    }
}
