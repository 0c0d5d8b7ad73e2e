import Foundation

/// The client under test: the reference rules of seeds 000–004, and the faults that break them.
extension Engine {
    // MARK: - Reads

    /// The app reads `Transaction.currentEntitlements` (and subscription status).
    mutating func readEntitlements(_ d: Int, cancelled: Bool, why: String) {
        if cancelled || store.settings.failures[.entitlements] != nil {
            log.failure.insert(d)
            let how = cancelled ? "was cancelled" : "failed (\(store.settings.failures[.entitlements]?.rawValue ?? ""))"
            if store.isOn(.cancelledReadEmpty) {
                if activeFault == .cancelledReadAsNone {
                    note(.client, "Entitlements read (\(why)) \(how) and answered nothing; the app took that as owning nothing", device: d)
                    applyRead(d, items: [], genuine: false)
                } else {
                    note(.client, "Entitlements read (\(why)) \(how) and answered nothing; the app sees the failure and keeps what it knew", device: d)
                }
            } else {
                note(.client, "Entitlements read (\(why)) \(how) and threw; the app keeps what it knew", device: d)
            }
            return
        }
        var items: [Transaction]
        if devices[d].online {
            items = entitlementItems(account: devices[d].account).compactMap { store.transaction($0) }
            devices[d].cachedEntitlements = items
            devices[d].hasSynced = true
        } else if !devices[d].hasSynced {
            log.failure.insert(d)
            note(.client, "Entitlements read (\(why)) offline on a device that has never reached the store: no answer; the app keeps what it knew", device: d)
            return
        } else {
            items = devices[d].cachedEntitlements
            log.failure.insert(d)
        }
        if store.isOn(.listedLate), !devices[d].notYetListed.isEmpty {
            let late = devices[d].notYetListed
            let hidden = items.map(\.id).filter { late.contains($0) }
            items.removeAll { late.contains($0.id) }
            devices[d].notYetListed = []
            if !hidden.isEmpty {
                note(.store, "The listing does not have \(hidden.map { "#\($0)" }.joined(separator: ", ")) yet (listed one read late)", device: d)
            }
        }
        applyRead(d, items: items, genuine: true)
        let owned = (Array(devices[d].client.owned.keys) + devices[d].client.nonRenewing.keys).sorted()
        note(.client, "Entitlements read (\(why))\(devices[d].online ? "" : " offline, from the device's copy"): \(owned.isEmpty ? "nothing owned" : owned.joined(separator: ", "))", device: d)
    }

    /// What `currentEntitlements` lists for an account now: non-consumables and non-renewing
    /// subscriptions (subscriptions are read through their status).
    func entitlementItems(account: String) -> [Int] {
        var items: [Int] = []
        for product in store.catalogue.products where product.kind.isListedAsEntitlement {
            var listedOwnership: Set<Transaction.Ownership> = []
            for id in store.history(account: account, product: product.id).reversed() {
                guard let tx = store.transaction(id), !tx.deleted else { continue }
                guard tx.state == .purchased || tx.state == .revoked || tx.state == .expired else { continue }
                if tx.revocationDate != nil {
                    if !store.isOn(.refundVanishes), !listedOwnership.contains(tx.ownership) {
                        items.append(id)
                        listedOwnership.insert(tx.ownership)
                    }
                    continue
                }
                if case .nonRenewing = product.kind {
                    if store.effectiveState(of: tx) == .purchased { items.append(id) }
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

    /// Replaces what the app believes with a read's answer.
    /// `items` are the transactions as the read answers them: the store's now, or the device's
    /// copy when offline.
    private mutating func applyRead(_ d: Int, items: [Transaction], genuine: Bool) {
        var client = takeClient(d)
        var owned: [String: PurchaseClient.OwnedItem] = [:]
        var nonRenewing: [String: PurchaseClient.KnownNonRenewing] = [:]
        for tx in items {
            let id = tx.id
            guard !tx.external else { continue }
            if activeFault == .pricesBeforeOwnership, !client.productsLoaded { continue }
            if !tx.verification.isVerified, activeFault != .grantUnverified { continue }
            if tx.revocationDate != nil {
                client.toldRevoked.insert(id)
                if tx.kind.isNonConsumable { client.revokedUnlocks[tx.productID] = id }
                if activeFault != .ignoreRevocation { continue }
            }
            switch tx.kind {
            case .unlock, .trial:
                if let existing = owned[tx.productID], existing.ownership == .purchased { continue }
                owned[tx.productID] = .init(transactionID: id, ownership: tx.ownership, purchaseDate: tx.purchaseDate)
            case .nonRenewing:
                if let expiration = tx.expirationDate, expiration > nonRenewing[tx.productID]?.expirationDate ?? .distantPast {
                    nonRenewing[tx.productID] = .init(transactionID: id, expirationDate: expiration)
                }
            case .consumable, .subscription:
                break
            }
        }
        if activeFault == .cachedBool {
            // The flag was set by a completed purchase: access is credited to the newest one, not
            // to a later attempt that never completed.
            for flag in devices[d].preferences.purchasedFlags.sorted() where owned[flag] == nil {
                let completed = store.latest(account: devices[d].account, product: flag) {
                    $0.state == .purchased || $0.state == .revoked || $0.state == .expired
                }
                if let tx = completed {
                    owned[flag] = .init(transactionID: tx.id, ownership: tx.ownership, purchaseDate: tx.purchaseDate)
                }
            }
        }
        if genuine || activeFault != .cancelledReadAsNone {
            // What this session derived from a verified transaction stays until the app is told
            // otherwise: a listing that lags (quirk listed-late) must not take it away.
            for (product, item) in client.owned.sorted(by: { $0.key < $1.key }) where owned[product] == nil {
                guard client.delivered.contains(item.transactionID), !client.toldRevoked.contains(item.transactionID),
                      let tx = store.transaction(item.transactionID), tx.account == devices[d].account, !tx.deleted else { continue }
                owned[product] = item
            }
        }
        client.owned = owned
        client.nonRenewing = nonRenewing
        if devices[d].online, store.settings.failures[.subscriptionStatus] == nil {
            client.subscriptions = knownSubscriptions(account: devices[d].account)
            client.subscriptionStatusAnswered = true
        } else if store.catalogue.products.contains(where: \.kind.isAutoRenewable) {
            log.failure.insert(d)
            if devices[d].online, let error = store.settings.failures[.subscriptionStatus] {
                note(.client, "Subscription status failed (\(error.rawValue)); the app keeps what it knew of its subscriptions"
                     + (client.subscriptionStatusAnswered ? "" : ", which is nothing yet"), device: d)
            }
        }
        if genuine { client.storeAnswered = true }
        client.believesAnswered = true
        devices[d].client = client
    }

    /// The status of each of the account's subscription groups, as the status API gives it.
    func knownSubscriptions(account: String) -> [String: PurchaseClient.KnownSubscription] {
        var known: [String: PurchaseClient.KnownSubscription] = [:]
        for chain in store.chains where chain.account == account {
            guard let tx = store.transaction(chain.latestID), tx.verification.isVerified || activeFault == .grantUnverified,
                  !tx.deleted else { continue }
            known[chain.group] = .init(chain)
        }
        return known
    }

    // MARK: - Transactions handed to the app

    /// The app handles one transaction handed to it.
    mutating func handle(_ d: Int, _ id: Int, via delivery: Delivery) {
        guard let tx = store.transaction(id), !tx.deleted else { return }
        if delivery != .sweep { log.handed.append(Handed(device: d, transaction: id)) }
        let how = delivery.phrase
        guard !tx.external else {
            if activeFault == .finishForeign {
                finish(d, id)
                note(.client, "\(how): \(label(id)) is another product's; the app finished it anyway", device: d)
            } else if delivery != .sweep {
                note(.client, "\(how): \(label(id)) is handled elsewhere; the app leaves it alone", device: d)
            }
            return
        }
        if activeFault == .readListingAfterPurchase, delivery == .purchaseResult || delivery == .update,
           tx.state == .purchased, tx.revocationDate == nil {
            note(.client, "\(how): \(label(id)); the app re-reads the listing instead of using it", device: d)
            readEntitlements(d, cancelled: false, why: "after the \(how)")
            return
        }
        guard tx.verification.isVerified || activeFault == .grantUnverified else {
            if delivery != .sweep || !devices[d].client.delivered.contains(id) {
                note(.client, "\(how): \(label(id)) failed verification; not granted, left unfinished", device: d)
            }
            return
        }
        if tx.revocationDate != nil {
            applyRevocation(d, tx)
            finish(d, id)
            return
        }
        switch tx.state {
        case .pending:
            devices[d].client.pending[tx.productID] = id
            note(.client, "\(how): \(label(id)) is waiting for approval; shown as pending, nothing unlocked", device: d)
        case .declined:
            if devices[d].client.pending[tx.productID] == id { devices[d].client.pending[tx.productID] = nil }
            note(.client, "\(how): Ask to Buy \(label(id)) was declined; pending cleared", device: d)
        case .cancelled, .failed, .interrupted, .revoked:
            break
        case .expired:
            // A past period: nothing left to deliver but the status it implies.
            refreshSubscriptionKnowledge(d, tx)
            devices[d].client.delivered.insert(id)
            finish(d, id)
            if delivery != .sweep {
                note(.client, "\(how): \(label(id)) is a past period; nothing to deliver, finished", device: d)
            }
        case .purchased:
            if devices[d].client.delivered.contains(id), delivery == .sweep || delivery == .launchRedelivery {
                finish(d, id)
                return
            }
            if activeFault == .finishBeforeDelivery { finish(d, id) }
            deliver(d, tx, via: delivery)
            if activeFault == .doubleCredit, tx.kind == .consumable, delivery == .purchaseResult {
                note(.client, "The app's recovery sweep sees \(label(id)) still unfinished and credits it again", device: d)
                deliver(d, tx, via: .sweep)
            }
            if activeFault != .finishBeforeDelivery { finish(d, id) }
        }
    }

    private mutating func deliver(_ d: Int, _ tx: Transaction, via delivery: Delivery) {
        devices[d].client.delivered.insert(tx.id)
        if !devices[d].client.pending.isEmpty { devices[d].client.pending.removeValue(forKey: tx.productID) }
        var what = ""
        switch tx.kind {
        case .unlock, .trial:
            // A family-shared copy does not replace the account's own purchase.
            if tx.ownership == .purchased || devices[d].client.owned[tx.productID]?.ownership != .purchased {
                devices[d].client.owned[tx.productID] = .init(transactionID: tx.id, ownership: tx.ownership, purchaseDate: tx.purchaseDate)
            }
            devices[d].client.revokedUnlocks[tx.productID] = nil
            if activeFault == .cachedBool { devices[d].preferences.purchasedFlags.insert(tx.productID) }
            what = tx.ownership == .familyShared ? "unlocked (family shared)" : "unlocked"
        case .consumable:
            if devices[d].preferences.consumables.credit(tx.id, product: tx.productID, units: tx.quantity,
                                                         onceOnly: activeFault != .doubleCredit) {
                log.touchedConsumables.append(Handed(device: d, transaction: tx.id))
                what = "credited \(tx.quantity); balance \(devices[d].preferences.consumables.balance(of: tx.productID))"
            } else {
                what = "already credited; not credited again"
            }
        case .subscription(let group, _, _):
            if let position = store.chainPosition(originalID: tx.originalID) {
                devices[d].client.subscriptions[group] = .init(store.chains[position])
            }
            if tx.verification.isVerified {
                note(.client, .subscriptionDelivered(transaction: tx.id, product: tx.productID, until: tx.expirationDate, via: delivery), device: d)
                return
            }
            what = "subscription active until \(tx.expirationDate.map { InstantFormat.short($0) } ?? "?")"
        case .nonRenewing:
            if let expiration = tx.expirationDate, expiration > devices[d].client.nonRenewing[tx.productID]?.expirationDate ?? .distantPast {
                devices[d].client.nonRenewing[tx.productID] = .init(transactionID: tx.id, expirationDate: expiration)
            }
            what = "access until \(tx.expirationDate.map { InstantFormat.short($0) } ?? "?")"
        }
        let verified = tx.verification.isVerified ? "verified" : "failed verification, granted anyway"
        note(.client, "\(delivery.phrase): \(label(tx.id)) \(verified); \(what)", device: d)
    }

    private mutating func applyRevocation(_ d: Int, _ tx: Transaction) {
        devices[d].client.toldRevoked.insert(tx.id)
        devices[d].client.delivered.insert(tx.id)
        let keeps = activeFault == .ignoreRevocation || (activeFault == .cachedBool && tx.kind.isNonConsumable)
        if keeps {
            if activeFault == .cachedBool, tx.kind.isNonConsumable {
                devices[d].client.owned[tx.productID] = .init(transactionID: tx.id, ownership: tx.ownership, purchaseDate: tx.purchaseDate)
            }
            note(.client, "Update: \(label(tx.id)) was revoked; the app keeps access anyway", device: d)
            return
        }
        var client = takeClient(d)
        switch tx.kind {
        case .unlock, .trial:
            if client.owned[tx.productID]?.transactionID == tx.id {
                client.owned[tx.productID] = stillOwned(tx.productID, account: tx.account, by: client).map {
                    .init(transactionID: $0.id, ownership: $0.ownership, purchaseDate: $0.purchaseDate)
                }
            }
            if client.owned[tx.productID] == nil { client.revokedUnlocks[tx.productID] = tx.id }
        case .consumable:
            devices[d].preferences.consumables.withdraw(tx.id, product: tx.productID,
                                                        unused: max(0, tx.quantity - consumedUnits(of: tx.id)))
        case .subscription(let group, _, _):
            if let chain = store.chain(of: tx) {
                client.subscriptions[group] = .init(chain)
            }
        case .nonRenewing:
            if client.nonRenewing[tx.productID]?.transactionID == tx.id {
                client.nonRenewing[tx.productID] = stillOwned(tx.productID, account: tx.account, by: client).flatMap { other in
                    other.expirationDate.map { .init(transactionID: other.id, expirationDate: $0) }
                }
            }
        }
        devices[d].client = client
        note(.client, "Update: \(label(tx.id)) was revoked; access re-derived without it", device: d)
    }

    /// What else the app was handed for a product that still stands once one transaction is
    /// revoked: the account's own purchase before a family-shared copy, then the latest.
    /// Looks only at that product's history.
    private func stillOwned(_ product: String, account: String, by client: PurchaseClient) -> Transaction? {
        var best: Transaction?
        for id in store.history(account: account, product: product) where client.delivered.contains(id) && !client.toldRevoked.contains(id) {
            guard let tx = store.transaction(id), tx.state == .purchased, tx.revocationDate == nil, !tx.deleted,
                  tx.verification.isVerified || activeFault == .grantUnverified else { continue }
            if let current = best, current.ownership == .purchased, tx.ownership != .purchased { continue }
            best = tx
        }
        return best
    }

    private mutating func refreshSubscriptionKnowledge(_ d: Int, _ tx: Transaction) {
        switch tx.kind {
        case .subscription(let group, _, _):
            if let chain = store.chain(of: tx) {
                devices[d].client.subscriptions[group] = .init(chain)
            }
        case .nonRenewing:
            if devices[d].client.nonRenewing[tx.productID]?.transactionID == tx.id, let expiration = tx.expirationDate {
                devices[d].client.nonRenewing[tx.productID] = .init(transactionID: tx.id, expirationDate: expiration)
            }
        default:
            break
        }
    }

    mutating func finish(_ d: Int, _ id: Int) {
        guard store.contains(id) else { return }
        log.finishes.append(Finish(device: d, transaction: id, afterDelivery: devices[d].client.delivered.contains(id),
                                   external: store.transactions[id - 1].external))
        if !store.transactions[id - 1].finished { store.update(id) { $0.finished = true } }
    }

    // MARK: - Updates

    /// Tells every device of the account about a transaction: handled now where the app listens
    /// and is online, queued for the next launch otherwise.
    mutating func announce(_ id: Int, skipping skipped: Int? = nil, newlyPurchased: Bool = false) {
        guard store.contains(id) else { return }
        for d in Self.deviceIndexes(of: store.transactions[id - 1].account, in: devices) {
            updateCachedEntitlements(d, id)
            guard d != skipped else { continue }
            if newlyPurchased { devices[d].notYetListed.insert(id) }
            // Read the flags in place: a copy of the client held across `handle` would make
            // every change to it copy its sets.
            if devices[d].client.running, devices[d].client.listening, devices[d].online {
                handle(d, id, via: .update)
            } else {
                devices[d].queuedUpdates[store.transactions[id - 1].originalID] = id
            }
        }
    }

    /// Keeps the device's copy of the account's entitlements current while it is online.
    private mutating func updateCachedEntitlements(_ d: Int, _ id: Int) {
        guard store.contains(id), devices[d].online,
              store.transactions[id - 1].kind.isListedAsEntitlement else { return }
        let tx = store.transactions[id - 1]
        devices[d].cachedEntitlements.removeAll { $0.id == tx.id }
        if tx.state == .purchased, tx.revocationDate == nil || !store.isOn(.refundVanishes), !tx.deleted {
            devices[d].cachedEntitlements.append(tx)
            devices[d].cachedEntitlements.sort { $0.id < $1.id }
        }
    }

    /// A subscription's status changed without a new transaction (grace, retry, lapse).
    mutating func announceStatus(of chain: SubscriptionChain) {
        for d in Self.deviceIndexes(of: chain.account, in: devices) {
            guard devices[d].client.running, devices[d].online else { continue }
            guard store.settings.failures[.subscriptionStatus] == nil else {
                log.failure.insert(d)
                continue
            }
            if let tx = store.transaction(chain.latestID), tx.verification.isVerified || activeFault == .grantUnverified {
                devices[d].client.subscriptions[chain.group] = .init(chain)
            }
        }
    }

    /// Delivers what queued while the app was closed or offline, and at launch the unfinished ones.
    mutating func deliverQueuedUpdates(_ d: Int, atLaunch: Bool) {
        let listening = devices[d].client.listening
        if listening, devices[d].online, !devices[d].queuedUpdates.isEmpty {
            let queued = devices[d].queuedUpdates.values.sorted()
            devices[d].queuedUpdates = [:]
            for id in queued { handle(d, id, via: .update) }
        }
        guard atLaunch else { return }
        let account = devices[d].account
        if listening, store.isOn(.unfinishedRedelivered) {
            for id in store.unfinishedIDs(account: account) { handle(d, id, via: .launchRedelivery) }
        }
        for id in store.unfinishedIDs(account: account) { handle(d, id, via: .sweep) }
    }
}
