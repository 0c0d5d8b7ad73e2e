import Foundation
import PurchasePort

/// Transactions and statuses reaching the apps: handed over on `Transaction.updates` and
/// `Status.updates` where the app listens and is online, queued for later otherwise, and kept
/// in each device's copy of its account's entitlements.
extension PortDriver {
    /// Hands transaction `id` to the app on device `d`. `chain` is the position of its
    /// subscription chain, when the caller knows it (a renewal).
    func hand(_ id: TransactionID, to d: DeviceIndex, source: TransactionSource, chainAt chain: Int? = nil, _ world: inout World, _ trace: inout Trace) {
        guard world.store.contains(id), !world.store.transactions[id: id].deleted, world.devices[d].process.running else { return }
        if source != .unfinished { trace.record(.handed(.init(transaction: id, device: d))) }
        if world.store.transactions[id: id].revocationDate != nil { world.devices[d].process.toldRevoked.insert(id) }
        let tx = world.store.transactions[id: id]
        let status: SubscriptionStatus?
        if let chain { status = world.store.status(ofChainAt: chain, handing: tx) } else { status = world.store.status(of: tx) }
        dispatch(.transaction(tx, source: source, status: status), to: d, &world, &trace)
    }

    /// Tells every device of the account about a transaction: handed over now where the app
    /// listens and is online, queued for the next launch otherwise. `chain` is the position of
    /// its subscription chain, when the caller knows it (a renewal).
    func announce(_ id: TransactionID, skipping skipped: DeviceIndex? = nil, newlyPurchased: Bool = false, chainAt chain: Int? = nil,
                  _ world: inout World, _ trace: inout Trace) {
        guard world.store.contains(id) else { return }
        let account = world.store.transactions[id: id].account
        for d in world.devices.deviceIndices where world.devices[d].account == account {
            updateCachedEntitlements(d, id, chainAt: chain, &world)
            guard d != skipped else { continue }
            if newlyPurchased, world.store.isOn(.listedLate) { world.devices[d].listLate(id, step: trace.step) }
            if world.devices[d].process.listening, world.devices[d].online {
                hand(id, to: d, source: .update, chainAt: chain, &world, &trace)
            } else {
                world.devices[d].queuedUpdates[world.store.transactions[id: id].originalID] = id
                if !world.devices[d].online, !world.devices[d].entitlementCopy.contains(id) {
                    world.devices[d].unheardWhileOffline.insert(id)
                }
            }
        }
    }

    /// A subscription's status changed without a new transaction (grace, retry, lapse).
    func announceStatus(ofChainAt position: Int, _ world: inout World, _ trace: inout Trace) {
        for d in World.deviceIndexes(of: world.store.chains[position].account, in: world.devices) {
            updateCachedSubscription(d, chainAt: position, &world)
            guard world.devices[d].process.running, world.devices[d].online else { continue }
            guard world.store.settings.failures[.subscriptionStatus] == nil else {
                noteFailure(d, world, &trace)
                continue
            }
            if let status = world.store.status(ofChainAt: position) { dispatch(.subscriptionStatusChanged(status), to: d, &world, &trace) }
        }
    }

    /// The transaction manager deleted transaction `id`: every device of its account forgets
    /// it, and a running app hears of it.
    func announceDeletion(of id: TransactionID, _ world: inout World, _ trace: inout Trace) {
        let deleted = world.store.transactions[id: id]
        for d in World.deviceIndexes(of: deleted.account, in: world.devices) {
            world.devices[d].queuedUpdates = world.devices[d].queuedUpdates.filter { $0.value != id }
            world.devices[d].entitlementCopy.remove(id)
            dispatch(.transactionDeleted(deleted), to: d, &world, &trace)
        }
    }

    /// Hands over what queued while the app was closed, offline or not listening.
    func deliverQueuedUpdates(_ d: DeviceIndex, _ world: inout World, _ trace: inout Trace) {
        guard world.devices[d].process.listening, world.devices[d].online, !world.devices[d].queuedUpdates.isEmpty else { return }
        let queued = world.devices[d].queuedUpdates.values.sorted()
        world.devices[d].queuedUpdates = [:]
        for id in queued { hand(id, to: d, source: .update, &world, &trace) }
    }

    /// What `Transaction.updates` holds for an app at launch, handed over once, when the app
    /// listens: what queued, then (quirk) the unfinished transactions again. An app that starts
    /// its listener later in the launch (after awaiting `Transaction.unfinished`, say) gets them
    /// then, as StoreKit's sequence gives them to whoever iterates it.
    func deliverLaunchUpdates(_ d: DeviceIndex, _ world: inout World, _ trace: inout Trace) {
        guard world.devices[d].process.launchDeliveryDue, world.devices[d].process.listening else { return }
        world.devices[d].process.launchDeliveryDue = false
        deliverQueuedUpdates(d, &world, &trace)
        if world.store.isOn(.unfinishedRedelivered) {
            for id in world.unfinishedOnDevice(d) { hand(id, to: d, source: .redeliveredAtLaunch, &world, &trace) }
        }
    }

    /// Keeps the device's copy of a subscription group's listing current while it is online.
    private func updateCachedSubscription(_ d: DeviceIndex, chainAt position: Int, _ world: inout World) {
        guard world.devices[d].online else { return }
        guard let id = world.store.listedSubscription(chainAt: position) else {
            world.devices[d].entitlementCopy.removeSubscription(chainAt: position)
            return
        }
        world.devices[d].entitlementCopy.insertSubscription(world.store.transactions[id: id], chainAt: position)
    }

    /// Keeps the device's copy of the account's entitlements current while it is online.
    /// `chain` is the position of the transaction's subscription chain, when the caller knows it.
    private func updateCachedEntitlements(_ d: DeviceIndex, _ id: TransactionID, chainAt chain: Int?, _ world: inout World) {
        guard world.store.contains(id), world.devices[d].online else { return }
        if world.store.transactions[id: id].isAutoRenewable {
            if let position = chain {
                updateCachedSubscription(d, chainAt: position, &world)
            } else if let position = world.store.chainPosition(originalID: world.store.transactions[id: id].originalID) {
                updateCachedSubscription(d, chainAt: position, &world)
            }
            return
        }
        guard world.store.transactions[id: id].kind.isListedAsEntitlement else { return }
        let tx = world.store.transactions[id: id]
        world.devices[d].entitlementCopy.remove(tx.id)
        // An ended pass stays listed: its expiry says it has ended.
        let listed = tx.state == .purchased || (tx.state == .expired && tx.kind.isNonRenewing)
        if listed, tx.revocationDate == nil || !world.store.isOn(.refundVanishes), !tx.deleted {
            world.devices[d].entitlementCopy.insert(tx)
        }
    }
}
