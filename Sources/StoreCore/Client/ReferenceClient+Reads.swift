import Foundation
import PurchasePort

/// Reads: entitlements, subscription status, products.
extension ReferenceClient {
    mutating func readAnswered(_ answer: EntitlementsAnswer, reason: String, _ context: ClientContext,
                               _ actions: inout [ClientAction]) {
        switch answer {
        case .cancelled(let nothing), .failed(_, let nothing):
            let how: String
            if case .failed(let error, _) = answer { how = "failed (\(error.rawValue))" } else { how = "was cancelled" }
            if nothing {
                if rules.takesFailedReadAsEmpty {
                    actions.append(.log("Entitlements read (\(reason)) \(how) and answered nothing; the app took that as owning nothing"))
                    apply(listing: [], genuine: false, fromStore: false, context, &actions)
                    actions.append(.readSubscriptionStatuses)
                } else {
                    actions.append(.log("Entitlements read (\(reason)) \(how) and answered nothing; the app sees the failure and keeps what it knew"))
                }
            } else {
                actions.append(.log("Entitlements read (\(reason)) \(how) and threw; the app keeps what it knew"))
            }
            if !(nothing && rules.takesFailedReadAsEmpty) { finishRestore(at: context.now, &actions) }
        case .unreachable:
            actions.append(.log("Entitlements read (\(reason)) offline on a device that has never reached the store: no answer; the app keeps what it knew"))
            finishRestore(at: context.now, &actions)
        case .listed(let items, let fromDeviceCopy):
            apply(listing: items, genuine: true, fromStore: !fromDeviceCopy, context, &actions)
            // Gathered into one list: joining three made a list for each.
            var ownedNow: [String] = []
            ownedNow.reserveCapacity(owned.count + nonRenewing.count + listedSubscriptions.count)
            ownedNow.append(contentsOf: owned.keys)
            ownedNow.append(contentsOf: nonRenewing.keys)
            for listed in listedSubscriptions.values { ownedNow.append(listed.productID) }
            ownedNow.sort()
            readSummary = .entitlementsRead(reason: reason, fromDeviceCopy: fromDeviceCopy, owned: ownedNow)
            actions.append(.readSubscriptionStatuses)
        }
    }

    /// Replaces what the app believes with a read's listing; `fromStore` when the store itself
    /// answered, not the device's copy read offline.
    private mutating func apply(listing items: [StoreTransaction], genuine: Bool, fromStore: Bool, _ context: ClientContext,
                                _ actions: inout [ClientAction]) {
        var owned: [String: OwnedItem] = [:]
        var nonRenewing: [String: KnownNonRenewing] = [:]
        var listedSubscriptions: [String: ListedSubscription] = [:]
        for tx in items {
            let id = tx.id
            guard !tx.external else { continue }
            if rules.needsPricesForOwnership, !productsLoaded { continue }
            if !tx.verification.isVerified, !rules.trustsUnverified { continue }
            // The device's copy, read offline, may predate a revocation the app has since been told of.
            if tx.revocationDate != nil || toldRevoked.contains(id) {
                toldRevoked.insert(id)
                if tx.kind.isNonConsumable { revokedUnlocks[tx.productID] = id }
                if !rules.ignoresRevocations { continue }
            }
            if tx.kind.isListedAsEntitlement, tx.revocationDate == nil { knownByProduct[tx.productID, default: [:]][id] = tx }
            switch tx.kind {
            case .unlock, .trial:
                if let existing = owned[tx.productID], existing.ownership == .purchased { continue }
                owned[tx.productID] = OwnedItem(transactionID: id, ownership: tx.ownership, purchaseDate: tx.purchaseDate)
            case .nonRenewing:
                if let expiration = tx.expirationDate, expiration > nonRenewing[tx.productID]?.expirationDate ?? .distantPast {
                    nonRenewing[tx.productID] = KnownNonRenewing(transactionID: id, expirationDate: expiration)
                }
            case .subscription(let group, _, _):
                if let expiration = tx.expirationDate {
                    // Past its expiration (by the device's clock), the store lists it only in a
                    // grace period; the device's copy, read offline, may just be old, unless the
                    // store said so of the same transaction before.
                    let pastExpiration = expiration <= context.now && (fromStore
                        || self.listedSubscriptions[group].map { $0.transactionID == id && $0.listedPastExpiration } == true)
                    listedSubscriptions[group] = ListedSubscription(transactionID: id, productID: tx.productID, expirationDate: expiration,
                                                                    listedPastExpiration: pastExpiration)
                }
            case .consumable:
                break
            }
        }
        if rules.trustsPurchasedFlag {
            // The flag holds the transaction that set it: access is credited to it, whatever the store says.
            for (key, value) in context.storage.preferences.sorted(by: { $0.key < $1.key }) where key.hasPrefix(Self.purchasedFlagPrefix) {
                let product = String(key.dropFirst(Self.purchasedFlagPrefix.count))
                guard owned[product] == nil, let id = value.int.map({ TransactionID($0) }) else { continue }
                owned[product] = OwnedItem(transactionID: id, ownership: .purchased, purchaseDate: context.now)
            }
        }
        if genuine || !rules.takesFailedReadAsEmpty {
            // What this session derived from a verified transaction stays until the app is told
            // otherwise: a listing that lags (quirk listed-late) must not take it away.
            for (product, item) in self.owned.sorted(by: { $0.key < $1.key }) where owned[product] == nil {
                guard delivered.contains(item.transactionID), !toldRevoked.contains(item.transactionID) else { continue }
                owned[product] = item
            }
        }
        self.owned.replace(with: owned)
        self.nonRenewing.replace(with: nonRenewing)
        if fromStore { reconcileSubscriptions(with: listedSubscriptions, at: context.now) }
        self.listedSubscriptions = listedSubscriptions
        for (product, item) in owned { wakeAtTrialEnd(product, item, context, &actions) }
        for known in nonRenewing.values { actions.append(.wakeMe(at: known.expirationDate)) }
        for listed in listedSubscriptions.values.sorted(by: { $0.transactionID < $1.transactionID }) where !listed.listedPastExpiration {
            actions.append(.wakeMe(at: listed.expirationDate))
        }
        if genuine { storeAnswered = true }
        believesAnswered = true
    }

    /// A listing from the store is newer than the statuses the app heard before it (which the
    /// status read that follows replaces, unless it fails). A group it leaves out, whose status
    /// runs by its dates (active, grace), has lapsed (expired or in billing retry: the app cannot
    /// tell which): the app takes it so, and no clock set back gives it access again. A group it
    /// lists, where the status gives no access but the listing does (a grace period, a renewal),
    /// is left to the listing. (This client reads nothing in the step it is handed a purchase, so
    /// the `listed-late` quirk never hides one from the listing.)
    private mutating func reconcileSubscriptions(with listing: [String: ListedSubscription], at now: Date) {
        guard !subscriptions.isEmpty else { return }
        for group in Array(subscriptions.keys) {
            guard let status = subscriptions[group] else { continue }
            if let listed = listing[group] {
                if !status.givesAccess(at: now), listed.givesAccess(at: now) { subscriptions[group] = nil }
                continue
            }
            switch status.phase {
            case .active, .grace:
                subscriptions[group] = SubscriptionStatus(group: group, transactionID: status.transactionID, productID: status.productID,
                                                          expirationDate: status.expirationDate, phase: .expired(reason: "expired"),
                                                          isVerified: status.isVerified)
            case .billingRetry, .expired, .revoked:
                break
            }
        }
    }

    static let purchasedFlagPrefix = "isPurchased."

    mutating func statusesAnswered(_ answer: SubscriptionStatusAnswer, _ context: ClientContext, _ actions: inout [ClientAction]) {
        switch answer {
        case .statuses(let statuses):
            var known: [String: SubscriptionStatus] = [:]
            for (group, status) in statuses.sorted(by: { $0.key < $1.key }) where status.isVerified || rules.trustsUnverified {
                known[group] = status
                Self.wake(at: status, &actions)
                Self.noticePriceIncrease(status, before: subscriptions[group], &actions)
            }
            subscriptions.replace(with: known)
            subscriptionStatusAnswered = true
        case .failed(let error):
            if context.configuration.products.contains(where: \.kind.isAutoRenewable) {
                let known = subscriptionStatusAnswered ? ""
                    : listedSubscriptions.isEmpty ? ", which is nothing yet" : "; until it answers, the entitlements listing says"

                actions.append(.log("Subscription status failed (\(error.rawValue)); the app keeps what it knew of its subscriptions\(known)"))
            }
        case .offline:
            break
        }
        if let summary = readSummary {
            readSummary = nil
            actions.append(.log(LogLine(content: .spelledWhenRead(summary))))
        }
        finishRestore(at: context.now, &actions)
    }

    /// Once a restore's read is complete, tells the user what came back: what it owns, and the
    /// subscriptions and passes that give access at `now` (a grace period too).
    private mutating func finishRestore(at now: Date, _ actions: inout [ClientAction]) {
        if restoring {
            restoring = false
            let count = owned.count + subscriptions.values.filter { $0.givesAccess(at: now) }.count
                + listedGrants(at: now).count
                + nonRenewing.values.filter { $0.expirationDate > now }.count
            let message = count == 0 ? "Nothing to restore" : "Restored \(count) purchase\(count == 1 ? "" : "s")"
            actions.append(.tell(UserMessage(.restored, message)))
            actions.append(.log(LogLine(message)))
        }
    }

    mutating func productsAnswered(_ answer: ProductsAnswer, _ context: ClientContext, _ actions: inout [ClientAction]) {
        switch answer {
        case .loaded(let loaded):
            products = .loaded
            actions.append(.log(LogLine(content: .spelledWhenRead(.productsLoaded(loaded)))))
        case .empty:
            products = .empty
            actions.append(.log("The product request returned no products; the app shows the store as unavailable"))
        case .failed(let error):
            products = .failed(error)
            actions.append(.log("Loading products failed (\(error.rawValue)); the app shows the store as unavailable"))
        }
        guard rules.needsPricesForOwnership else { return }
        if awaitingLaunchProducts {
            awaitingLaunchProducts = false
            if productsLoaded {
                actions.append(.readEntitlements(reason: "launch, after the prices loaded"))
            } else {
                believesAnswered = true
                actions.append(.log("Products did not load, so the app never reads what is owned"))
            }
        } else if !productsLoaded, !owned.isEmpty {
            owned = [:]
            nonRenewing = [:]
            actions.append(.log("The app re-derives ownership from loaded products only: nothing is owned now"))
        }
    }

    /// Takes a subscription's status as the app's knowledge of its group, and asks to be woken
    /// when it would end.
    /// Runs at every renewal: one lookup of the group, and no copy of the client (a non-mutating
    /// method called from here would copy it, with all it knows).
    mutating func know(_ status: SubscriptionStatus, _ actions: inout [ClientAction]) {
        let before = subscriptions.updateValue(status, forKey: status.group)
        Self.noticePriceIncrease(status, before: before, &actions)
        Self.wake(at: status, &actions)
    }

    /// A price increase newly waiting for the customer's consent: the app says what happens
    /// without it (StoreKit shows the consent sheet itself).
    static func noticePriceIncrease(_ status: SubscriptionStatus, before: SubscriptionStatus?, _ actions: inout [ClientAction]) {
        guard status.priceIncreaseStatus == .pending, before?.priceIncreaseStatus != .pending, status.phase == .active else { return }
        let when = InstantFormat.short(status.expirationDate)
        actions.append(.tell(UserMessage(.info, "The price of \(status.productID) is going up: agree to it before \(when), or the subscription ends then")))
        actions.append(.log("Renewal info of #\(status.transactionID): price increase pending the customer's consent; without it the subscription ends \(when)"))
    }

    static func wake(at status: SubscriptionStatus, _ actions: inout [ClientAction]) {
        actions.append(.wakeMe(at: status.expirationDate))
        if case .grace(let until) = status.phase { actions.append(.wakeMe(at: until)) }
    }

    func wakeAtTrialEnd(_ product: String, _ item: OwnedItem, _ context: ClientContext, _ actions: inout [ClientAction]) {
        // The kind read in place: `configuration[product]` copies the whole product.
        guard case .trial(_, let lasting) = context.configuration.catalogue.kind(of: product) else { return }
        actions.append(.wakeMe(at: EvaluationPolicy(length: lasting, unlockProductID: product)
            .end(startedAt: item.purchaseDate, timeZone: context.clockZone)))
    }
}
