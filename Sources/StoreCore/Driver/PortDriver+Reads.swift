import Foundation
import PurchasePort

/// What the store (or the device's copy, offline) answers the app's reads: entitlements,
/// subscription statuses, products, and `AppStore.sync()`.
extension PortDriver {
    /// Answers an entitlements read (`Transaction.currentEntitlements`) as the store, or the
    /// device's copy offline, has it now.
    /// `scope`: what the app reads of it (`.readEntitlementsOf` reads one product's).
    func answerEntitlementsRead(_ d: DeviceIndex, reason: String, cancelled: Bool, of scope: ReadScope = .all,
                                _ world: inout World, _ trace: inout Trace) {
        let failure = world.store.settings.failures[.entitlements]
        if cancelled || failure != nil {
            noteFailure(d, world, &trace)
            let nothing = world.store.isOn(.cancelledReadEmpty)
            let answer: EntitlementsAnswer = failure.map { cancelled ? .cancelled(answeredNothing: nothing) : .failed($0, answeredNothing: nothing) }
                ?? .cancelled(answeredNothing: nothing)
            dispatch(.entitlements(answer, reason: reason), to: d, &world, &trace)
            return
        }
        var items: [StoreTransaction]
        if world.devices[d].online {
            // Read into locals first, then written: the world is never read while it is being
            // written (which made a copy of the whole world at every read).
            let ids = world.store.entitlementItems(account: world.devices[d].account)
            items = []
            items.reserveCapacity(ids.count)
            for id in ids {
                if let tx = world.store.transaction(id) { items.append(tx) }
            }
            let copy = world.entitlementCopy(of: items)
            world.devices[d].entitlementCopy = copy
            world.devices[d].hasSynced = true
            noteSubscriptionsRead(d, of: scope, byListing: true, &world)
        } else if !world.devices[d].hasSynced {
            noteFailure(d, world, &trace)
            dispatch(.entitlements(.unreachable, reason: reason), to: d, &world, &trace)
            return
        } else {
            items = world.devices[d].entitlementCopy.listing
            noteFailure(d, world, &trace)
        }
        // Asked only when the device holds purchases back this step: the call copies the whole
        // device (the `listed-late` quirk is on by default).
        if world.store.isOn(.listedLate), world.devices[d].notYetListedStep == trace.step {
            let late = world.devices[d].notYetListed(inStep: trace.step)
            let hidden = items.map(\.id).filter { late.contains($0) }
            items.removeAll { late.contains($0.id) }
            if !hidden.isEmpty { trace.log(.listedLate(hidden), on: d, in: world) }
        }
        world.devices[d].process.storeAnswered = true
        for tx in items where tx.revocationDate != nil { world.devices[d].process.toldRevoked.insert(tx.id) }
        dispatch(.entitlements(.listed(items, fromDeviceCopy: !world.devices[d].online), reason: reason), to: d, &world, &trace)
    }

    /// What of the account an app reads from the store.
    enum ReadScope {
        case all
        /// One product's transactions.
        case product(String)
        /// One subscription group's status, by its catalogue name.
        case group(String)
    }

    /// The app on device `d` read, from the store, its account's subscriptions (those `scope`
    /// covers): those that have lapsed (`expired-granted`), and those in their billing grace
    /// period (`grace-access-lost`), it was told of. A listing (`byListing`) tells of a grace
    /// period only once the device's clock is past the listed transaction's expiration: before,
    /// the listing reads as an active subscription (the status would say; it is judged when read).
    func noteSubscriptionsRead(_ d: DeviceIndex, of scope: ReadScope, byListing: Bool, _ world: inout World) {
        let account = world.devices[d].account
        let ending: (lapsed: [TransactionID], inGrace: [TransactionID])
        switch scope {
        case .all: ending = world.store.endingSubscriptions(account: account)
        case .group(let name): ending = world.store.endingSubscriptions(account: account, group: name)
        // What `currentEntitlements(for:)` hands the app: that product's transactions only.
        case .product(let id): ending = world.store.endingSubscriptions(account: account, product: id)
        }
        for id in ending.lapsed { world.devices[d].process.toldLapsed.insert(id) }
        let deviceNow = world.deviceTime(d)
        for id in ending.inGrace {
            if byListing, let expiration = world.store.transactions[id: id].expirationDate, expiration > deviceNow { continue }
            world.devices[d].process.toldInGrace.insert(id)
        }
    }

    /// The account of the app on device `d` changed: what it was told of the other account's
    /// subscriptions is forgotten until it reads the new account's. (A read that fails does not
    /// forget: what the app knew, it still knows.)
    func forgetSubscriptionsRead(_ d: DeviceIndex, _ world: inout World) {
        guard !world.devices[d].process.toldLapsed.isEmpty || !world.devices[d].process.toldInGrace.isEmpty else { return }
        world.devices[d].process.toldLapsed = TransactionIDSet()
        world.devices[d].process.toldInGrace = []
    }

    /// Answers a read of the subscription statuses, of which the app reads those `scope` covers.
    func answerStatusRead(_ d: DeviceIndex, of scope: ReadScope, _ world: inout World, _ trace: inout Trace) {
        let answer = statusAnswer(d, world, &trace)
        if case .statuses = answer {
            // The store answered of every product the app can own, if the app sells no other
            // lasting kind (an unlock, a pass) and the read covers every group it sells: its
            // paywall may show now.
            if Self.answersForEverything(scope, world.store.catalogue) { world.devices[d].process.storeAnswered = true }
            noteSubscriptionsRead(d, of: scope, byListing: false, &world)
        }
        dispatch(.subscriptionStatuses(answer), to: d, &world, &trace)
    }

    /// Whether a status read of `scope` says all an app selling `catalogue` can own: only
    /// subscriptions (and consumables), of the groups it read.
    static func answersForEverything(_ scope: ReadScope, _ catalogue: Catalogue) -> Bool {
        for product in catalogue.products where !product.external {
            switch product.kind {
            case .consumable: continue
            case .unlock, .trial, .nonRenewing: return false
            case .subscription(let group, _, _):
                switch scope {
                case .all: continue
                case .group(let read): if read != group { return false }
                case .product(let read): if read != product.id { return false }
                }
            }
        }
        return true
    }

    /// Answers a subscription status read.
    private func statusAnswer(_ d: DeviceIndex, _ world: World, _ trace: inout Trace) -> SubscriptionStatusAnswer {
        let sellsSubscriptions = world.store.catalogue.products.contains(where: \.kind.isAutoRenewable)
        guard world.devices[d].online else {
            if sellsSubscriptions { noteFailure(d, world, &trace) }
            return .offline
        }
        if let error = world.store.settings.failures[.subscriptionStatus] {
            if sellsSubscriptions { noteFailure(d, world, &trace) }
            return .failed(error)
        }
        var statuses: [String: SubscriptionStatus] = [:]
        for position in world.store.chains.indices where world.store.chains[position].account == world.devices[d].account {
            guard let status = world.store.status(ofChainAt: position) else { continue }
            statuses[status.group] = status
        }
        return .statuses(statuses)
    }

    /// Answers a product request; `forced` is the outcome a `products` command asks for.
    func productsAnswer(_ d: DeviceIndex, forced: ProductsOutcome?, _ world: World, _ trace: inout Trace) -> ProductsAnswer {
        var outcome: ProductsOutcome
        var error = StoreError.networkError
        if !world.devices[d].online {
            // Offline, no request reaches the store, whatever the scenario asked of it.
            outcome = .fail
        } else if let forced {
            outcome = forced
        } else if let injected = world.store.settings.failures[.loadProducts] {
            outcome = .fail
            error = injected
        } else {
            outcome = .load
        }
        if forced == .fail, world.devices[d].online, let injected = world.store.settings.failures[.loadProducts] { error = injected }
        switch outcome {
        case .load:
            let locale = world.store.settings.locale
            let account = world.devices[d].account
            // One pass, into a list made once: filtering first copied every product twice.
            let products = world.store.catalogue.products
            var loaded: [LoadedProduct] = []
            loaded.reserveCapacity(products.count)
            for product in products where !product.external {
                var eligible = false
                if case .subscription(let group, _, _) = product.kind { eligible = world.store.isEligibleForIntroOffer(account: account, group: group) }
                loaded.append(LoadedProduct(product: product, isEligibleForIntroOffer: eligible, storefrontLocale: locale))
            }
            return .loaded(loaded)
        case .empty:
            noteFailure(d, world, &trace)
            return .empty
        case .fail:
            noteFailure(d, world, &trace)
            return .failed(error)
        }
    }

    /// `AppStore.sync()`: the device lists everything and hands over what queued.
    func sync(_ d: DeviceIndex, _ world: inout World, _ trace: inout Trace) {
        if let failure = !world.devices[d].online ? .networkError : world.store.settings.failures[.sync] {
            noteFailure(d, world, &trace)
            dispatch(.syncFinished(failure), to: d, &world, &trace)
            return
        }
        world.devices[d].listEverything()
        world.syncCopy(d)
        deliverQueuedUpdates(d, &world, &trace)
        dispatch(.syncFinished(nil), to: d, &world, &trace)
    }
}
