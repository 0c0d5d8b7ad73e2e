import Foundation

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
            if let failure = expectationFailure {
                note(.expectationFailed(failure))
            }
        }
    }

    private mutating func perform(_ action: TransactionAction, on tx: Transaction) {
        switch action {
        case .approve: approve(tx)
        case .decline: decline(tx)
        case .refund(let reason): revoke(tx, reason: reason == .developerIssue ? .developerIssue : .other, as: .refund)
        case .revoke: revoke(tx, reason: .other, as: .revocation)
        case .expire: expire(tx)
        case .renew: renewNow(tx)
        case .billingIssue(let grace): billingIssue(tx, grace: grace)
        case .resolve: resolveIssue(tx)
        case .delete: delete(tx)
        case .autoRenew(let on): setAutoRenew(tx, on: on)
        case .priceConsent(let agree): answerPriceIncrease(tx, agree: agree)
        case .familyStop: revoke(tx, reason: .familySharingStopped, as: .familySharingStopped)
        }
    }

    /// Carries out a command that names no transaction.
    private mutating func perform(_ command: Command) {
        defer { if command.changesConfiguration { tellRunningAppsTheConfigurationChanged() } }
        switch command {
        // Setup
        case .product(let product):
            _ = store.addProduct(product)
            note(.productAdded(product, locale: store.settings.locale))
        case .storekit(let path, let configuration):
            for product in configuration.products { _ = store.addProduct(product) }
            store.setSettings(configuration.settings)
            note(.storekitLoaded(path: path, products: configuration.products.count))
        case .evaluation(let policy):
            evaluation = policy
            note(.evaluationDefined(policy))
        case .trial(let id, let target, let lasting):
            let trial = store.catalogue.trial(id: id, of: target, lasting: lasting)
            _ = store.addProduct(trial.product, replacing: trial.replacing)
            note(.trialDefined(id: id, of: target, lasting: lasting))
        case .offer(let productID, let offer):
            store.catalogue.addOffer(offer, to: productID)
            note(.offerAdded(product: productID, offer, locale: store.settings.locale))
        case .nonRenewingLength(let id, let lasting):
            if let pass = store.catalogue.pass(id: id, lasting: lasting) { _ = store.addProduct(pass, replacing: true) }
            note(.nonRenewingLength(product: id, lasting: lasting))
        case .clock(let date):
            store.setNow(date)
            note(.trueClockSet(date))
        case .client(let choice):
            clientChoice = choice
            let running = devices.indices.contains { devices[$0].process.running }
            note(.clientChosen(choice, appRunning: running))
        case .quirk(let quirk, let on):
            store.setQuirk(quirk, on: on)
            note(.quirkSet(quirk, on: on))
        case .fail(let api, let error):
            store.setFailure(api, error)
            note(.storeCallFailing(api, error))
        case .device(let name):
            // By index: a closure over the devices copied each one, with all it holds, at every step.
            if let index = devices.indices.first(where: { devices[$0].name == name }) {
                currentDeviceIndex = index
                note(.deviceSelected(name))
            } else {
                devices.append(Device(name: name, account: currentDevice.account))
                currentDeviceIndex = devices.count - 1
                note(.deviceAdded(name, account: currentDevice.account))
            }
        case .account(let name):
            switchAccount(to: name)
        case .timeZone(let identifier):
            devices[currentDeviceIndex].timeZone = TimeZone(identifier: identifier) ?? devices[currentDeviceIndex].timeZone
            note(.timeZoneSet(identifier))
        // App
        case .launch:
            launchApp(currentDeviceIndex)
        case .quit:
            quitApp(currentDeviceIndex)
        case .relaunch:
            if currentDevice.isAppRunning { quitApp(currentDeviceIndex) }
            launchApp(currentDeviceIndex)
        case .reinstall:
            reinstallApp(currentDeviceIndex)
        case .useFeature:
            useFeature(currentDeviceIndex)
        case .online:
            goOnline(currentDeviceIndex)
        case .offline:
            goOffline(currentDeviceIndex)
        case .products(let outcome):
            dispatch(currentDeviceIndex, .products(productsAnswer(currentDeviceIndex, forced: outcome)))
        case .restore:
            dispatch(currentDeviceIndex, .user(.restore))
        case .refresh(let cancelled):
            answerEntitlementsRead(currentDeviceIndex, reason: "the app reads its entitlements again", cancelled: cancelled)
        case .consume(let id, let units):
            dispatch(currentDeviceIndex, .user(.consume(productID: id, units: units)))
        // Purchases
        case .buy(let id, let outcome):
            buy(id, outcome: outcome, on: currentDeviceIndex)
        case .buyElsewhere(let id):
            buyElsewhere(id)
        case .buyWithOffer(let id, let offer, let outcome):
            buy(id, offer: offer, outcome: outcome, on: currentDeviceIndex)
        case .redeemCode(let id, let offerID, let code):
            redeemCode(id, offerID: offerID, code: code)
        case .familyShare(let id):
            familyShare(id)
        case .priceIncrease(let id, let price, let consentRequired):
            raisePrice(of: id, to: price, consentRequired: consentRequired)
        // Named transactions and expectations arrive checked, as other steps.
        case .approve, .decline, .refund, .revoke, .expire, .renew, .billingIssue, .resolve, .delete, .familyStop,
             .autoRenew, .priceConsent, .expect:
            break
        // Time
        case .advance(let span):
            advance(by: span)
        case .deviceClock(let span):
            moveDeviceClock(by: span)
        }
    }

    private mutating func switchAccount(to name: String) {
        let index = currentDeviceIndex
        let wasRunning = devices[index].isAppRunning
        devices[index].account = name
        devices[index].entitlementCopy = EntitlementCopy()
        devices[index].hasSynced = false
        devices[index].queuedUpdates = [:]
        devices[index].unheardWhileOffline = []
        devices[index].listEverything()
        log.contextChanged.insert(index)
        note(.accountSwitched(device: devices[index].name, account: name))
        if wasRunning { dispatch(index, .accountChanged) }
    }

    private mutating func moveDeviceClock(by span: TimeSpan) {
        let index = currentDeviceIndex
        let before = deviceTime(index)
        devices[index].clockOffset = TimeSpan(seconds: devices[index].clockOffset.seconds + span.seconds)
        note(.deviceClockMoved(span, before: before, after: deviceTime(index), offset: devices[index].clockOffset))
    }

    /// A setup line changed what the running apps were built with: they hear of it.
    private mutating func tellRunningAppsTheConfigurationChanged() {
        for d in devices.indices where devices[d].isAppRunning { dispatch(d, .configurationChanged) }
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
