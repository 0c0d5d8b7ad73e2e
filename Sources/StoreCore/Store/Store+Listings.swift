import Foundation
import PurchasePort

/// What the store answers an app's reads: `Transaction.currentEntitlements`, `Transaction.all`,
/// a subscription's status and renewal info.
extension Store {
    /// What `currentEntitlements` lists for an account now: non-consumables, the latest
    /// transaction of each auto-renewable subscription that is subscribed or in its grace period,
    /// and the latest transaction of each non-renewing subscription, ended ones included (the
    /// app decides whether a pass has ended).
    func entitlementItems(account: String) -> [TransactionID] {
        var items: [TransactionID] = []
        for position in chains.indices where chains[position].account == account {
            if let id = listedSubscription(chainAt: position) { items.append(id) }
        }
        for product in catalogue.products where product.kind.isListedAsEntitlement {
            var listedOwnership: Set<StoreTransaction.Ownership> = []
            var listedPass = false
            for id in history(account: account, product: product.id).reversed() {
                guard let tx = transaction(id), !tx.deleted else { continue }
                guard tx.state == .purchased || tx.state == .revoked || tx.state == .expired else { continue }
                if tx.revocationDate != nil {
                    if !isOn(.refundVanishes), !listedOwnership.contains(tx.ownership) {
                        items.append(id)
                        listedOwnership.insert(tx.ownership)
                    }
                    continue
                }
                if case .nonRenewing = product.kind {
                    if !listedPass { items.append(id) }
                    listedPass = true
                    continue
                }
                if !listedOwnership.contains(tx.ownership) {
                    items.append(id)
                    listedOwnership.insert(tx.ownership)
                }
            }
        }
        return items.sorted()
    }

    /// What a read of the account's auto-renewable subscriptions (those of `group`, or of
    /// `product`, or all) shows of those that ended or wait for payment: the original
    /// transactions of those that have lapsed (expired, not revoked, not deleted: a listing leaves them out),
    /// and the latest transactions of those in their billing grace period (a listing still has them).
    func endingSubscriptions(account: String, group: String? = nil, product: String? = nil) -> (lapsed: [TransactionID], inGrace: [TransactionID]) {
        var lapsed: [TransactionID] = []
        var inGrace: [TransactionID] = []
        for position in chains.indices where chains[position].account == account
            && (group.map { chains[position].group == $0 } ?? true) && (product.map { chains[position].productID == $0 } ?? true) {
            switch chains[position].phase {
            // A lapse by deletion is the transaction manager's testing tool, not a customer's.
            case .expired(let reason) where reason == "deleted": break
            case .expired: lapsed.append(chains[position].originalID)
            case .grace: inGrace.append(chains[position].latestID)
            case .active, .billingRetry, .revoked: break
            }
        }
        return (lapsed, inGrace)
    }

    /// The transaction `currentEntitlements` lists for the subscription chain at `position`: its
    /// latest, while subscribed or in its grace period.
    func listedSubscription(chainAt position: Int) -> TransactionID? {
        let id = chains[position].latestID
        // Read in place: this runs at every renewal a device online hears of.
        guard contains(id), !transactions[id: id].deleted, transactions[id: id].revocationDate == nil else { return nil }
        switch chains[position].phase {
        case .active:
            let expiration = transactions[id: id].expirationDate
            return transactions[id: id].state == .purchased && !(expiration.map { $0 <= now } ?? false) ? id : nil
        case .grace: return id
        case .billingRetry, .expired, .revoked: return nil
        }
    }

    /// The status of the chain at `position`, as the status API gives it; nil once its latest
    /// transaction was deleted.
    func status(ofChainAt position: Int) -> SubscriptionStatus? {
        let latestID = chains[position].latestID
        guard contains(latestID), !transactions[id: latestID].deleted else { return nil }
        return status(ofChainAt: position, latest: transactions[id: latestID])
    }

    /// The status of the subscription a transaction belongs to (`transaction.subscriptionStatus`).
    func status(of tx: StoreTransaction) -> SubscriptionStatus? {
        guard tx.isAutoRenewable, let position = chainPosition(originalID: tx.originalID) else { return nil }
        return status(ofChainAt: position, handing: tx)
    }

    /// The status of the chain at `position` for a transaction of it handed to the app.
    func status(ofChainAt position: Int, handing tx: StoreTransaction) -> SubscriptionStatus? {
        let latestID = chains[position].latestID
        // Handed a renewal, the transaction is the chain's latest: no second copy from the ledger.
        if latestID == tx.id { return status(ofChainAt: position, latest: tx) }
        guard contains(latestID) else { return nil }
        return status(ofChainAt: position, latest: transactions[id: latestID])
    }

    /// The status of the chain at `position`, whose latest transaction is `latest`. Reads the
    /// chain in place: this runs for every renewal a running app hears of.
    private func status(ofChainAt position: Int, latest: StoreTransaction) -> SubscriptionStatus {
        SubscriptionStatus(group: chains[position].group, transactionID: latest.id,
                           productID: chains[position].productID,
                           expirationDate: chains[position].expirationDate, phase: chains[position].phase,
                           isVerified: latest.isVerified, offer: latest.offer,
                           renewalInfo: renewalInfo(ofChainAt: position), latestTransaction: latest,
                           priceIncreaseStatus: chains[position].priceIncrease)
    }

    /// What `Transaction.all` lists for an account now, oldest id first: every transaction the
    /// store issued (purchased, expired or revoked; not failed, cancelled, declined, interrupted
    /// or waiting attempts), deleted ones excluded. A consumable only while unfinished or once
    /// revoked (StoreKit's default without `SKIncludeConsumableInAppPurchaseHistory`).
    func historyItems(account: String) -> [StoreTransaction] {
        transactions.filter { tx in
            guard tx.account == account, !tx.deleted else { return false }
            switch tx.state {
            case .purchased, .expired, .revoked: break
            case .pending, .declined, .cancelled, .failed, .interrupted: return false
            }
            if case .consumable = tx.kind { return !tx.finished || tx.revocationDate != nil }
            return true
        }
    }

    /// The renewal info of the subscription `transaction` belongs to, now; nil when it is not an
    /// auto-renewable subscription's.
    package func renewalInfo(of transaction: StoreTransaction) -> RenewalInfo? {
        guard transaction.isAutoRenewable, let position = chainPosition(originalID: transaction.originalID) else { return nil }
        return renewalInfo(ofChainAt: position)
    }

    /// The renewal info of the chain at `position` now. Its fields are read where the chain is
    /// kept: this runs at every renewal a running app hears of, and a copy of the chain cost
    /// more than the rest of it.
    private func renewalInfo(ofChainAt position: Int) -> RenewalInfo {
        var reason: String? = nil
        var grace: Date? = nil
        var retry = false
        let phase = chains[position].phase
        switch phase {
        case .expired(let why): reason = why
        case .revoked: reason = "revoked"
        case .grace(let until): grace = until
        case .billingRetry: retry = true
        case .active: break
        }
        let nextProductID = chains[position].nextProductID
        let nextOffer: SubscriptionOffer?
        if let running = chains[position].runningOffer, running.periodsLeft > 0, nextProductID == nil {
            nextOffer = running.offer
        } else {
            nextOffer = chains[position].nextOffer
        }
        let next = nextOffer.map(StoreTransaction.Offer.init)
        let regular = regularPrice(ofChainAt: position)
        let renewalPrice = nextOffer.map { $0.charge(regular: regular) } ?? regular
        let autoRenew = chains[position].autoRenew
        let renews = autoRenew && chains[position].isOngoing
        // Only a lapsed subscription has win-back offers: the common case looks nothing up.
        var winBack: [String] = []
        if case .expired = phase {
            winBack = eligibleWinBackOffers(account: chains[position].account, group: chains[position].group).compactMap(\.id)
        }
        return RenewalInfo(willAutoRenew: autoRenew, autoRenewPreference: nextProductID ?? chains[position].productID,
                           expirationReason: reason, gracePeriodExpirationDate: grace, isInBillingRetry: retry,
                           renewalDate: renews && phase == .active ? chains[position].expirationDate : nil, offer: next,
                           eligibleWinBackOfferIDs: winBack, priceIncreaseStatus: chains[position].priceIncrease, renewalPrice: renewalPrice)
    }

    /// The regular price the chain at `position` renews at, read in place (`catalogue[id]`
    /// would copy the whole product): the product's catalogue position as the chain's last
    /// renewal found it, looked up by its id only when the chain renews into another product.
    private func regularPrice(ofChainAt position: Int) -> Price? {
        let product = chains[position].nextProductID ?? chains[position].productID
        let known = chainProductPositions[position]
        let at = known?.product == product ? known?.position : catalogue.position(of: product)
        return at.flatMap { catalogue.products[$0].price }
    }
}
