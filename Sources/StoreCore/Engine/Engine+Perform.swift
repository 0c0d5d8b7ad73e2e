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
                note(.check, "Expectation failed: \(failure)")
            }
        }
    }

    private mutating func perform(_ action: TransactionAction, on tx: Transaction) {
        switch action {
        case .approve: approve(tx)
        case .decline: decline(tx)
        case .refund(let reason): revoke(tx, reason: reason == .developerIssue ? .developerIssue : .other, verb: "Refunded")
        case .revoke: revoke(tx, reason: .other, verb: "Revoked")
        case .expire: expire(tx)
        case .renew: renewNow(tx)
        case .billingIssue(let grace): billingIssue(tx, grace: grace)
        case .resolve: resolveIssue(tx)
        case .delete: delete(tx)
        case .autoRenew(let on): setAutoRenew(tx, on: on)
        case .priceConsent(let agree): answerPriceIncrease(tx, agree: agree)
        case .familyStop: revoke(tx, reason: .familySharingStopped, verb: "Family sharing stopped:")
        }
    }

    /// Carries out a command that names no transaction.
    private mutating func perform(_ command: Command) {
        defer { if command.changesConfiguration { tellRunningAppsTheConfigurationChanged() } }
        switch command {
        // Setup
        case .product(let product):
            _ = store.addProduct(product)
            let price = product.price.map { ", \($0.formatted(for: store.settings.locale))" } ?? ""
            note(.setup, "Product \(product.id): \(product.kind.label)\(price)")
        case .storekit(let path, let configuration):
            for product in configuration.products { _ = store.addProduct(product) }
            store.setSettings(configuration.settings)
            note(.setup, "Loaded \(configuration.products.count) products from \(path)")
        case .evaluation(let policy):
            evaluation = policy
            note(.setup, "Evaluation of \(policy.length) unlocked by \(policy.unlockProductID), starts at \(policy.start.rawValue), counts \(policy.count.rawValue) days, stored in \(policy.storage.rawValue)")
        case .trial(let id, let target, let lasting):
            let trial = store.catalogue.trial(id: id, of: target, lasting: lasting)
            _ = store.addProduct(trial.product, replacing: trial.replacing)
            note(.setup, "Store-dated trial \(id) of \(target), lasting \(lasting)")
        case .offer(let productID, let offer):
            store.catalogue.addOffer(offer, to: productID)
            note(.setup, "Offer on \(productID): \(offer.name), \(offer.summary(locale: store.settings.locale))")
        case .nonRenewingLength(let id, let lasting):
            if let pass = store.catalogue.pass(id: id, lasting: lasting) { _ = store.addProduct(pass, replacing: true) }
            note(.setup, "Non-renewing \(id) lasts \(lasting) from each purchase")
        case .clock(let date):
            store.setNow(date)
            note(.time, "True clock set to \(InstantFormat.iso(date))")
        case .client(let choice):
            clientChoice = choice
            let running = devices.indices.contains { devices[$0].process.running }
            note(.setup, choice.setupLine + (running ? "; an app already running keeps its client until it launches again" : ""))
        case .quirk(let quirk, let on):
            store.setQuirk(quirk, on: on)
            note(.setup, on ? "Quirk \(quirk.rawValue) on: \(quirk.summary)" : "Quirk \(quirk.rawValue) off: the store no longer does this (\(quirk.summary))")
        case .fail(let api, let error):
            store.setFailure(api, error)
            note(.setup, error.map { "Store call \(api.rawValue) now fails with \($0.rawValue)" } ?? "Store call \(api.rawValue) no longer fails")
        case .device(let name):
            // By index: a closure over the devices copied each one, with all it holds, at every step.
            if let index = devices.indices.first(where: { devices[$0].name == name }) {
                currentDeviceIndex = index
                note(.setup, "Current device: \(name)")
            } else {
                devices.append(Device(name: name, account: currentDevice.account))
                currentDeviceIndex = devices.count - 1
                note(.setup, "New device \(name), signed into account '\(currentDevice.account)', app installed, not running")
            }
        case .account(let name):
            switchAccount(to: name)
        case .timeZone(let identifier):
            devices[currentDeviceIndex].timeZone = TimeZone(identifier: identifier) ?? devices[currentDeviceIndex].timeZone
            note(.setup, "Device time zone: \(identifier)")
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
        note(.app, "\(devices[index].name) signed into account '\(name)'")
        if wasRunning { dispatch(index, .accountChanged) }
    }

    private mutating func moveDeviceClock(by span: TimeSpan) {
        let index = currentDeviceIndex
        let before = deviceTime(index)
        devices[index].clockOffset = TimeSpan(seconds: devices[index].clockOffset.seconds + span.seconds)
        let after = deviceTime(index)
        let offset = devices[index].clockOffset
        let offsetText = offset.seconds == 0 ? "in step with true time" : "\(offset.seconds > 0 ? "+" : "")\(offset) from true time"
        if span.seconds < 0 {
            note(.warning, "Device clock moved back \(TimeSpan(seconds: -span.seconds)): \(InstantFormat.iso(before)) → \(InstantFormat.iso(after)) (\(offsetText)); recorded, the user is not punished")
        } else {
            note(.time, "Device clock moved forward \(span): now \(InstantFormat.iso(after)) (\(offsetText))")
        }
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
