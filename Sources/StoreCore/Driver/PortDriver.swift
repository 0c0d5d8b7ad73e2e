import Foundation
import PurchasePort

/// The devices' side of the client port: hands an input to the app on a device and carries out
/// the actions it answers with, in order. An action that asks the store something is answered at
/// once with another input, so a step stays synchronous and deterministic. What passes through
/// is recorded in the trace: the events, and the port facts the monitor judges.
///
/// A driver holds what its inputs need to know of what caused them — the outcome the user's
/// request asks of a purchase, the purchase result being handled — and passes it on to the
/// inputs they lead to. Nothing of it is kept in the world.
struct PortDriver {
    /// The outcome the user's request asks of a purchase of its product (`buy P cancel`).
    var request: PurchaseRequest? = nil
    /// While the app handles a purchase result that failed verification: its transaction.
    var unverifiedResult: TransactionID? = nil
    /// The app account token of the purchase being made (`.appAccountToken(UUID)`).
    var appAccountToken: UUID? = nil
    /// The units of the purchase being made (`.quantity(N)`): a consumable's transaction is for
    /// this many.
    var quantity = 1

    /// Hands `input` to the app on device `d`, if it runs, and carries out what it answers;
    /// `handed` is what its context hands the app with it alone. Returns how many actions the
    /// app answered with.
    @discardableResult
    func dispatch(_ input: ClientInput, to d: DeviceIndex, handing handed: HandedOnce = HandedOnce(), _ world: inout World, _ trace: inout Trace) -> Int {
        guard world.devices[d].process.running else { return 0 }
        let actions = receive(input, on: d, handing: handed, &world, &trace)
        let count = actions.count
        carryOut(actions, on: d, &world, &trace)
        return count
    }

    /// The app on device `d` launches, with the client chosen: handed `.launched`, its first
    /// action says whether it starts its updates listener. What waits on `Transaction.updates`
    /// is then handed over.
    func launch(_ d: DeviceIndex, _ world: inout World, _ trace: inout Trace) {
        guard let client = world.clients.makeClient(world.clientChoice) else { return }
        world.devices[d].process = AppProcess(running: client)
        world.devices[d].listEverything()
        trace.contextChanged(on: d, launch: true)
        var actions = receive(.launched, on: d, &world, &trace)
        let listening: Bool
        if case .startListener? = actions.first {
            actions.removeFirst()
            world.devices[d].process.listening = true
            listening = true
        } else {
            listening = false
        }
        trace.log(.appLaunched(listening: listening), on: d, in: world)
        // Handed over, not shared: the list kept here made the first action taken out of it
        // copy the whole list.
        carryOut(consume actions, on: d, &world, &trace)
        world.devices[d].process.launchFinished = true
        deliverLaunchUpdates(d, &world, &trace)
    }

    /// The client's answer to `input`. The context it saw is gone once this returns: held while
    /// the actions are carried out, it would share the device's storage and make every write to
    /// it copy the whole consumable ledger. The client changes in place, where it is kept.
    private func receive(_ input: ClientInput, on d: DeviceIndex, handing handed: HandedOnce = HandedOnce(), _ world: inout World,
                         _ trace: inout Trace) -> [ClientAction] {
        trace.handedInput(to: d)
        world.refreshConfiguration()
        let context = world.clientContext(d, handing: handed)
        world.devices[d].takeHandedOnce()
        let actions = world.devices[d].process.client.receive(input, in: context)
        if !world.devices[d].process.storeAnswered, world.access(onDevice: d).paywallShown {
            trace.paywallShownBeforeAnswer(on: d)
        }
        return actions
    }

    /// Carries out `actions` in order, each taken out of the list (an action without a payload
    /// swapped into its place) rather than copied: a copy of an action retains what it holds.
    private func carryOut(_ actions: consuming [ClientAction], on d: DeviceIndex, _ world: inout World, _ trace: inout Trace) {
        var actions = actions
        for index in actions.indices {
            var action = ClientAction.startListener
            swap(&action, &actions[index])
            carryOut(action, on: d, &world, &trace)
        }
    }

    private func carryOut(_ action: consuming ClientAction, on d: DeviceIndex, _ world: inout World, _ trace: inout Trace) {
        switch action {
        case .startListener:
            guard !world.devices[d].process.listening else { return }
            world.devices[d].process.listening = true
            // Not the launch's first action (which `launch` takes): the launch line said there
            // was no listener, so this is said. What waited is handed over now, or, while the
            // launch's actions are still being carried out, by `launch` once they are.
            trace.log(.listenerStartedLate, on: d, in: world)
            if world.devices[d].process.launchFinished { deliverLaunchUpdates(d, &world, &trace) }
        case .readEntitlements(let reason):
            answerEntitlementsRead(d, reason: reason, cancelled: false, &world, &trace)
        case .readEntitlementsOf(let productID, let reason):
            answerEntitlementsRead(d, reason: reason, cancelled: false, of: .product(productID), &world, &trace)
        case .readSubscriptionStatuses:
            answerStatusRead(d, of: .all, &world, &trace)
        case .readSubscriptionStatusOf(let group):
            answerStatusRead(d, of: .group(group), &world, &trace)
        case .loadProducts:
            dispatch(.products(productsAnswer(d, forced: nil, world, &trace)), to: d, &world, &trace)
        case .purchase(let productID):
            purchase(productID, on: d, &world, &trace)
        case .purchaseWithOffer(let productID, let offer):
            purchase(productID, with: offer, on: d, &world, &trace)
        case .purchaseWithAccountToken(let productID, let offer, let token):
            var withToken = self
            withToken.appAccountToken = token
            if let offer {
                withToken.purchase(productID, with: offer, on: d, &world, &trace)
            } else {
                withToken.purchase(productID, on: d, &world, &trace)
            }
        case .purchaseQuantity(let productID, let quantity, let offer, let token):
            // StoreKit takes 1 to 10 and throws before any sheet; the store records nothing.
            guard (1...10).contains(quantity) else {
                world.lastPurchaseError = .storeKit(.invalidQuantity)
                dispatch(.purchaseResult(productID: productID, .failed(.invalidQuantity)), to: d, &world, &trace)
                return
            }
            var withOptions = self
            withOptions.appAccountToken = token
            withOptions.quantity = quantity
            if let offer {
                withOptions.purchase(productID, with: offer, on: d, &world, &trace)
            } else {
                withOptions.purchase(productID, on: d, &world, &trace)
            }
        case .presentSheet(let sheet):
            present(sheet, on: d, &world, &trace)
        case .readUnfinished:
            deliverLaunchUpdates(d, &world, &trace)
            for id in world.unfinishedOnDevice(d) { hand(id, to: d, source: .unfinished, &world, &trace) }
            dispatch(.unfinishedListed, to: d, &world, &trace)
        case .readHistory:
            // Online, the device's copy is brought up to date as it is read (`Transaction.all` and
            // `latest(for:)` answer offline from it afterwards). The answer, from the store or
            // that copy, is an answer as an entitlements listing is: an app that gates on
            // `latest(for:)` may show its paywall after it.
            if world.devices[d].online { world.syncCopy(d) }
            if world.devices[d].online || world.devices[d].hasSynced { world.devices[d].process.storeAnswered = true }
            let listed = world.historyOnDevice(d)
            for tx in listed where tx.revocationDate != nil { world.devices[d].process.toldRevoked.insert(tx.id) }
            dispatch(.history(listed), to: d, &world, &trace)
        case .sync:
            sync(d, &world, &trace)
        case .finish(let id):
            finish(id, on: d, &world, &trace)
        case .deliver(let id):
            world.devices[d].process.delivered.insert(id)
        case .credit(let id, let product, let units):
            guard world.store.contains(id), units > 0 else { return }
            world.devices[d].storage.consumables.credit(id, product: product, units: units)
            world.devices[d].process.delivered.insert(id)
            trace.record(.credited(.init(transaction: id, device: d)))
        case .withdraw(let id, let product):
            guard let tx = world.store.transaction(id) else { return }
            world.devices[d].storage.consumables.withdraw(id, product: product, unused: max(0, tx.quantity - world.consumedUnits(of: id)))
        case .consume(let product, let units):
            let consumed = world.consume(product, units: units, on: d)
            trace.log(consumed, on: d, in: world)
        case .writeKeychain(let key, let value):
            world.devices[d].storage.keychain[key] = value
        case .deleteKeychain(let key):
            world.devices[d].storage.keychain[key] = nil
        case .writePreferences(let key, let value):
            world.devices[d].storage.preferences[key] = value
        case .deletePreferences(let key):
            world.devices[d].storage.preferences[key] = nil
        case .tell(let message):
            world.devices[d].process.message = message
            if message?.kind == .cancelled, let id = unverifiedResult { trace.record(.toldCancelled(.init(transaction: id, device: d))) }
        case .wakeMe(let instant):
            // Subscriptions renewed together ask for the same instant, once each.
            guard world.devices[d].process.lastWakeUp != instant else { return }
            world.devices[d].process.lastWakeUp = instant
            world.devices[d].process.wakeUps.insert(instant)
        case .log(let line):
            trace.log(line.fact, on: d, in: world)
        }
    }

    /// The app finished transaction `id` (`transaction.finish()`): delivered if it said so since
    /// launch, or credited to the balance the device keeps (before a relaunch too).
    private func finish(_ id: TransactionID, on d: DeviceIndex, _ world: inout World, _ trace: inout Trace) {
        guard world.store.contains(id) else { return }
        let delivered = world.devices[d].process.delivered.contains(id) || world.devices[d].storage.consumables.hasCredited(id)
        trace.record(.finished(.init(transaction: id, device: d, afterDelivery: delivered, external: world.store.transactions[id: id].external)))
        world.store.finish(id)
    }

    /// A store call on device `d` failed, was cancelled or answered offline. The first time in
    /// a step, notes what its app grants before it hears of the failure: what the failure must
    /// not take away.
    func noteFailure(_ d: DeviceIndex, _ world: World, _ trace: inout Trace) {
        guard trace.storeCallFailed(on: d), world.devices[d].isAppRunning else { return }
        trace.reportedBeforeFailure(world.report(onDevice: d), on: d)
    }
}

/// What the context of one input hands the app with that input alone: the product the App
/// Store promotes (`promote ID`), the control of the app's own the user taps (`tap CONTROL`).
/// Passed to the dispatch, never kept on the device.
struct HandedOnce {
    var promotion: String? = nil
    var tappedControl: String? = nil
}
