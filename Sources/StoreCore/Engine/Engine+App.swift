import Foundation

/// The app's life on a device: launch, quit, reinstall, network, products, restore, reads.
extension Engine {
    mutating func launchApp(_ d: Int) {
        var client = PurchaseClient()
        client.running = true
        client.listening = activeFault != .noLaunchListener
        devices[d].client = client
        devices[d].notYetListed = []
        log.contextChanged.insert(d)
        note(.app, client.listening ? "App launched; updates listener started"
                                    : "App launched without an updates listener", device: d)
        loadEvaluation(d)
        if activeFault == .paywallBeforeAnswer {
            var guess = devices[d].client
            guess.believesAnswered = true
            let early = AccessResolver.resolve(client: guess, catalogue: store.catalogue, evaluation: evaluation,
                                               deviceNow: deviceTime(d), timeZone: devices[d].timeZone)
            if early.paywallShown || early.state == .notStarted {
                log.paywallBeforeAnswer.insert(d)
                note(.client, "The app shows the paywall (\(early.state.name)) before the store has answered", device: d)
            }
        }
        if activeFault == .pricesBeforeOwnership {
            loadProducts(d, forced: nil)
            if devices[d].client.productsLoaded {
                readEntitlements(d, cancelled: false, why: "launch, after the prices loaded")
            } else {
                devices[d].client.believesAnswered = true
                log.failure.insert(d)
                note(.client, "Products did not load, so the app never reads what is owned", device: d)
            }
        } else {
            readEntitlements(d, cancelled: false, why: "launch")
            loadProducts(d, forced: nil)
        }
        deliverQueuedUpdates(d, atLaunch: true)
    }

    mutating func quitApp(_ d: Int) {
        devices[d].client = PurchaseClient()
        log.contextChanged.insert(d)
        note(.app, "App quit; its updates listener stopped", device: d)
    }

    mutating func reinstallApp(_ d: Int) {
        if devices[d].client.running { quitApp(d) }
        devices[d].preferences = Device.Preferences()
        note(.app, "App reinstalled: preferences wiped (the evaluation date's copy there, consumable balances), keychain kept; not running", device: d)
    }

    mutating func useFeature(_ d: Int) {
        if let evaluation, evaluation.start == .firstUse, devices[d].client.evaluationStart == nil,
           !AccessResolver.resolve(client: devices[d].client, catalogue: store.catalogue, evaluation: evaluation,
                                   deviceNow: deviceTime(d), timeZone: devices[d].timeZone).state.grantsAccess {
            startEvaluation(d, at: deviceTime(d))
            return
        }
        let view = access(onDevice: d)
        note(.app, view.state.grantsAccess ? "The user uses the feature: allowed (\(view.state.summary))"
                                           : "The user tries the feature: locked (\(view.state.summary))", device: d)
    }

    mutating func goOnline(_ d: Int) {
        devices[d].online = true
        devices[d].cachedEntitlements = entitlementItems(account: devices[d].account).compactMap { store.transaction($0) }
        devices[d].hasSynced = true
        note(.app, "\(devices[d].name) is online", device: d)
        if devices[d].client.running {
            deliverQueuedUpdates(d, atLaunch: false)
            readEntitlements(d, cancelled: false, why: "back online")
        }
    }

    /// Loads the products; `forced` is the outcome a `products` command asks for.
    mutating func loadProducts(_ d: Int, forced: ProductsOutcome?) {
        var outcome: ProductsOutcome
        var error = StoreKitError.networkError
        if !devices[d].online {
            // Offline, no request reaches the store, whatever the scenario asked of it.
            outcome = .fail
        } else if let forced {
            outcome = forced
        } else if let injected = store.settings.failures[.loadProducts] {
            outcome = .fail
            error = injected
        } else {
            outcome = .load
        }
        if forced == .fail, devices[d].online, let injected = store.settings.failures[.loadProducts] { error = injected }
        switch outcome {
        case .load:
            devices[d].client.products = .loaded
            let own = store.catalogue.products.filter { !$0.external }
            let prices = own.prefix(3).map { p in "\(p.id) \(p.price.map { $0.formatted(for: store.settings.locale) } ?? (p.kind.isTrial ? "free" : "no price"))" }
            note(.client, "Products loaded: \(own.count)\(prices.isEmpty ? "" : " (\(prices.joined(separator: ", "))\(own.count > 3 ? ", …" : ""))")", device: d)
        case .empty:
            devices[d].client.products = .empty
            log.failure.insert(d)
            note(.client, "The product request returned no products; the app shows the store as unavailable", device: d)
        case .fail:
            devices[d].client.products = .failed(error)
            log.failure.insert(d)
            note(.client, "Loading products failed (\(error.rawValue)); the app shows the store as unavailable", device: d)
        }
        if activeFault == .pricesBeforeOwnership, forced != nil, !devices[d].client.productsLoaded,
           !devices[d].client.owned.isEmpty {
            devices[d].client.owned = [:]
            devices[d].client.nonRenewing = [:]
            note(.client, "The app re-derives ownership from loaded products only: nothing is owned now", device: d)
        }
    }

    mutating func restore(_ d: Int) {
        let failure: StoreKitError? = !devices[d].online ? .networkError : store.settings.failures[.sync]
        if let failure {
            log.failure.insert(d)
            devices[d].client.message = "Restore failed (\(failure.rawValue))"
            note(.client, "AppStore.sync() failed (\(failure.rawValue)); the app keeps what it knew", device: d)
            return
        }
        note(.client, "AppStore.sync(): the user asked to restore purchases", device: d)
        devices[d].notYetListed = []
        deliverQueuedUpdates(d, atLaunch: false)
        readEntitlements(d, cancelled: false, why: "restore")
        let client = devices[d].client
        let count = client.owned.count + client.subscriptions.values.filter { $0.phase == .active }.count + client.nonRenewing.count
        let message = count == 0 ? "Nothing to restore" : "Restored \(count) purchase\(count == 1 ? "" : "s")"
        devices[d].client.message = message
        note(.client, message, device: d)
    }

    mutating func consume(_ product: String, units: Int, on d: Int) {
        devices[d].preferences.consumables.consume(product, units: units)
        var remaining = units
        for id in devices[d].preferences.consumables.credits.keys.sorted() where remaining > 0 {
            guard let tx = store.transaction(id), tx.productID == product else { continue }
            let available = tx.quantity - consumedUnits(of: id)
            let take = min(available, remaining)
            if take > 0 {
                consumedByTransaction[id, default: 0] += take
                remaining -= take
            }
        }
        note(.app, "Consumed \(units) \(product); balance \(devices[d].preferences.consumables.balance(of: product))", device: d)
    }

    // MARK: - Evaluation storage

    private mutating func loadEvaluation(_ d: Int) {
        guard let evaluation else { return }
        let keychain = devices[d].keychain.evaluationStart
        let preferences = devices[d].preferences.evaluationStart
        let stored: Date?
        switch evaluation.storage {
        case .keychainAndPreferences: stored = [keychain, preferences].compactMap { $0 }.min()
        case .preferences: stored = preferences
        case .keychain: stored = keychain
        }
        if let stored {
            writeEvaluationStart(d, stored)
            devices[d].client.evaluationStart = stored
            watchEvaluationStart(d, stored)
        } else if evaluation.start == .firstLaunch {
            startEvaluation(d, at: deviceTime(d))
        }
    }

    private mutating func startEvaluation(_ d: Int, at start: Date) {
        guard let evaluation else { return }
        writeEvaluationStart(d, start)
        devices[d].client.evaluationStart = start
        let end = evaluation.end(startedAt: start, timeZone: devices[d].timeZone)
        note(.client, "Evaluation started at \(evaluation.start.rawValue): \(evaluation.length), ends \(InstantFormat.iso(end)); stored in \(evaluation.storage.rawValue)", device: d)
        watchEvaluationStart(d, start)
    }

    private mutating func writeEvaluationStart(_ d: Int, _ start: Date) {
        guard let evaluation else { return }
        switch evaluation.storage {
        case .keychainAndPreferences:
            devices[d].keychain.evaluationStart = start
            devices[d].preferences.evaluationStart = start
        case .preferences:
            devices[d].preferences.evaluationStart = start
        case .keychain:
            devices[d].keychain.evaluationStart = start
        }
    }

    /// The monitor's memory of the first evaluation start on this device.
    private mutating func watchEvaluationStart(_ d: Int, _ start: Date) {
        if let first = devices[d].firstEvaluationStart, start > first {
            log.evaluationRestarts.append(EvaluationRestart(device: d, first: first, again: start))
        }
        if devices[d].firstEvaluationStart == nil { devices[d].firstEvaluationStart = start }
    }
}
