import Foundation

/// Purchases and the transaction manager's actions.
extension Engine {
    /// The user taps Buy in the app; the store answers the app's purchase with `requested`.
    mutating func buy(_ productID: String, outcome requested: PurchaseOutcome, on d: Int) {
        requestedPurchase = (productID, requested)
        dispatch(d, .user(.buy(productID: productID)))
        requestedPurchase = nil
    }

    /// The app calls `product.purchase()`: the store records the attempt and the app gets its result.
    mutating func purchase(_ productID: String, on d: Int) {
        guard let product = store.catalogue[productID], !product.external else {
            dispatch(d, .purchaseResult(productID: productID, .failed(.productUnavailable)))
            return
        }
        let outcome = Self.resolvedOutcome(for: productID, requested: requestedPurchase, online: devices[d].online, settings: store.settings)
        if case .subscription(let group, _, _) = product.kind, outcome == .success || outcome == .unverified,
           let chain = store.chain(account: devices[d].account, group: group), chain.isOngoing,
           let current = store.catalogue[chain.productID],
           let change = SubscriptionChange(from: current.kind, to: product.kind), !change.startsAtOnce {
            scheduleForRenewal(change, chain: chain, to: productID, on: d)
            dispatch(d, .purchaseResult(productID: productID, .scheduledForRenewal(at: chain.expirationDate)))
            return
        }
        let state: TransactionState
        var verification = Transaction.Verification.verified
        switch outcome {
        case .success: state = .purchased
        case .unverified:
            state = .purchased
            verification = .unverified(reason: store.settings.failures[.verification] != nil ? "verification failure injected" : "invalid signature")
        case .askToBuy: state = .pending
        case .cancel: state = .cancelled
        case .fail: state = .failed
        case .interrupted: state = .interrupted
        }
        let tx = createTransaction(product, account: devices[d].account, device: devices[d].name,
                                   state: state, verification: verification)
        let id = tx.id
        if state == .purchased { log.handed.append(Handed(device: d, transaction: id)) }
        switch outcome {
        case .success:
            note(.bought(transaction: id, product: productID, store.expiry(of: tx)), device: d)
            // Only read in this step, with the quirk on: not kept without it.
            if store.isOn(.listedLate) { devices[d].listLate(id, step: stepCount) }
            dispatch(d, .purchaseResult(productID: productID, .success(tx, subscriptionStatus: status(of: tx))))
        case .unverified:
            note(.boughtUnverified(transaction: id, product: productID), device: d)
            unverifiedResultInFlight = id
            dispatch(d, .purchaseResult(productID: productID, .success(tx, subscriptionStatus: status(of: tx))))
            unverifiedResultInFlight = nil
        case .askToBuy:
            note(.askToBuyPending(transaction: id, product: productID), device: d)
            dispatch(d, .purchaseResult(productID: productID, .pending(transactionID: id)))
        case .cancel:
            note(.purchaseCancelled(transaction: id, product: productID), device: d)
            dispatch(d, .purchaseResult(productID: productID, .userCancelled))
        case .fail(let error):
            note(.purchaseFailed(transaction: id, product: productID, error), device: d)
            dispatch(d, .purchaseResult(productID: productID, .failed(error)))
        case .interrupted:
            note(.purchaseInterrupted(transaction: id, product: productID), device: d)
            dispatch(d, .purchaseResult(productID: productID, .interrupted))
        }
        if state == .purchased {
            announce(id, skipping: store.isOn(.purchaseNotReannounced) ? d : nil, newlyPurchased: true)
        }
    }

    /// What the store answers a purchase of `productID`: the outcome the scenario asked for
    /// (`requestedPurchase`), else (offline) a network error, an injected failure, an unverified
    /// result or Ask to Buy. Static: as a method, called from the engine's mutating code, it
    /// copied the whole engine on every purchase.
    static func resolvedOutcome(for productID: String, requested requestedPurchase: (productID: String, outcome: PurchaseOutcome)?,
                                online: Bool, settings: StoreSettings) -> PurchaseOutcome {
        let requested = requestedPurchase?.productID == productID ? requestedPurchase?.outcome ?? .success : .success
        guard requested == .success else { return requested }
        if !online { return .fail(.networkError) }
        if let injected = settings.failures[.purchase] { return .fail(injected) }
        if settings.failures[.verification] != nil { return .unverified }
        return settings.askToBuy ? .askToBuy : .success
    }

    mutating func buyElsewhere(_ productID: String) {
        guard let product = store.catalogue[productID] else { return }
        let account = currentDevice.account
        if case .subscription(let group, _, _) = product.kind,
           let chain = store.chain(account: account, group: group), chain.isOngoing,
           let current = store.catalogue[chain.productID],
           let change = SubscriptionChange(from: current.kind, to: product.kind), !change.startsAtOnce {
            scheduleForRenewal(change, chain: chain, to: productID, on: currentDeviceIndex)
            return
        }
        let tx = createTransaction(product, account: account, device: nil, state: .purchased, verification: .verified)
        note(.boughtElsewhere(transaction: tx.id, product: productID, store.expiry(of: tx)))
        announce(tx.id, newlyPurchased: true)
    }

    /// A downgrade, or a crossgrade to another duration: the current period goes on. Bought with
    /// an offer (`offerForPurchase`), the new product's first period is billed at it; an offer
    /// or a price increase waiting for the old product's renewal no longer applies.
    private mutating func scheduleForRenewal(_ change: SubscriptionChange, chain: SubscriptionChain, to productID: String, on d: Int) {
        guard let position = store.chainPosition(account: chain.account, group: chain.group) else { return }
        let offer = offerForPurchase.flatMap { store.catalogue[productID]?.offer(for: $0) }
        store.updateChain(at: position) {
            $0.nextProductID = productID
            $0.nextOffer = offer
            // A price increase is the old product's: the renewal is at the new product's price.
            $0.priceIncrease = .noIncreasePending
        }
        note(.changeScheduled(change.direction, product: productID, offer: offer, latest: chain.latestID, at: chain.expirationDate), device: d)
    }

    mutating func approve(_ tx: Transaction) {
        completeWaitingPurchase(tx.id, as: .approved)
    }

    /// A purchase that waited (Ask to Buy, interrupted) goes through now: purchased, dated now,
    /// activated and announced.
    /// A subscription joins its group's ongoing chain, as a purchase made now would: an upgrade
    /// or a crossgrade of the same duration at once, a downgrade or another crossgrade at the
    /// next renewal, with the offer it was bought with; the product it runs, bought with an
    /// offer, takes the offer from the next renewal.
    private mutating func completeWaitingPurchase(_ id: Int, as what: EventFact.WaitingPurchase) {
        let now = store.now
        let tx = store.transactions[id - 1]
        if case .subscription(let group, _, _) = tx.kind, tx.ownership == .purchased,
           let position = store.chainPosition(account: tx.account, group: group), store.chains[position].isOngoing {
            let chain = store.chains[position]
            let original = store.transactions[chain.originalID - 1].originalPurchaseDate
            store.update(id) {
                $0.originalID = chain.originalID
                $0.originalPurchaseDate = original
            }
            let sameProductOffer = tx.productID == chain.productID && tx.offer != nil
            if let current = store.catalogue[chain.productID],
               let change = SubscriptionChange(from: current.kind, to: tx.kind), !change.startsAtOnce || sameProductOffer {
                // Ordered now, it starts with the next period: the current one goes on.
                store.update(id) {
                    $0.state = .purchased
                    $0.purchaseDate = now
                    $0.expirationDate = chain.expirationDate
                }
                let offer = tx.offer.flatMap { store.catalogue[tx.productID]?.offer(for: $0) }
                store.updateChain(at: position) {
                    $0.nextProductID = sameProductOffer ? nil : tx.productID
                    $0.nextOffer = offer
                    if !sameProductOffer { $0.priceIncrease = .noIncreasePending }
                }
                note(.waitingPurchaseScheduled(what, transaction: id, product: tx.productID, offer: offer, latest: chain.latestID,
                                               at: chain.expirationDate))
                announce(id, newlyPurchased: true)
                return
            }
        }
        store.update(id) {
            $0.state = .purchased
            $0.purchaseDate = now
        }
        activate(id)
        note(.waitingPurchaseCompleted(what, transaction: id, product: tx.productID, store.expiry(of: store.transactions[id - 1])))
        announce(id, newlyPurchased: true)
    }

    mutating func decline(_ tx: Transaction) {
        let id = tx.id
        store.update(id) { $0.state = .declined }
        let silent = store.isOn(.declineSilent)
        note(.declined(transaction: id, product: tx.productID, silent: silent))
        if !silent { announce(id) }
    }

    mutating func revoke(_ tx: Transaction, reason: RevocationReason, as how: EventFact.Revocation) {
        let (id, now) = (tx.id, store.now)
        store.update(id) {
            $0.revocationDate = now
            $0.revocationReason = reason
            $0.state = .revoked
        }
        if let chain = store.chain(of: tx), let position = store.chainPosition(account: chain.account, group: chain.group) {
            if chain.latestID == id {
                store.updateChain(at: position) { $0.phase = .revoked }
            } else if chain.nextProductID == tx.productID, tx.purchaseDate > store.transactions[chain.latestID - 1].purchaseDate {
                // A refunded downgrade order: the subscription renews as it was.
                store.updateChain(at: position) { $0.nextProductID = nil }
            }
        }
        note(.revoked(how, transaction: id, product: tx.productID, reason, at: now))
        announce(id)
    }

    mutating func expire(_ tx: Transaction) {
        let (id, now) = (tx.id, store.now)
        store.update(id) {
            $0.expirationDate = now
            $0.state = .expired
        }
        if let chain = store.chain(of: tx), let position = store.chainPosition(account: chain.account, group: chain.group) {
            store.updateChain(at: position) {
                $0.expirationDate = now
                $0.phase = .expired(reason: $0.autoRenew ? "expired" : "auto-renew-disabled")
            }
            announceStatus(ofChainAt: position)
        }
        note(.expiredNow(transaction: id, product: tx.productID))
        announce(id)
    }

    mutating func renewNow(_ tx: Transaction) {
        guard let chain = store.chain(of: tx),
              let position = store.chainPosition(account: chain.account, group: chain.group) else { return }
        let renewal = renew(chainAt: position, at: store.now)
        note(.renewedNow(chainProduct: chain.productID, transaction: renewal, product: store.transactions[renewal - 1].productID,
                         store.expiry(of: store.transactions[renewal - 1])))
        announce(renewal)
    }

    mutating func billingIssue(_ tx: Transaction, grace: TimeSpan?) {
        let id = tx.id
        guard let chain = store.chain(of: tx),
              let position = store.chainPosition(account: chain.account, group: chain.group) else { return }
        let graceGiven = grace ?? store.settings.billingGracePeriod
        store.updateChain(at: position) { $0.billingIssue = .init(grace: graceGiven) }
        note(.billingIssueSet(transaction: id, product: tx.productID, due: chain.expirationDate, grace: graceGiven))
    }

    mutating func resolveIssue(_ tx: Transaction) {
        let id = tx.id
        if tx.state == .interrupted {
            completeWaitingPurchase(id, as: .resolved)
            return
        }
        guard let chain = store.chain(of: tx), let position = store.chainPosition(account: chain.account, group: chain.group) else { return }
        if chain.phase == .active {
            store.updateChain(at: position) { $0.billingIssue = nil }
            note(.billingIssueResolvedEarly(transaction: id, product: tx.productID))
            return
        }
        let renewal = renew(chainAt: position, at: recoveryStart(of: chain))
        note(.billingIssueResolved(chainProduct: chain.productID, transaction: renewal, product: store.transactions[renewal - 1].productID,
                                   store.expiry(of: store.transactions[renewal - 1])))
        announce(renewal)
    }

    /// Where the period a recovered renewal pays for starts. Recovered in the grace period, the
    /// paid days were not interrupted: the period that failed to renew is paid, from the renewal
    /// date (unless it has already run out, then from now). Recovered in billing retry, the new
    /// billing date is the date of recovery.
    private func recoveryStart(of chain: SubscriptionChain) -> Date {
        guard case .grace = chain.phase,
              case .subscription(_, let period, _)? = store.catalogue[chain.nextProductID ?? chain.productID]?.kind,
              period.advance(chain.expirationDate) > store.now else { return store.now }
        return chain.expirationDate
    }

    mutating func delete(_ tx: Transaction) {
        let id = tx.id
        store.update(id) { $0.deleted = true }
        if let chain = store.chain(of: tx), chain.latestID == id,
           let position = store.chainPosition(account: chain.account, group: chain.group) {
            store.updateChain(at: position) { $0.phase = .expired(reason: "deleted") }
        }
        note(.deleted(transaction: id, product: tx.productID))
        let deleted = store.transactions[id - 1]
        for d in Self.deviceIndexes(of: tx.account, in: devices) {
            devices[d].queuedUpdates = devices[d].queuedUpdates.filter { $0.value != id }
            devices[d].entitlementCopy.remove(id)
            dispatch(d, .transactionDeleted(deleted))
        }
    }

    mutating func familyShare(_ productID: String) {
        guard let product = store.catalogue[productID] else { return }
        let tx = createTransaction(product, account: currentDevice.account, device: nil, state: .purchased,
                                   verification: .verified, ownership: .familyShared)
        note(.familyShared(transaction: tx.id, product: productID, store.expiry(of: tx)))
        announce(tx.id, newlyPurchased: true)
    }

    mutating func setAutoRenew(_ tx: Transaction, on: Bool) {
        guard let chain = store.chain(of: tx),
              let position = store.chainPosition(account: chain.account, group: chain.group) else { return }
        store.updateChain(at: position) { $0.autoRenew = on }
        func noteAutoRenew(_ effect: EventFact.AutoRenewEffect) {
            note(.autoRenewSet(product: chain.productID, latest: chain.latestID, effect, on: on))
        }
        switch (chain.phase, on) {
        case (.grace(let until), false):
            noteAutoRenew(.endsWithGrace(until))
        case (.billingRetry, false):
            // The store stops retrying a renewal the user no longer wants: the subscription ends now.
            store.lapseChain(at: position, reason: "auto-renew-disabled")
            noteAutoRenew(.retryStopped)
            announceStatus(ofChainAt: position)
        case (.grace, true), (.billingRetry, true):
            noteAutoRenew(.renewsOnceResolved)
        default:
            noteAutoRenew(.renewsOrEnds(chain.expirationDate))
            // The renewal info changed: `Status.updates` tells a running app.
            announceStatus(ofChainAt: position)
        }
    }

    // MARK: - Ledger entries

    /// Records a transaction; a purchased one is activated (dates, subscription chain). Returns
    /// it as recorded.
    mutating func createTransaction(_ product: Product, account: String, device: String?, state: TransactionState,
                                    verification: Transaction.Verification,
                                    ownership: Transaction.Ownership = .purchased) -> Transaction {
        let now = store.now
        var original: Int? = nil
        if state == .purchased, ownership == .purchased, case .subscription(let group, _, _) = product.kind,
           let chain = store.chain(account: account, group: group), chain.isOngoing {
            original = chain.originalID
        }
        let offer = offerForPurchase
        let id = store.record { id in
            var tx = Transaction(id: id, originalID: original ?? id, productID: product.id, kind: product.kind, account: account,
                                 device: device, purchaseDate: now, originalPurchaseDate: now, ownership: ownership,
                                 verification: verification, state: state, external: product.external)
            tx.offer = offer
            tx.price = product.price
            return tx
        }
        if state == .purchased { activate(id) }
        return store.transactions[id - 1]
    }

    /// Gives a newly purchased transaction its expiration and, for a subscription, its chain.
    mutating func activate(_ id: Int) {
        guard store.contains(id) else { return }
        let tx = store.transactions[id - 1]
        let now = store.now
        switch tx.kind {
        case .nonRenewing(let span):
            var start = now
            for earlier in store.liveIDs(account: tx.account, product: tx.productID) where earlier != id {
                if let other = store.transaction(earlier), other.entitles(at: now), let end = other.expirationDate, end > start {
                    start = end
                }
            }
            let end = start.addingTimeInterval(span.timeInterval)
            store.update(id) { $0.expirationDate = end }
        case .subscription(let group, let period, _):
            var end = period.advance(now)
            let running = offerToApply(to: tx, group: group).map(RunningOffer.init)
            if let offer = running?.offer {
                end = offer.period.advance(now, times: offer.isOneSpan ? offer.periodCount : 1)
                let price = offer.charge(regular: store.catalogue[tx.productID]?.price)
                store.update(id) {
                    $0.offer = Transaction.Offer(offer)
                    $0.price = price
                }
                if offer.kind == .introductory { store.recordIntroductoryOffer(account: tx.account, group: group) }
            }
            store.update(id) { $0.expirationDate = end }
            if let chain = store.chain(account: tx.account, group: group), chain.isOngoing,
               let position = store.chainPosition(account: tx.account, group: group) {
                // An upgrade, or a crossgrade of the same duration: the old period ends now.
                let old = chain.latestID
                let change = store.catalogue[chain.productID].flatMap { SubscriptionChange(from: $0.kind, to: tx.kind) }
                store.update(old) {
                    $0.expirationDate = now
                    $0.isUpgraded = true
                    if $0.state == .purchased { $0.state = .expired }
                }
                store.updateChain(at: position) {
                    $0.latestID = id
                    $0.productID = tx.productID
                    $0.expirationDate = end
                    $0.anchor = now
                    $0.periodsSinceAnchor = 1
                    $0.phase = .active
                    $0.nextProductID = nil
                    $0.runningOffer = running
                    $0.nextOffer = nil
                    $0.priceIncrease = .noIncreasePending
                }
                note(.changedAtOnce(change?.direction ?? .upgrade, old: old, oldProduct: chain.productID, newProduct: tx.productID))
            } else {
                var chain = SubscriptionChain(account: tx.account, group: group, originalID: id, latestID: id,
                                              productID: tx.productID, expirationDate: end, anchor: now)
                chain.ownership = tx.ownership
                chain.runningOffer = running
                store.replaceChain(chain)
            }
        case .unlock, .consumable, .trial:
            break
        }
    }

    /// Adds the next period of a chain starting at `start`; returns the renewal's id.
    /// Renews the chain at `position` from `start`; returns the renewal's id. Reads the chain in
    /// place: this runs for every renewal of a long session.
    mutating func renew(chainAt position: Int, at start: Date) -> Int {
        let productID = store.chains[position].nextProductID ?? store.chains[position].productID
        let latestID = store.chains[position].latestID
        // The product's fields are read where they stand: a copy of the whole product costs more.
        guard let at = store.cataloguePosition(of: productID, renewingChainAt: position)
                ?? store.catalogue.position(of: store.chains[position].productID),
              case .subscription(_, var period, _) = store.catalogue.products[at].kind else { return latestID }
        let (renewedID, kind, external) = (store.catalogue.products[at].id, store.catalogue.products[at].kind,
                                           store.catalogue.products[at].external)
        // An offer in progress goes on (pay as you go), one waiting starts, or the regular price
        // resumes with a new anniversary.
        var offer: SubscriptionOffer? = nil
        var offerStarts = false
        var offerEnds = false
        // Most renewals have no offer: the offers are not copied out to find that out.
        if Self.hasOffer(store.chains[position]) {
            if let running = store.chains[position].runningOffer, running.periodsLeft > 0, renewedID == store.chains[position].productID {
                offer = running.offer
            } else if let next = store.chains[position].nextOffer {
                offer = next
                offerStarts = true
            }
            offerEnds = offer == nil && store.chains[position].runningOffer != nil
        }
        if let offer { period = offer.period }
        // A renewal on time keeps the anniversary; one made early (renew now, a resolved billing
        // issue), into another product, or into or out of an offer starts a new one.
        let onTime = start == store.chains[position].expirationDate && renewedID == store.chains[position].productID
            && !offerStarts && !offerEnds
        let anchor = onTime ? store.chains[position].anchor : start
        let periods = onTime ? store.chains[position].periodsSinceAnchor + 1 : 1
        let end = period.advance(anchor, times: offerStarts && offer?.isOneSpan == true ? offer?.periodCount ?? 1 : periods)
        let originalPurchaseDate = store.transactions[latestID - 1].originalPurchaseDate
        store.update(latestID) {
            if $0.state == .purchased { $0.state = .expired }
        }
        let (originalID, account, ownership) = (store.chains[position].originalID, store.chains[position].account,
                                                store.chains[position].ownership)
        let price = offer.map { $0.charge(regular: store.catalogue.products[at].price) } ?? store.catalogue.products[at].price
        // A renewal like the one before it shares that one's box of details: none is made to be
        // compared and thrown away.
        let previous = store.transactions[latestID - 1].details
        let details = previous.holdsRenewal(of: renewedID, kind: kind, account: account, ownership: ownership,
                                            external: external, price: price)
            ? previous
            : Transaction.Details(Transaction.Details.Fields(productID: renewedID, kind: kind, account: account, device: nil,
                                                             quantity: 1, ownership: ownership, reason: .renewal,
                                                             external: external, verification: .verified, price: price))
        let id = store.record(chain: position) { id in
            Transaction(id: id, originalID: originalID, details: details, purchaseDate: start,
                        originalPurchaseDate: originalPurchaseDate, expirationDate: end, state: .purchased)
        }
        store.updateChain(at: position) {
            $0.latestID = id
            $0.productID = renewedID
            $0.expirationDate = end
            $0.anchor = anchor
            $0.periodsSinceAnchor = periods
            $0.phase = .active
            $0.nextProductID = nil
            $0.billingIssue = nil
            $0.priceIncrease = .noIncreasePending
        }
        if offer != nil || offerEnds { applyOffer(offer, startsNow: offerStarts, toRenewal: id, ofChainAt: position) }
        return id
    }

    /// Whether an offer runs or waits for the chain's next renewal. Static, borrowing the chain
    /// and matching its fields in place: a property of it, or a comparison with nil, copied it.
    private static func hasOffer(_ chain: borrowing SubscriptionChain) -> Bool {
        if case .some = chain.runningOffer { return true }
        if case .some = chain.nextOffer { return true }
        return false
    }

    /// Records the offer a renewal is billed at and moves the chain's offer on; logs the
    /// return to the regular price.
    private mutating func applyOffer(_ offer: SubscriptionOffer?, startsNow: Bool, toRenewal id: Int, ofChainAt position: Int) {
        guard let offer else {
            let ended = store.chains[position].runningOffer?.offer
            store.updateChain(at: position) { $0.runningOffer = nil }
            if let ended {
                let product = store.transactions[id - 1].productID
                note(.offerEnded(ended, transaction: id, product: product, regularPrice: store.catalogue[product]?.price,
                                 locale: store.settings.locale))
            }
            return
        }
        store.update(id) { $0.offer = Transaction.Offer(offer) }
        if startsNow {
            note(.offerStarted(transaction: id, product: store.transactions[id - 1].productID, offer, locale: store.settings.locale))
        }
        store.updateChain(at: position) {
            if startsNow {
                $0.runningOffer = RunningOffer(offer)
                $0.nextOffer = nil
            } else {
                $0.runningOffer?.periodsLeft -= 1
            }
        }
    }

    /// The offer a newly purchased subscription starts with: the one it was bought with, else
    /// the product's introductory offer when the account is eligible (the store applies it).
    private func offerToApply(to tx: Transaction, group: String) -> SubscriptionOffer? {
        guard let product = store.catalogue[tx.productID] else { return nil }
        if let named = tx.offer { return product.offer(for: named) }
        guard tx.ownership == .purchased, let intro = product.introductoryOffer,
              store.isEligibleForIntroOffer(account: tx.account, group: group) else { return nil }
        return intro
    }
}
