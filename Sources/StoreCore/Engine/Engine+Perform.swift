import Foundation
import PurchasePort

/// Carrying out a checked step: each command is the world's transitions (the store's rules,
/// the devices') and what the port driver then hands to the apps, in order, all recorded in
/// the trace.
extension Engine {
    /// Carries out a checked step.
    mutating func perform(_ step: CheckedStep, expectationFailure: inout ExpectationFailure?) {
        switch step {
        case .plain(let command):
            perform(command)
        case .onTransaction(let action, let tx):
            perform(action, on: tx)
        case .expectation(let expectation, let tx):
            expectationFailure = check(expectation, naming: tx)
            if let failure = expectationFailure { log(.expectationFailed(failure)) }
        }
    }

    /// Logs `fact` on device `d`, the current device unless told.
    mutating func log(_ fact: consuming EventFact, on d: Int? = nil) {
        let index = d ?? world.currentDeviceIndex
        trace.log(fact, on: index, in: world)
    }

    private mutating func log(_ facts: [EventFact]) {
        for fact in facts { log(fact) }
    }

    private mutating func perform(_ action: TransactionAction, on tx: StoreTransaction) {
        let port = PortDriver()
        switch action {
        case .approve:
            let approved = world.store.completeWaitingPurchase(tx.id, as: .approved)
            log(approved)
            port.announce(tx.id, newlyPurchased: true, &world, &trace)
        case .decline:
            let (declined, announced) = world.store.decline(tx)
            log(declined)
            if announced { port.announce(tx.id, &world, &trace) }
        case .refund(let reason, let stated):
            // The App Store asks the app's server how much was consumed before it decides; what
            // the app does with a balance already spent is the app's business.
            let consumed = tx.kind == .consumable && tx.quantity > 0 ? world.consumedUnits(of: tx.id) * 100 / tx.quantity : 0
            if let percent = stated ?? (consumed > 0 ? min(consumed, 100) : nil) {
                world.store.reportConsumption(percent, of: tx.id)
                log(.consumptionReported(transaction: tx.id, product: tx.productID, percent: percent, stated: stated != nil))
            }
            revoke(tx, reason: reason == .developerIssue ? .developerIssue : .other, as: .refund)
        case .revoke:
            revoke(tx, reason: .other, as: .revocation)
        case .familyStop:
            revoke(tx, reason: .familySharingStopped, as: .familySharingStopped)
        case .expire:
            let (expired, chain) = world.store.expire(tx)
            if let chain { port.announceStatus(ofChainAt: chain, &world, &trace) }
            log(expired)
            port.announce(tx.id, &world, &trace)
        case .renew:
            guard let (renewal, facts) = world.store.renewNow(tx) else { return }
            log(facts)
            port.announce(renewal, &world, &trace)
        case .billingIssue(let grace):
            if let issue = world.store.setBillingIssue(on: tx, grace: grace) { log(issue) }
        case .resolve:
            if tx.state == .interrupted {
                let resolved = world.store.completeWaitingPurchase(tx.id, as: .resolved)
                log(resolved)
                port.announce(tx.id, newlyPurchased: true, &world, &trace)
                return
            }
            let (renewal, facts) = world.store.resolveBillingIssue(of: tx)
            log(facts)
            if let renewal { port.announce(renewal, &world, &trace) }
        case .delete:
            let deleted = world.store.delete(tx)
            log(deleted)
            port.announceDeletion(of: tx.id, &world, &trace)
        case .autoRenew(let on):
            guard let (fact, chain) = world.store.setAutoRenew(of: tx, on: on) else { return }
            log(fact)
            if let chain { port.announceStatus(ofChainAt: chain, &world, &trace) }
        case .priceConsent(let agree):
            guard let (fact, chain) = world.store.answerPriceIncrease(of: tx, agree: agree) else { return }
            log(fact)
            if let chain { port.announceStatus(ofChainAt: chain, &world, &trace) }
        }
    }

    private mutating func revoke(_ tx: StoreTransaction, reason: RevocationReason, as how: EventFact.Revocation) {
        let revoked = world.store.revoke(tx, reason: reason, as: how)
        log(revoked)
        PortDriver().announce(tx.id, &world, &trace)
    }

    /// Carries out a command that names no transaction.
    private mutating func perform(_ command: Command) {
        defer { if command.changesConfiguration { tellRunningAppsTheConfigurationChanged() } }
        let d = world.currentDeviceIndex
        let port = PortDriver()
        switch command {
        // Setup
        case .product(let product):
            _ = world.store.addProduct(product)
            log(.productAdded(product, locale: world.store.settings.locale))
        case .storekit(let path, let configuration):
            for product in configuration.products { _ = world.store.addProduct(product) }
            world.store.setSettings(configuration.settings)
            world.storefrontChanged()
            log(.storekitLoaded(path: path, products: configuration.products.count))
        case .evaluation(let policy):
            world.evaluation = policy
            log(.evaluationDefined(policy))
        case .trial(let id, let target, let lasting):
            let trial = world.store.catalogue.trial(id: id, of: target, lasting: lasting)
            _ = world.store.addProduct(trial.product, replacing: trial.replacing)
            log(.trialDefined(id: id, of: target, lasting: lasting))
        case .offer(let productID, let offer):
            world.store.catalogue.addOffer(offer, to: productID)
            log(.offerAdded(product: productID, offer, locale: world.store.settings.locale))
        case .nonRenewingLength(let id, let lasting):
            if let pass = world.store.catalogue.pass(id: id, lasting: lasting) { _ = world.store.addProduct(pass, replacing: true) }
            log(.nonRenewingLength(product: id, lasting: lasting))
        case .clock(let date):
            if world.store.transactions.isEmpty { world.beginning = date }
            world.store.setNow(date)
            log(.trueClockSet(date))
        case .client(let choice):
            world.clientChoice = choice
            let running = world.devices.indices.contains { world.devices[$0].process.running }
            log(.clientChosen(choice, appRunning: running))
        case .quirk(let quirk, let on):
            world.store.setQuirk(quirk, on: on)
            log(.quirkSet(quirk, on: on))
        case .fail(let api, let error):
            world.store.setFailure(api, error)
            log(.storeCallFailing(api, error))
        case .device(let name):
            let selected = world.selectDevice(name)
            log(selected)
        case .account(let name):
            let wasRunning = world.devices[d].isAppRunning
            let signedIn = world.signIn(d, to: name)
            trace.contextChanged(on: d)
            log(signedIn)
            if wasRunning { port.dispatch(.accountChanged, to: d, &world, &trace) }
        case .timeZone(let identifier):
            world.devices[d].timeZone = TimeZone(identifier: identifier) ?? world.devices[d].timeZone
            log(.timeZoneSet(identifier))
        // App
        case .launch:
            port.launch(d, &world, &trace)
        case .quit:
            quitApp(d)
        case .relaunch:
            if world.devices[d].isAppRunning { quitApp(d) }
            port.launch(d, &world, &trace)
        case .reinstall:
            if world.devices[d].isAppRunning { quitApp(d) }
            world.devices[d].storage.wipePreferences()
            log(.appReinstalled, on: d)
        case .useFeature:
            guard port.dispatch(.user(.useFeature), to: d, &world, &trace) == 0 else { return }
            log(.featureUsed(world.access(onDevice: d).state), on: d)
        case .online, .offline:
            let online = command == .online
            let changed = world.setOnline(d, online)
            log(changed, on: d)
            if online { port.deliverQueuedUpdates(d, &world, &trace) }
            port.dispatch(.connectivityChanged(online: online), to: d, &world, &trace)
        case .products(let outcome):
            let answer = port.productsAnswer(d, forced: outcome, world, &trace)
            port.dispatch(.products(answer), to: d, &world, &trace)
        case .restore:
            port.dispatch(.user(.restore), to: d, &world, &trace)
        case .refresh(let cancelled):
            port.answerEntitlementsRead(d, reason: "the app reads its entitlements again", cancelled: cancelled, &world, &trace)
        case .consume(let id, let units):
            port.dispatch(.user(.consume(productID: id, units: units)), to: d, &world, &trace)
        // Purchases: the user's request carries the outcome the store answers its purchase with.
        case .buy(let id, let outcome):
            PortDriver(request: PurchaseRequest(productID: id, outcome: outcome)).dispatch(.user(.buy(productID: id)), to: d, &world, &trace)
        case .buyWithOffer(let id, let offer, let outcome):
            PortDriver(request: PurchaseRequest(productID: id, outcome: outcome))
                .dispatch(.user(.buyWithOffer(productID: id, offer: offer)), to: d, &world, &trace)
        case .buyElsewhere(let id):
            buyOutsideTheApp(id, ownership: .purchased)
        case .familyShare(let id):
            buyOutsideTheApp(id, ownership: .familyShared)
        case .redeemCode(let id, let offerID, let code):
            let (facts, purchased) = world.store.redeemCode(id, offerID: offerID, code: code, account: world.currentDevice.account)
            world.lastPurchaseError = nil
            for case .offerCode(_, _, _, let outcome) in facts {
                if case .alreadyRedeemed = outcome { world.lastPurchaseError = .offerCodeAlreadyRedeemed }
                if case .ineligible = outcome { world.lastPurchaseError = .offerCodeIneligible }
            }
            log(facts)
            if let purchased { port.announce(purchased, newlyPurchased: true, &world, &trace) }
        case .priceIncrease(let id, let price, let consentRequired):
            guard let (raised, subscribers) = world.store.raisePrice(of: id, to: price, consentRequired: consentRequired) else { return }
            log(raised)
            for position in subscribers { port.announceStatus(ofChainAt: position, &world, &trace) }
        // Named transactions and expectations arrive checked, as other steps.
        case .approve, .decline, .refund, .revoke, .expire, .renew, .billingIssue, .resolve, .delete, .familyStop,
             .autoRenew, .priceConsent, .expect:
            break
        case .storefront, .appTransaction, .sheet, .promote, .tap:
            performStoreSide(command)
        // Time
        case .advance(let span):
            advance(by: span)
        case .deviceClock(let span):
            let moved = world.moveDeviceClock(by: span)
            log(moved)
        }
    }

    private mutating func quitApp(_ d: Int) {
        let quit = world.quitApp(d)
        trace.contextChanged(on: d)
        log(quit, on: d)
    }

    /// A purchase made on another device or outside the app (`buy-elsewhere`), or a family
    /// member sharing a product: the store records it, and the account's devices hear of it.
    mutating func buyOutsideTheApp(_ productID: String, ownership: StoreTransaction.Ownership) {
        guard let product = world.store.catalogue[productID] else { return }
        let account = world.currentDevice.account
        if ownership == .purchased, let current = world.store.currentSubscription(to: product, account: account) {
            log(.alreadySubscribed(product: productID, latest: current.id, inApp: false))
            return
        }
        if ownership == .purchased, let (position, change) = world.store.changeForNextRenewal(to: product, account: account) {
            let scheduled = world.store.schedule(change, ofChainAt: position, to: productID, offer: nil)
            log(scheduled)
            return
        }
        let (tx, upgrade) = world.store.record(product, account: account, device: nil, state: .purchased, verification: .verified,
                                               ownership: ownership)
        if let upgrade { log(upgrade) }
        let expiry = world.store.expiry(of: tx)
        log(ownership == .purchased ? .boughtElsewhere(transaction: tx.id, product: productID, expiry)
                                    : .familyShared(transaction: tx.id, product: productID, expiry))
        PortDriver().announce(tx.id, newlyPurchased: true, &world, &trace)
    }

    /// A setup line changed what the running apps were built with: they hear of it.
    private mutating func tellRunningAppsTheConfigurationChanged() {
        for d in world.devices.indices where world.devices[d].isAppRunning {
            PortDriver().dispatch(.configurationChanged, to: d, &world, &trace)
        }
    }
}

private extension Command {
    /// Whether the command changes the catalogue or the app's evaluation.
    var changesConfiguration: Bool {
        switch self {
        case .product, .storekit, .evaluation, .trial, .offer, .nonRenewingLength: return true
        default: return false
        }
    }
}
