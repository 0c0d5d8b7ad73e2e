import Foundation

/// The device's side of the client port: hands inputs to the running app and carries out the
/// actions it answers with, in order. An action that asks the store something is answered at
/// once with another input, so a step stays synchronous and deterministic.
extension Engine {
    /// Hands `input` to the app on device `d`, if it runs, and carries out what it answers.
    /// Returns how many actions the app answered with.
    @discardableResult
    mutating func dispatch(_ d: Int, _ input: ClientInput) -> Int {
        guard devices[d].process.running else { return 0 }
        touch(d)
        if !log.reportsAtEnd.isEmpty { log.reportsAtEnd[d] = nil }
        refreshConfiguration()
        var actions = receive(d, input)
        if !devices[d].process.storeAnswered, report(onDevice: d).access.paywallShown {
            log.paywallBeforeAnswer.insert(d)
        }
        // Each action is moved out of the list rather than copied, an action without a payload
        // left in its place.
        actions.withUnsafeMutableBufferPointer { list in
            guard let first = list.baseAddress else { return }
            for index in list.indices {
                let action = (first + index).move()
                (first + index).initialize(to: .startListener)
                carryOut(action, on: d)
            }
        }
        return actions.count
    }

    /// The client's answer to `input`. The context it saw is gone once this returns: held while
    /// the actions are carried out, it would share the device's storage and make every write to
    /// it copy the whole consumable ledger. The client changes in place, where it is kept.
    private mutating func receive(_ d: Int, _ input: ClientInput) -> [ClientAction] {
        let context = clientContext(d)
        return devices[d].process.client.receive(input, in: context)
    }

    private mutating func carryOut(_ action: consuming ClientAction, on d: Int) {
        if launchNoteDue == d {
            launchNoteDue = nil
            if case .startListener = action {
                devices[d].process.listening = true
                note(.appLaunched(listening: true), device: d)
                return
            }
            note(.appLaunched(listening: false), device: d)
        }
        switch action {
        case .startListener:
            devices[d].process.listening = true
        case .readEntitlements(let reason):
            answerEntitlementsRead(d, reason: reason, cancelled: false)
        case .readSubscriptionStatuses:
            dispatch(d, .subscriptionStatuses(statusAnswer(d)))
        case .loadProducts:
            dispatch(d, .products(productsAnswer(d, forced: nil)))
        case .purchase(let productID):
            purchase(productID, on: d)
        case .purchaseWithOffer(let productID, let offer):
            purchase(productID, offer: offer, on: d)
        case .readUnfinished:
            deliverLaunchUpdates(d)
            for id in unfinishedOnDevice(d) { hand(d, id, source: .unfinished) }
            dispatch(d, .unfinishedListed)
        case .readHistory:
            let listed = historyOnDevice(d)
            for tx in listed where tx.revocationDate != nil { devices[d].process.toldRevoked.insert(tx.id) }
            dispatch(d, .history(listed))
        case .sync:
            sync(d)
        case .finish(let id):
            finish(d, id)
        case .deliver(let id):
            devices[d].process.delivered.insert(id)
        case .credit(let id, let product, let units):
            guard store.contains(id), units > 0 else { return }
            devices[d].storage.consumables.credit(id, product: product, units: units)
            devices[d].process.delivered.insert(id)
            log.credits.append(Handed(device: d, transaction: id))
        case .withdraw(let id, let product):
            guard let tx = store.transaction(id) else { return }
            devices[d].storage.consumables.withdraw(id, product: product, unused: max(0, tx.quantity - consumedUnits(of: id)))
        case .consume(let product, let units):
            consume(product, units: units, on: d)
        case .writeKeychain(let key, let value):
            devices[d].storage.keychain[key] = value
        case .deleteKeychain(let key):
            devices[d].storage.keychain[key] = nil
        case .writePreferences(let key, let value):
            devices[d].storage.preferences[key] = value
        case .deletePreferences(let key):
            devices[d].storage.preferences[key] = nil
        case .tell(let message):
            devices[d].process.message = message
            if message?.kind == .cancelled, let id = unverifiedResultInFlight {
                log.reportedCancel.append(Handed(device: d, transaction: id))
            }
        case .wakeMe(let instant):
            // Subscriptions renewed together ask for the same instant, once each.
            guard devices[d].process.lastWakeUp != instant else { return }
            devices[d].process.lastWakeUp = instant
            devices[d].process.wakeUps.insert(instant)
        case .log(let line):
            note(line.fact, device: d)
        }
    }

    // MARK: - Answers

    /// Answers an entitlements read (`Transaction.currentEntitlements`) as the store, or the
    /// device's copy offline, has it now.
    mutating func answerEntitlementsRead(_ d: Int, reason: String, cancelled: Bool) {
        let failure = store.settings.failures[.entitlements]
        if cancelled || failure != nil {
            noteFailure(d)
            let nothing = store.isOn(.cancelledReadEmpty)
            let answer: EntitlementsAnswer = failure.map { cancelled ? .cancelled(answeredNothing: nothing) : .failed($0, answeredNothing: nothing) }
                ?? .cancelled(answeredNothing: nothing)
            dispatch(d, .entitlements(answer, reason: reason))
            return
        }
        var items: [Transaction]
        if devices[d].online {
            items = entitlementItems(account: devices[d].account).compactMap { store.transaction($0) }
            devices[d].entitlementCopy = entitlementCopy(of: items)
            devices[d].hasSynced = true
        } else if !devices[d].hasSynced {
            noteFailure(d)
            dispatch(d, .entitlements(.unreachable, reason: reason))
            return
        } else {
            items = devices[d].entitlementCopy.listing
            noteFailure(d)
        }
        let late = devices[d].notYetListed(inStep: stepCount)
        if store.isOn(.listedLate), !late.isEmpty {
            let hidden = items.map(\.id).filter { late.contains($0) }
            items.removeAll { late.contains($0.id) }
            if !hidden.isEmpty {
                note(.listedLate(hidden), device: d)
            }
        }
        devices[d].process.storeAnswered = true
        for tx in items where tx.revocationDate != nil { devices[d].process.toldRevoked.insert(tx.id) }
        dispatch(d, .entitlements(.listed(items, fromDeviceCopy: !devices[d].online), reason: reason))
    }

    /// What `currentEntitlements` lists for an account now: non-consumables, the latest
    /// transaction of each auto-renewable subscription that is subscribed or in its grace period,
    /// and the latest transaction of each non-renewing subscription, ended ones included (the
    /// app decides whether a pass has ended).
    func entitlementItems(account: String) -> [Int] {
        var items: [Int] = []
        for position in store.chains.indices where store.chains[position].account == account {
            if let id = listedSubscription(chainAt: position) { items.append(id) }
        }
        for product in store.catalogue.products where product.kind.isListedAsEntitlement {
            var listedOwnership: Set<Transaction.Ownership> = []
            var listedPass = false
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

    /// Answers a subscription status read.
    private mutating func statusAnswer(_ d: Int) -> SubscriptionStatusAnswer {
        let sellsSubscriptions = store.catalogue.products.contains(where: \.kind.isAutoRenewable)
        guard devices[d].online else {
            if sellsSubscriptions { noteFailure(d) }
            return .offline
        }
        if let error = store.settings.failures[.subscriptionStatus] {
            if sellsSubscriptions { noteFailure(d) }
            return .failed(error)
        }
        var statuses: [String: SubscriptionStatus] = [:]
        for position in store.chains.indices where store.chains[position].account == devices[d].account {
            guard let status = status(ofChainAt: position) else { continue }
            statuses[status.group] = status
        }
        return .statuses(statuses)
    }

    /// The status of the chain at `position`, as the status API gives it; nil once its latest
    /// transaction was deleted.
    func status(ofChainAt position: Int) -> SubscriptionStatus? {
        let latestID = store.chains[position].latestID
        guard store.contains(latestID), !store.transactions[latestID - 1].deleted else { return nil }
        return status(ofChainAt: position, latest: store.transactions[latestID - 1])
    }

    /// The status of the subscription a transaction belongs to (`transaction.subscriptionStatus`).
    func status(of tx: Transaction) -> SubscriptionStatus? {
        guard tx.isAutoRenewable, let position = store.chainPosition(originalID: tx.originalID) else { return nil }
        return status(ofChainAt: position, handing: tx)
    }

    /// The status of the chain at `position` for a transaction of it handed to the app.
    private func status(ofChainAt position: Int, handing tx: Transaction) -> SubscriptionStatus? {
        let latestID = store.chains[position].latestID
        // Handed a renewal, the transaction is the chain's latest: no second copy from the ledger.
        if latestID == tx.id { return status(ofChainAt: position, latest: tx) }
        guard store.contains(latestID) else { return nil }
        return status(ofChainAt: position, latest: store.transactions[latestID - 1])
    }

    /// The status of the chain at `position`, whose latest transaction is `latest`. Reads the
    /// chain in place: this runs for every renewal a running app hears of.
    private func status(ofChainAt position: Int, latest: Transaction) -> SubscriptionStatus {
        SubscriptionStatus(group: store.chains[position].group, transactionID: latest.id,
                           productID: store.chains[position].productID,
                           expirationDate: store.chains[position].expirationDate, phase: store.chains[position].phase,
                           isVerified: latest.isVerified, offer: latest.offer,
                           renewalInfo: renewalInfo(of: store.chains[position]), latestTransaction: latest,
                           priceIncreaseStatus: store.chains[position].priceIncrease)
    }

    /// Answers a product request; `forced` is the outcome a `products` command asks for.
    mutating func productsAnswer(_ d: Int, forced: ProductsOutcome?) -> ProductsAnswer {
        var outcome: ProductsOutcome
        var error = StoreKitError.networkError
        if !devices[d].online {
            // Offline, no request reaches the store, whatever the scenario asked of it.
            outcome = .fail
        } else if let forced {
            outcome = forced
        } else if let injected = store.settings.failures[.loadProducts] {
            outcome = .fail
            error = injected
        } else {
            outcome = .load
        }
        if forced == .fail, devices[d].online, let injected = store.settings.failures[.loadProducts] { error = injected }
        switch outcome {
        case .load:
            let locale = store.settings.locale
            let account = devices[d].account
            return .loaded(store.catalogue.products.filter { !$0.external }.map {
                var eligible = false
                if case .subscription(let group, _, _) = $0.kind { eligible = store.isEligibleForIntroOffer(account: account, group: group) }
                return LoadedProduct(product: $0, displayPrice: $0.price?.formatted(for: locale), isEligibleForIntroOffer: eligible,
                                     storefrontLocale: locale)
            })
        case .empty:
            noteFailure(d)
            return .empty
        case .fail:
            noteFailure(d)
            return .failed(error)
        }
    }

    private mutating func sync(_ d: Int) {
        if let failure = !devices[d].online ? .networkError : store.settings.failures[.sync] {
            noteFailure(d)
            dispatch(d, .syncFinished(failure))
            return
        }
        devices[d].listEverything()
        deliverQueuedUpdates(d)
        dispatch(d, .syncFinished(nil))
    }

    // MARK: - Transactions handed to the app

    /// Hands one transaction to the app on device `d`.
    /// `chain` is the position of its subscription chain, when the caller knows it (a renewal).
    mutating func hand(_ d: Int, _ id: Int, source: TransactionSource, chainAt chain: Int? = nil) {
        guard store.contains(id), !store.transactions[id - 1].deleted, devices[d].process.running else { return }
        if source != .unfinished { log.handed.append(Handed(device: d, transaction: id)) }
        if store.transactions[id - 1].revocationDate != nil { devices[d].process.toldRevoked.insert(id) }
        let tx = store.transactions[id - 1]
        dispatch(d, .transaction(tx, source: source, status: chain.map { status(ofChainAt: $0, handing: tx) } ?? status(of: tx)))
    }

    mutating func finish(_ d: Int, _ id: Int) {
        guard store.contains(id) else { return }
        // Delivered: said so since launch, or credited to the balance the device keeps (before a relaunch too).
        let delivered = devices[d].process.delivered.contains(id) || devices[d].storage.consumables.hasCredited(id)
        log.finishes.append(Finish(device: d, transaction: id, afterDelivery: delivered, external: store.transactions[id - 1].external))
        store.finish(id)
    }

    /// Tells every device of the account about a transaction: handed over now where the app
    /// listens and is online, queued for the next launch otherwise.
    /// `chain` is the position of its subscription chain, when the caller knows it (a renewal).
    mutating func announce(_ id: Int, skipping skipped: Int? = nil, newlyPurchased: Bool = false, chainAt chain: Int? = nil) {
        guard store.contains(id) else { return }
        let account = store.transactions[id - 1].account
        for d in devices.indices where devices[d].account == account {
            updateCachedEntitlements(d, id, chainAt: chain)
            guard d != skipped else { continue }
            if newlyPurchased, store.isOn(.listedLate) { devices[d].listLate(id, step: stepCount) }
            if devices[d].process.listening, devices[d].online {
                hand(d, id, source: .update, chainAt: chain)
            } else {
                devices[d].queuedUpdates[store.transactions[id - 1].originalID] = id
                if !devices[d].online, !devices[d].entitlementCopy.contains(id) {
                    devices[d].unheardWhileOffline.insert(id)
                }
            }
        }
    }

    /// The transaction `currentEntitlements` lists for the subscription chain at `position`: its
    /// latest, while subscribed or in its grace period.
    func listedSubscription(chainAt position: Int) -> Int? {
        let id = store.chains[position].latestID
        // Read in place: this runs at every renewal a device online hears of.
        guard store.contains(id), !store.transactions[id - 1].deleted, store.transactions[id - 1].revocationDate == nil else { return nil }
        switch store.chains[position].phase {
        case .active:
            let expiration = store.transactions[id - 1].expirationDate
            return store.transactions[id - 1].state == .purchased && !(expiration.map { $0 <= store.now } ?? false) ? id : nil
        case .grace: return id
        case .billingRetry, .expired, .revoked: return nil
        }
    }

    /// Keeps the device's copy of a subscription group's listing current while it is online.
    private mutating func updateCachedSubscription(_ d: Int, chainAt position: Int) {
        guard devices[d].online else { return }
        guard let id = listedSubscription(chainAt: position) else {
            devices[d].entitlementCopy.removeSubscription(chainAt: position)
            return
        }
        devices[d].entitlementCopy.insertSubscription(store.transactions[id - 1], chainAt: position)
    }

    /// The device's copy of a listing.
    func entitlementCopy(of listing: [Transaction]) -> EntitlementCopy {
        EntitlementCopy(listing) { store.chainPosition(originalID: $0.originalID) }
    }

    /// Keeps the device's copy of the account's entitlements current while it is online.
    /// `chain` is the position of the transaction's subscription chain, when the caller knows it.
    private mutating func updateCachedEntitlements(_ d: Int, _ id: Int, chainAt chain: Int?) {
        guard store.contains(id), devices[d].online else { return }
        if store.transactions[id - 1].isAutoRenewable {
            if let position = chain ?? store.chainPosition(originalID: store.transactions[id - 1].originalID) {
                updateCachedSubscription(d, chainAt: position)
            }
            return
        }
        guard store.transactions[id - 1].kind.isListedAsEntitlement else { return }
        let tx = store.transactions[id - 1]
        devices[d].entitlementCopy.remove(tx.id)
        // An ended pass stays listed: its expiry says it has ended.
        let listed = tx.state == .purchased || (tx.state == .expired && tx.kind.isNonRenewing)
        if listed, tx.revocationDate == nil || !store.isOn(.refundVanishes), !tx.deleted {
            devices[d].entitlementCopy.insert(tx)
        }
    }

    /// A subscription's status changed without a new transaction (grace, retry, lapse).
    mutating func announceStatus(ofChainAt position: Int) {
        for d in Self.deviceIndexes(of: store.chains[position].account, in: devices) {
            updateCachedSubscription(d, chainAt: position)
            guard devices[d].process.running, devices[d].online else { continue }
            guard store.settings.failures[.subscriptionStatus] == nil else {
                noteFailure(d)
                continue
            }
            if let status = status(ofChainAt: position) { dispatch(d, .subscriptionStatusChanged(status)) }
        }
    }

    /// Hands over what queued while the app was closed, offline or not listening.
    mutating func deliverQueuedUpdates(_ d: Int) {
        guard devices[d].process.listening, devices[d].online, !devices[d].queuedUpdates.isEmpty else { return }
        let queued = devices[d].queuedUpdates.values.sorted()
        devices[d].queuedUpdates = [:]
        for id in queued { hand(d, id, source: .update) }
    }

    /// What `Transaction.updates` holds for an app at launch, handed over once: what queued,
    /// then (quirk) the unfinished transactions again.
    mutating func deliverLaunchUpdates(_ d: Int) {
        guard devices[d].process.launchDeliveryDue else { return }
        devices[d].process.launchDeliveryDue = false
        deliverQueuedUpdates(d)
        if devices[d].process.listening, store.isOn(.unfinishedRedelivered) {
            for id in unfinishedOnDevice(d) { hand(d, id, source: .redeliveredAtLaunch) }
        }
    }

    /// What `Transaction.all` lists for an account now, oldest id first: every transaction the
    /// store issued (purchased, expired or revoked; not failed, cancelled, declined, interrupted
    /// or waiting attempts), deleted ones excluded. A consumable only while unfinished or once
    /// revoked (StoreKit's default without `SKIncludeConsumableInAppPurchaseHistory`).
    func historyItems(account: String) -> [Transaction] {
        store.transactions.filter { tx in
            guard tx.account == account, !tx.deleted else { return false }
            switch tx.state {
            case .purchased, .expired, .revoked: break
            case .pending, .declined, .cancelled, .failed, .interrupted: return false
            }
            if case .consumable = tx.kind { return !tx.finished || tx.revocationDate != nil }
            return true
        }
    }

    /// The history the device can hand its app: offline, StoreKit answers from the device's
    /// cache, so nothing on a device that never reached the store, and not what the store made
    /// while it was offline (a renewal, a purchase elsewhere), which has not reached it.
    private func historyOnDevice(_ d: Int) -> [Transaction] {
        guard !devices[d].online else { return historyItems(account: devices[d].account) }
        guard devices[d].hasSynced else { return [] }
        return historyItems(account: devices[d].account).filter { !devices[d].unheardWhileOffline.contains($0.id) }
    }

    /// The account's unfinished transactions the device can hand its app: offline, not those
    /// the store made while it was offline (a renewal), which have not reached it.
    private func unfinishedOnDevice(_ d: Int) -> [Int] {
        let unfinished = store.unfinishedIDs(account: devices[d].account)
        guard !devices[d].online, !devices[d].unheardWhileOffline.isEmpty else { return unfinished }
        return unfinished.filter { !devices[d].unheardWhileOffline.contains($0) }
    }
}
