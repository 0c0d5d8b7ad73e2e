import Foundation

/// The app's life on a device: launch, quit, reinstall, network, and the user's requests.
extension Engine {
    mutating func launchApp(_ d: Int) {
        guard let client = clients.makeClient(clientChoice) else { return }
        devices[d].process = AppProcess(running: client)
        devices[d].listEverything()
        log.contextChanged.insert(d)
        launchNoteDue = d
        dispatch(d, .launched)
        if launchNoteDue == d {
            launchNoteDue = nil
            note(.appLaunched(listening: false), device: d)
        }
        deliverLaunchUpdates(d)
    }

    mutating func quitApp(_ d: Int) {
        devices[d].process = .idle
        log.contextChanged.insert(d)
        note(.appQuit, device: d)
    }

    mutating func reinstallApp(_ d: Int) {
        if devices[d].isAppRunning { quitApp(d) }
        devices[d].storage.wipePreferences()
        note(.appReinstalled, device: d)
    }

    mutating func useFeature(_ d: Int) {
        guard dispatch(d, .user(.useFeature)) == 0 else { return }
        note(.featureUsed(access(onDevice: d).state), device: d)
    }

    mutating func goOnline(_ d: Int) {
        devices[d].online = true
        devices[d].unheardWhileOffline = []
        devices[d].entitlementCopy = entitlementCopy(of: entitlementItems(account: devices[d].account).compactMap { store.transaction($0) })
        devices[d].hasSynced = true
        note(.connectivity(device: devices[d].name, online: true), device: d)
        deliverQueuedUpdates(d)
        dispatch(d, .connectivityChanged(online: true))
    }

    mutating func goOffline(_ d: Int) {
        devices[d].online = false
        note(.connectivity(device: devices[d].name, online: false), device: d)
        dispatch(d, .connectivityChanged(online: false))
    }

    /// The user uses up units of a consumable: the balance in the app's preferences goes down,
    /// and the units are counted against the transactions that credited them (oldest first), so
    /// a consumed one cannot be refunded.
    mutating func consume(_ product: String, units: Int, on d: Int) {
        devices[d].storage.consumables.consume(product, units: units)
        var remaining = units
        for id in devices[d].storage.consumables.credits.keys.sorted() where remaining > 0 {
            guard let tx = store.transaction(id), tx.productID == product else { continue }
            let available = tx.quantity - consumedUnits(of: id)
            let take = min(available, remaining)
            if take > 0 {
                consumedByTransaction[id, default: 0] += take
                remaining -= take
            }
        }
        note(.consumed(units: units, product: product, balance: devices[d].storage.consumables.balance(of: product)), device: d)
    }
}
