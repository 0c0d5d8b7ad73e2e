import Foundation
import PurchasePort

/// The AccessState the reference client derives from what it knows. Pure: the instant is passed in.
/// Order: ownership wins over everything; then a running subscription; then an evaluation or
/// store-dated trial; then the subscription problems; then the ended evaluation.
extension ReferenceClient {
    func access(_ context: ClientContext) -> AccessView {
        let catalogue = context.configuration.catalogue, evaluation = context.configuration.evaluation
        let deviceNow = context.now, timeZone = context.clockZone
        // A verified transaction the app was handed is an answer for its product: ownership wins
        // even before the entitlements read answers.
        if !believesAnswered, let owned = ownedUnlock(catalogue: catalogue, evaluation: evaluation) {
            return AccessView(state: .unlocked, paywallShown: false, reason: owned)
        }
        guard believesAnswered else {
            return AccessView(state: .checking, reason: "the store has not answered since launch", paywallShown: false)
        }
        let state: AccessState
        let reason: Reason
        (state, reason) = derive(catalogue: catalogue, evaluation: evaluation, deviceNow: deviceNow, timeZone: timeZone)
        let offersPurchase = state.showsPaywall || (state == .notStarted && evaluation == nil && !hasTrial(catalogue))
        return AccessView(state: state, paywallShown: offersPurchase, reason: reason)
    }

    /// Why the view holds, spelled out only when read (`AccessView.reason`).
    typealias Reason = @Sendable () -> String

    /// "owned via #3 ID" when the client owns the unlock: the evaluation's, else the first
    /// owned unlock in catalogue order. Looks at what is owned, not at the whole catalogue.
    private func ownedUnlock(catalogue: Catalogue, evaluation: EvaluationPolicy?) -> Reason? {
        let id: String?
        if let evaluation {
            id = owned[evaluation.unlockProductID] == nil ? nil : evaluation.unlockProductID
        } else {
            // The first in catalogue order: as the last input left it, unless this one changed it.
            id = firstUnlockIsCurrent ? firstUnlock?.id : Self.firstUnlock(among: owned.keys, catalogue)?.id
        }
        guard let id, let item = owned[id] else { return nil }
        let how = item.ownership == .familyShared ? "family shared via" : "owned via", transactionID = item.transactionID
        return { "\(how) #\(transactionID) \(id)" }
    }

    /// The first of `products` in catalogue order that is an unlock of the app's own, found in
    /// one pass.
    static func firstUnlock<Products: Sequence>(among products: Products, _ catalogue: Catalogue) -> (position: Int, id: String)?
        where Products.Element == String {
        var first: (position: Int, id: String)?
        for owned in products {
            // Read in place, by position: `catalogue[owned]` copies the whole product.
            guard let position = catalogue.position(of: owned), position < first?.position ?? .max,
                  catalogue.products[position].kind == .unlock, !catalogue.products[position].external else { continue }
            first = (position, owned)
        }
        return first
    }

    /// Whether `firstUnlock` is what looking through `owned` finds.
    var firstUnlockIsCurrent: Bool {
        !firstUnlockStale && owned.changes.isEmpty && firstUnlock.map { owned[$0.id] != nil } ?? true
    }

    /// Brings `firstUnlock` up to date with what the input changed: from the products it
    /// added, unless it took the first away or the catalogue changed (then from every owned one).
    mutating func refreshFirstUnlock(_ catalogue: Catalogue) {
        let changed = owned.takeChanges()
        if firstUnlockStale || firstUnlock.map({ owned[$0.id] == nil }) == true {
            firstUnlock = Self.firstUnlock(among: owned.keys, catalogue)
            firstUnlockStale = false
        } else if !changed.isEmpty, let added = Self.firstUnlock(among: changed.filter { owned[$0] != nil }, catalogue),
                  added.position < firstUnlock?.position ?? .max {
            firstUnlock = added
        }
        nonRenewing.forgetChanges()
    }

    /// The first group by name whose subscription gives access at `now`, and until when that
    /// holds if nothing changes: the earliest end of those giving access (the others, ended
    /// at `now`, stay ended as the clock moves on).
    static func firstRunning(in subscriptions: GrantingDictionary<SubscriptionStatus>, at now: Date) -> FirstRunningGroup {
        var first: String?, until = Date.distantFuture
        for (group, status) in subscriptions where status.givesAccess(at: now) {
            if first.map({ group < $0 }) ?? true { first = group }
            if let end = status.slot(key: group).until, end < until { until = end }
        }
        return FirstRunningGroup(group: first, from: now, until: until)
    }

    /// Brings `firstRunning` up to date with the groups the input changed, at the device time
    /// `now`: from those alone while the span it holds for has not run out, unless the input
    /// changed the first group itself (then from every group).
    mutating func refreshFirstRunning(at now: Date) {
        firstRunning = Self.refreshed(firstRunning, from: subscriptions, at: now)
        // Read in place above, forgotten here: the list keeps its buffer for the next input.
        subscriptions.forgetChanges()
    }

    /// `first` brought up to date with `subscriptions`' changes.
    private static func refreshed(_ first: FirstRunningGroup?, from subscriptions: GrantingDictionary<SubscriptionStatus>,
                                  at now: Date) -> FirstRunningGroup? {
        guard var first, first.from <= now, now < first.until else {
            return subscriptions.isEmpty ? nil : firstRunning(in: subscriptions, at: now)
        }
        guard !subscriptions.changes.isEmpty else { return first }
        // The first group gone is a change of it too.
        if let group = first.group, subscriptions.changes.contains(group) {
            return firstRunning(in: subscriptions, at: now)
        }
        first.from = now
        for group in subscriptions.changes {
            guard let status = subscriptions[group], status.givesAccess(at: now) else { continue }
            if first.group.map({ group < $0 }) ?? true { first.group = group }
            if let end = status.slot(key: group).until, end < first.until { first.until = end }
        }
        return first
    }

    /// The owned store-dated trials, in catalogue order.
    private func ownedTrialsInCatalogueOrder(_ catalogue: Catalogue) -> [String] {
        guard catalogue.trialCount > 0 else { return [] }
        return owned.keys.compactMap { id -> (position: Int, id: String)? in
            guard let position = catalogue.position(of: id), catalogue.products[position].kind.isTrial else { return nil }
            return (position, id)
        }.sorted { $0.position < $1.position }.map(\.id)
    }

    private func hasTrial(_ catalogue: Catalogue) -> Bool { catalogue.trialCount > 0 }

    private func derive(catalogue: Catalogue, evaluation: EvaluationPolicy?, deviceNow: Date, timeZone: ClockZone) -> (AccessState, Reason) {
        // 1. Ownership of an unlock.
        if let owned = ownedUnlock(catalogue: catalogue, evaluation: evaluation) {
            return (.unlocked, owned)
        }
        // 2. Subscriptions: the first group in name order that gives access now. Found in one
        // pass, without sorting: an account may hold many groups, and this runs every step.
        // By index: copying out each group's name and status cost more than the comparison.
        // As the last input left it, while the device's clock is in the span it holds for.
        let running: SubscriptionStatus?
        if let first = firstRunning, subscriptions.changes.isEmpty, first.from <= deviceNow, deviceNow < first.until {
            running = first.group.flatMap { subscriptions[$0] }
        } else {
            running = Self.firstRunning(in: subscriptions, at: deviceNow).group.flatMap { subscriptions[$0] }
        }
        if let known = running {
            if case .grace(let until) = known.phase {
                return (.grace(until: until), { "billing issue on #\(known.transactionID); grace period until \(InstantFormat.short(until, in: timeZone, relativeTo: deviceNow))" })
            }
            let consent = known.priceIncreaseStatus == .pending ? "; price increase waiting for consent" : ""
            if let offer = known.offer {
                return (.subscribed(until: known.expirationDate), { Self.offerReason(offer, known, deviceNow: deviceNow, timeZone: timeZone) + consent })
            }
            return (.subscribed(until: known.expirationDate),
                    { "subscribed to \(known.productID) via #\(known.transactionID), renews or ends \(InstantFormat.short(known.expirationDate, in: timeZone, relativeTo: deviceNow))\(consent)" })
        }
        // A group whose status the app has not heard: the entitlements listing has it.
        if let listed = runningListedSubscription(at: deviceNow) {
            let ends = InstantFormat.short(listed.expirationDate, in: timeZone, relativeTo: deviceNow)
            if listed.listedPastExpiration {
                return (.subscribed(until: listed.expirationDate),
                        { "subscribed to \(listed.productID) via #\(listed.transactionID) (listed as an entitlement past its expiration \(ends) by this device's clock: a billing grace period, or the clock is ahead; no subscription status)" })
            }
            return (.subscribed(until: listed.expirationDate),
                    { "subscribed to \(listed.productID) via #\(listed.transactionID) (listed as an entitlement; no subscription status), renews or ends \(ends)" })
        }
        // None does: the problem to show, in group name order.
        var problem: (AccessState, Reason)? = nil
        // (Each loop is skipped when empty: sorting even no keys costs an allocation, and this
        // runs at every step.)
        for group in subscriptions.isEmpty ? [] : subscriptions.keys.sorted() {
            guard let known = subscriptions[group] else { continue }
            switch known.phase {
            case .active, .grace:
                problem = problem ?? (.lapsed(reason: "expired"), { "#\(known.transactionID) \(known.productID) expired \(InstantFormat.short(known.expirationDate, in: timeZone, relativeTo: deviceNow))" })
            case .billingRetry:
                problem = (.billingRetry, { "billing issue on #\(known.transactionID): the store is retrying; no access" })
            case .revoked:
                problem = problem ?? (.revoked, { "#\(known.transactionID) \(known.productID) was revoked" })
            case .expired(let why):
                problem = problem ?? (.lapsed(reason: why), { "#\(known.transactionID) \(known.productID) lapsed: \(why)" })
            }
        }
        for id in nonRenewing.isEmpty ? [] : nonRenewing.keys.sorted() {
            guard let known = nonRenewing[id] else { continue }
            if known.expirationDate > deviceNow {
                return (.subscribed(until: known.expirationDate),
                        { "non-renewing \(id) via #\(known.transactionID) until \(InstantFormat.short(known.expirationDate, in: timeZone, relativeTo: deviceNow))" })
            }
            problem = problem ?? (.lapsed(reason: "ended"), { "non-renewing \(id) ended \(InstantFormat.short(known.expirationDate, in: timeZone, relativeTo: deviceNow))" })
        }
        // 3. A store-dated trial (only a purchased one counts, never family shared).
        var trialEnded: (AccessState, Reason)? = nil
        for id in ownedTrialsInCatalogueOrder(catalogue) {
            guard let product = catalogue[id], case .trial(_, let lasting) = product.kind, let item = owned[product.id],
                  item.ownership == .purchased else { continue }
            let trialPolicy = EvaluationPolicy(length: lasting, unlockProductID: product.id)
            switch trialPolicy.status(startedAt: item.purchaseDate, now: deviceNow, timeZone: timeZone) {
            case .active(let days, let end):
                return (.evaluation(daysLeft: days, endsAt: end),
                        { "store-dated trial #\(item.transactionID): \(days) day\(days == 1 ? "" : "s") left, ends \(InstantFormat.short(end, in: timeZone, relativeTo: deviceNow))" })
            case .expired(let end):
                trialEnded = (.expired, { "store-dated trial #\(item.transactionID) ended \(InstantFormat.short(end, in: timeZone, relativeTo: deviceNow)); not owned" })
            }
        }
        // 4. The app's own evaluation.
        // When it ended: its reason is made only if it is the one given.
        var evaluationEnd: Date? = nil
        if let evaluation {
            if let start = evaluationStart {
                switch evaluation.status(startedAt: start, now: deviceNow, timeZone: timeZone) {
                case .active(let days, let end):
                    return (.evaluation(daysLeft: days, endsAt: end),
                            { "evaluation: \(days) day\(days == 1 ? "" : "s") left, ends \(InstantFormat.short(end, in: timeZone, relativeTo: deviceNow))" })
                case .expired(let end):
                    evaluationEnd = end
                }
            }
        }
        // 5. Without an answer from the subscription status API, no subscription is not "none".
        if !subscriptionStatusAnswered, catalogue.products.contains(where: { $0.kind.isAutoRenewable && !$0.external }) {
            return (.checking, { "the subscription status has not answered since launch" })
        }
        if let problem { return problem }
        if evaluation == nil, !revokedUnlocks.isEmpty, let product = revokedUnlocks.keys.sorted().first(where: { owned[$0] == nil }),
           let id = revokedUnlocks[product] {
            return (.revoked, { "#\(id) \(product) was refunded or revoked" })
        }
        if let trialEnded { return trialEnded }
        if let evaluation, let end = evaluationEnd {
            return (.expired, { "evaluation ended \(InstantFormat.short(end, in: timeZone, relativeTo: deviceNow)); \(evaluation.unlockProductID) not owned" })
        }
        if let evaluation {
            let when = evaluation.start == .firstUse ? "the first use of the feature" : "the first launch"
            return (.notStarted, { "evaluation not started: it starts at \(when)" })
        }
        return (.notStarted, { "nothing owned or subscribed" })
    }
}

extension ReferenceClient {
    /// Why a subscription bought or renewed with an offer gives access: "free trial of P via #1
    /// until 15 Jan 09:00, then renews at the regular price".
    static func offerReason(_ offer: StoreTransaction.Offer, _ known: SubscriptionStatus, deviceNow: Date, timeZone: ClockZone) -> String {
        let until = InstantFormat.short(known.expirationDate, in: timeZone, relativeTo: deviceNow)
        let terms = offer.paymentMode == .freeTrial ? "free trial" : "\(offer.type.rawValue) offer (\(offer.paymentMode.phrase))"
        let then: String
        switch known.renewalInfo {
        case .some(let info) where !info.willAutoRenew: then = "auto-renew off, ends then"
        case .some(let info) where info.offer != nil: then = "then renews with the offer"
        default: then = "then renews at the regular price"
        }
        return "\(terms) of \(known.productID) via #\(known.transactionID) until \(until), \(then)"
    }

    /// The first group by name, of those whose status the app has not heard, that the last
    /// entitlements listing gives access to at `now`.
    func runningListedSubscription(at now: Date) -> ListedSubscription? {
        // Most steps have none listed: even an empty dictionary's loop cost about 100 instructions.
        guard !listedSubscriptions.isEmpty else { return nil }
        var first: (group: String, listed: ListedSubscription)?
        for (group, listed) in listedSubscriptions where goesByListing(group, listed, at: now) {
            if let current = first, current.group < group { continue }
            first = (group, listed)
        }
        return first?.listed
    }

    /// Whether the app goes by `listed`, the listing of `group`, at `now`: it has not heard the
    /// group's status, and the listing gives access.
    func goesByListing(_ group: String, _ listed: ListedSubscription, at now: Date) -> Bool {
        subscriptions[group] == nil && listed.givesAccess(at: now)
    }

    /// The grants of the listed subscriptions the app goes by at `now`.
    func listedGrants(at now: Date) -> [Grant] {
        guard !listedSubscriptions.isEmpty else { return [] }
        var grants: [Grant] = []
        for (group, listed) in listedSubscriptions where goesByListing(group, listed, at: now) {
            grants.append(Grant(productID: listed.productID, transactionID: listed.transactionID))
        }
        return grants
    }

    /// Every product granted at `now` and the transaction it rests on.
    func grants(at now: Date) -> [Grant] {
        var grants = owned.map { Grant(productID: $0.key, transactionID: $0.value.transactionID) }
        for known in subscriptions.values where known.givesAccess(at: now) {
            grants.append(Grant(productID: known.productID, transactionID: known.transactionID))
        }
        grants += listedGrants(at: now)
        for (product, known) in nonRenewing where known.expirationDate > now {
            grants.append(Grant(productID: product, transactionID: known.transactionID))
        }
        return grants
    }
}
