import Foundation
import PurchasePort

/// Subscriptions as the store runs them: a purchase activated (its chain begun, an upgrade
/// taking over at once), renewals with their offers, and what a chain does when its period
/// ends (renew, grace, billing retry, lapse). Each change returns the facts it logs; who hears
/// of it is the port driver's business.
extension Store {
    /// What a chain did when true time reached its next boundary.
    enum ChainStep {
        /// A plain renewal, `renewal` the new transaction: the subscription goes on as it was.
        /// `offer` is the fact of an offer that started or ended with it.
        case renewed(renewal: TransactionID, EventFact, offer: EventFact?)
        /// The subscription's status changed without a new transaction (grace, billing retry, lapse).
        case statusChanged(EventFact)
        /// Nothing: the chain had already ended.
        case unchanged
    }

    /// Gives a newly purchased transaction its expiration and, for a subscription, its chain.
    /// Returns the fact of an upgrade (or crossgrade) that replaced the group's running period.
    mutating func activate(_ id: TransactionID) -> EventFact? {
        guard contains(id) else { return nil }
        let tx = transactions[id: id]
        switch tx.kind {
        case .nonRenewing(let span):
            // Bought several at a time (`.quantity(N)`), a pass lasts as many spans.
            let end = passStart(of: id).addingTimeInterval(span.timeInterval * Double(tx.quantity))
            update(id) { $0.expirationDate = end }
        case .subscription(let group, let period, _):
            return activateSubscription(tx, group: group, period: period)
        case .unlock, .consumable, .trial:
            break
        }
        return nil
    }

    private mutating func activateSubscription(_ tx: StoreTransaction, group: String, period: SubscriptionPeriod) -> EventFact? {
        let (id, now) = (tx.id, now)
        var end = period.advance(now)
        let running = offerToApply(to: tx, group: group).map(RunningOffer.init)
        if let offer = running?.offer {
            end = offer.period.advance(now, times: offer.isOneSpan ? offer.periodCount : 1)
            let price = offer.charge(regular: catalogue[tx.productID]?.price)
            update(id) {
                $0.offer = StoreTransaction.Offer(offer)
                $0.price = price
            }
            if offer.kind == .introductory { recordIntroductoryOffer(account: tx.account, group: group) }
        }
        update(id) { $0.expirationDate = end }
        guard let chain = chain(account: tx.account, group: group), chain.isOngoing,
              let position = chainPosition(account: tx.account, group: group) else {
            var chain = SubscriptionChain(account: tx.account, group: group, originalID: id, latestID: id,
                                          productID: tx.productID, expirationDate: end, anchor: now)
            chain.ownership = tx.ownership
            chain.runningOffer = running
            replaceChain(chain)
            return nil
        }
        // An upgrade, or a crossgrade of the same duration: the old period ends now.
        let old = chain.latestID
        let change = catalogue.kind(of: chain.productID).flatMap { SubscriptionChange(from: $0, to: tx.kind) }
        update(old) {
            $0.expirationDate = now
            $0.isUpgraded = true
            if $0.state == .purchased { $0.state = .expired }
        }
        updateChain(at: position) {
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
        return .changedAtOnce(change?.direction ?? .upgrade, old: old, oldProduct: chain.productID, newProduct: tx.productID)
    }

    /// Renews the chain at `position` from `start`; returns the renewal's id, and the fact of an
    /// offer that started or ended with it. Reads the chain in place: this runs for every
    /// renewal of a long session.
    mutating func renew(chainAt position: Int, at start: Date) -> (id: TransactionID, offer: EventFact?) {
        let productID = chains[position].nextProductID ?? chains[position].productID
        let latestID = chains[position].latestID
        // The product's fields are read where they stand: a copy of the whole product costs more.
        guard let at = cataloguePosition(of: productID, renewingChainAt: position) ?? catalogue.position(of: chains[position].productID),
              case .subscription(_, var period, _) = catalogue.products[at].kind else { return (latestID, nil) }
        let (renewedID, kind, external) = (catalogue.products[at].id, catalogue.products[at].kind, catalogue.products[at].external)
        // An offer in progress goes on (pay as you go), one waiting starts, or the regular price
        // resumes with a new anniversary.
        var offer: SubscriptionOffer? = nil
        var offerStarts = false
        var offerEnds = false
        // Most renewals have no offer: the offers are not copied out to find that out.
        if Self.hasOffer(chains[position]) {
            if let running = chains[position].runningOffer, running.periodsLeft > 0, renewedID == chains[position].productID {
                offer = running.offer
            } else if let next = chains[position].nextOffer {
                offer = next
                offerStarts = true
            }
            offerEnds = offer == nil && chains[position].runningOffer != nil
        }
        if let offer { period = offer.period }
        // A renewal on time keeps the anniversary; one made early (renew now, a resolved billing
        // issue), into another product, or into or out of an offer starts a new one.
        let onTime = start == chains[position].expirationDate && renewedID == chains[position].productID && !offerStarts && !offerEnds
        let anchor = onTime ? chains[position].anchor : start
        let periods = onTime ? chains[position].periodsSinceAnchor + 1 : 1
        let end = period.advance(anchor, times: offerStarts && offer?.isOneSpan == true ? offer?.periodCount ?? 1 : periods)
        let originalPurchaseDate = transactions[id: latestID].originalPurchaseDate
        update(latestID) {
            if $0.state == .purchased { $0.state = .expired }
        }
        let (originalID, account, ownership) = (chains[position].originalID, chains[position].account, chains[position].ownership)
        let price = offer.map { $0.charge(regular: catalogue.products[at].price) } ?? catalogue.products[at].price
        // A renewal like the one before it shares that one's box of details: none is made to be
        // compared and thrown away.
        let previous = transactions[id: latestID].details
        let storefront = settings.transactionStorefront
        let details = previous.holdsRenewal(of: renewedID, kind: kind, account: account, ownership: ownership,
                                            external: external, price: price, storefront: storefront)
            ? previous
            : StoreTransaction.Details(StoreTransaction.Details.Fields(productID: renewedID, kind: kind, account: account, device: nil,
                                                             quantity: 1, ownership: ownership, reason: .renewal,
                                                             external: external, verification: .verified, price: price,
                                                             appAccountToken: previous.fields.appAccountToken, storefront: storefront))
        let id = record(chain: position) { id in
            StoreTransaction(id: id, originalID: originalID, details: details, purchaseDate: start,
                        originalPurchaseDate: originalPurchaseDate, expirationDate: end, state: .purchased)
        }
        updateChain(at: position) {
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
        guard offer != nil || offerEnds else { return (id, nil) }
        return (id, applyOffer(offer, startsNow: offerStarts, toRenewal: id, ofChainAt: position))
    }

    /// Whether an offer runs or waits for the chain's next renewal. Static, borrowing the chain
    /// and matching its fields in place: a property of it, or a comparison with nil, copied it.
    private static func hasOffer(_ chain: borrowing SubscriptionChain) -> Bool {
        if case .some = chain.runningOffer { return true }
        if case .some = chain.nextOffer { return true }
        return false
    }

    /// Records the offer a renewal is billed at and moves the chain's offer on; returns the fact
    /// of an offer starting, or of the return to the regular price.
    private mutating func applyOffer(_ offer: SubscriptionOffer?, startsNow: Bool, toRenewal id: TransactionID, ofChainAt position: Int) -> EventFact? {
        let product = transactions[id: id].productID
        guard let offer else {
            let ended = chains[position].runningOffer?.offer
            updateChain(at: position) { $0.runningOffer = nil }
            return ended.map { .offerEnded($0, transaction: id, product: product, regularPrice: catalogue[product]?.price, locale: settings.locale) }
        }
        update(id) { $0.offer = StoreTransaction.Offer(offer) }
        updateChain(at: position) {
            if startsNow {
                $0.runningOffer = RunningOffer(offer)
                $0.nextOffer = nil
            } else {
                $0.runningOffer?.periodsLeft -= 1
            }
        }
        return startsNow ? .offerStarted(transaction: id, product: product, offer, locale: settings.locale) : nil
    }

    /// The offer a newly purchased subscription starts with: the one it was bought with, else
    /// the product's introductory offer when the account is eligible (the store applies it).
    private func offerToApply(to tx: StoreTransaction, group: String) -> SubscriptionOffer? {
        guard let product = catalogue[tx.productID] else { return nil }
        if let named = tx.offer { return product.offer(for: named) }
        guard tx.ownership == .purchased, let intro = product.introductoryOffer,
              isEligibleForIntroOffer(account: tx.account, group: group) else { return nil }
        return intro
    }

    /// Moves the chain at `position` past its next boundary, which true time has reached.
    mutating func step(chainAt position: Int) -> ChainStep {
        // The common case, a renewal, reads the chain in place rather than copying it.
        if chains[position].phase == .active, chains[position].autoRenew, chains[position].billingIssue == nil,
           !settings.renewalBillingIssues, chains[position].priceIncrease != .pending {
            let renewal = renew(chainAt: position, at: chains[position].expirationDate)
            return .renewed(renewal: renewal.id, .renewed(transaction: renewal.id, product: chains[position].productID,
                                                         until: chains[position].expirationDate), offer: renewal.offer)
        }
        let chain = chains[position]
        let (product, latest) = (chain.productID, chain.latestID)
        switch chain.phase {
        case .active:
            if !chain.autoRenew {
                lapseChain(at: position, reason: "auto-renew-disabled")
                return .statusChanged(.expiredWithAutoRenewOff(product: product, latest: latest,
                                                               freeTrialEnded: chain.runningOffer?.offer.paymentMode == .freeTrial))
            }
            if chain.priceIncrease == .pending {
                lapseChain(at: position, reason: "price-increase")
                return .statusChanged(.expiredWithoutConsent(product: product, latest: latest))
            }
            // A billing issue: the renewal fails.
            let grace = chain.billingIssue?.grace ?? (chain.billingIssue == nil ? settings.billingGracePeriod : nil)
            let retryEnd = chain.expirationDate.addingTimeInterval(SubscriptionChain.billingRetryLength.timeInterval)
            if let grace {
                let until = chain.expirationDate.addingTimeInterval(grace.timeInterval)
                updateChain(at: position) { $0.phase = .grace(until: min(until, retryEnd)) }
                return .statusChanged(.renewalFailedIntoGrace(product: product, latest: latest, until: until))
            }
            updateChain(at: position) { $0.phase = .billingRetry(until: retryEnd) }
            return .statusChanged(.renewalFailedIntoRetry(product: product, latest: latest, until: retryEnd))
        case .grace(let until) where !chain.autoRenew:
            lapseChain(at: position, reason: "auto-renew-disabled")
            return .statusChanged(.graceEndedWithAutoRenewOff(product: product, latest: latest, at: until))
        case .grace:
            let retryEnd = chain.expirationDate.addingTimeInterval(SubscriptionChain.billingRetryLength.timeInterval)
            updateChain(at: position) { $0.phase = .billingRetry(until: retryEnd) }
            return .statusChanged(.graceEndedIntoRetry(product: product, latest: latest, until: retryEnd))
        case .billingRetry:
            lapseChain(at: position, reason: "billing-error")
            return .statusChanged(.retryGaveUp(product: product, latest: latest))
        case .expired, .revoked:
            return .unchanged
        }
    }

    /// Where the period a recovered renewal pays for starts. Recovered in the grace period, the
    /// paid days were not interrupted: the period that failed to renew is paid, from the renewal
    /// date (unless it has already run out, then from now). Recovered in billing retry, the new
    /// billing date is the date of recovery.
    func recoveryStart(of chain: SubscriptionChain) -> Date {
        guard case .grace = chain.phase,
              case .subscription(_, let period, _)? = catalogue.kind(of: chain.nextProductID ?? chain.productID),
              period.advance(chain.expirationDate) > now else { return now }
        return chain.expirationDate
    }
}
