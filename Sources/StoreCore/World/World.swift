import Foundation
import PurchasePort

/// The simulated world: the store, the devices of its accounts with the app on each, and what
/// the app is built with (the scenario's evaluation, the client chosen). What an app sees of it
/// and what a device holds are read here; the store's rules are `Store`'s, and the port driver
/// (`PortDriver`) carries inputs and actions between the devices and their apps.
struct World: Sendable {
    var store: Store
    var devices: [Device]
    var currentDeviceIndex: DeviceIndex = 0
    var evaluation: EvaluationPolicy? {
        didSet { evaluationGeneration &+= 1 }
    }
    /// Counts the evaluation's changes, as `Store.catalogueGeneration` counts the catalogue's.
    private var evaluationGeneration = 0
    /// The app's configuration as last made, and the generations of the catalogue and the
    /// evaluation it was made from: made again only when either changed, not for every input.
    private var configuration = (made: AppConfiguration(), catalogue: -1, evaluation: -1)
    var clientChoice: ClientChoice = .reference
    /// The clients `client NAME` can choose besides the built-in ones.
    var clients: ClientRegistry
    /// Units of each consumable transaction the app has used up: what the app's server reports
    /// when the customer asks for a refund of one.
    private(set) var consumedByTransaction: [TransactionID: Int] = [:]
    /// The error the last purchase threw, or the redemption sheet's refusal; nil when it threw none.
    var lastPurchaseError: PurchaseError? = nil
    /// The build the devices run (`app-transaction app-version V`).
    var appVersion = "1.0" {
        didSet { storeSideChanged() }
    }
    /// Each account's download of the app, as `app-transaction original-version` set it.
    var appPurchases: [String: AppPurchase] = [:]
    /// When the world began: an account's download of the app is dated then unless told.
    var beginning: Date {
        didSet { storeSideChanged() }
    }
    /// The storefront and the app's download as every context hands them, while no account's
    /// download was set apart (`appPurchases` empty): made again when they change, not for every
    /// context.
    private var storeSide: ClientContext.StoreSide

    init(clock: Date, clients: ClientRegistry, device: Device) {
        store = Store(now: clock)
        beginning = clock
        self.clients = clients
        devices = [device]
        storeSide = ClientContext.StoreSide(storefront: storefront, appPurchase: nil)
        storeSideChanged()
    }

    /// Read in place: `currentDevice.account` copies no device.
    var currentDevice: Device { _read { yield devices[currentDeviceIndex] } }

    /// The device's wall clock now.
    func deviceTime(_ index: DeviceIndex) -> Date { devices[index].time(at: store.now) }

    /// What the app on a device reports now; a device whose app is not running reports `checking`.
    func report(onDevice index: DeviceIndex) -> ClientReport {
        devices[index].process.running ? devices[index].process.client.report(in: clientContext(index)) : .notRunning
    }

    /// The access the app on a device shows now.
    func access(onDevice index: DeviceIndex) -> AccessView {
        devices[index].process.running ? devices[index].process.client.access(in: clientContext(index)) : ClientReport.notRunning.access
    }

    /// What the app on a device can see of it now, with what one input hands it (`HandedOnce`).
    /// Reads the device's fields in place: a copy of the whole device would retain all it holds.
    func clientContext(_ index: DeviceIndex, handing handed: HandedOnce = HandedOnce()) -> ClientContext {
        let current = configuration.catalogue == store.catalogueGeneration && configuration.evaluation == evaluationGeneration
        return ClientContext(now: deviceTime(index), clockZone: devices[index].clockZone, isOnline: devices[index].online,
                             storage: devices[index].storage,
                             configuration: current ? configuration.made : AppConfiguration(catalogue: store.catalogue, evaluation: evaluation),
                             storeSide: appPurchases.isEmpty ? storeSide
                                 : ClientContext.StoreSide(storefront: storefront, appPurchase: appPurchase(of: devices[index].account)),
                             sheet: devices[index].sheet, promotion: handed.promotion, tappedControl: handed.tappedControl,
                             deviceName: devices[index].name)
    }

    /// The storefront the store sells in, as its settings last said (kept, not made for every
    /// input an app is handed: `storefrontChanged()` after the settings change).
    private(set) var storefront = StorefrontState(countryCode: "USA", localeIdentifier: "en_US")

    /// The store's settings changed their storefront or locale.
    mutating func storefrontChanged() {
        storefront = StorefrontState(countryCode: store.settings.storefront, localeIdentifier: store.settings.locale.identifier)
        storeSideChanged()
    }

    /// The storefront or the app's version changed: what contexts hand of them is made again.
    private mutating func storeSideChanged() {
        storeSide = ClientContext.StoreSide(storefront: storefront, appPurchase: currentVersionPurchase)
    }

    /// The account's download of the app when no scenario set it: the app's current version, got
    /// when the world began.
    private var currentVersionPurchase: AppPurchase {
        AppPurchase(appVersion: appVersion, originalAppVersion: appVersion, originalPurchaseDate: beginning)
    }

    /// The account's download of the app: as a scenario set it, else the app's current version,
    /// got when the world began.
    func appPurchase(of account: String) -> AppPurchase {
        // Most sessions set none: no hashing of the account's name for every input an app is handed.
        if !appPurchases.isEmpty, var set = appPurchases[account] {
            set.appVersion = appVersion
            set.fromEarlierVersion = set.originalAppVersion != appVersion
            return set
        }
        return currentVersionPurchase
    }

    /// Makes the app's configuration again if the catalogue or the evaluation changed since.
    mutating func refreshConfiguration() {
        guard configuration.catalogue != store.catalogueGeneration || configuration.evaluation != evaluationGeneration else { return }
        configuration = (AppConfiguration(catalogue: store.catalogue, evaluation: evaluation), store.catalogueGeneration, evaluationGeneration)
    }

    func consumedUnits(of transaction: TransactionID) -> Int { consumedByTransaction[transaction] ?? 0 }

    /// Indexes of the devices signed into `account`, in creation order. Static, taking only the
    /// devices: as a method, called from mutating code, it copied the whole world on every
    /// update announced.
    static func deviceIndexes(of account: String, in devices: [Device]) -> [DeviceIndex] {
        var indexes: [DeviceIndex] = []
        for d in devices.deviceIndices where devices[d].account == account { indexes.append(d) }
        return indexes
    }

    /// The history the device can hand its app: offline, StoreKit answers from the device's
    /// cache, so nothing on a device that never reached the store, and not what the store made
    /// while it was offline (a renewal, a purchase elsewhere), which has not reached it.
    func historyOnDevice(_ d: DeviceIndex) -> [StoreTransaction] {
        guard !devices[d].online else { return store.historyItems(account: devices[d].account) }
        guard devices[d].hasSynced else { return [] }
        return store.historyItems(account: devices[d].account).filter { !devices[d].unheardWhileOffline.contains($0.id) }
    }

    /// The account's unfinished transactions the device can hand its app: offline, not those
    /// the store made while it was offline (a renewal), which have not reached it.
    func unfinishedOnDevice(_ d: DeviceIndex) -> [TransactionID] {
        let unfinished = store.unfinishedIDs(account: devices[d].account)
        guard !devices[d].online, !devices[d].unheardWhileOffline.isEmpty else { return unfinished }
        return unfinished.filter { !devices[d].unheardWhileOffline.contains($0) }
    }

    /// The device's copy of a listing.
    func entitlementCopy(of listing: [StoreTransaction]) -> EntitlementCopy {
        // Filled here rather than through a closure that reads the world: such a closure made a
        // copy of the whole world at every entitlements read.
        var copy = EntitlementCopy()
        for tx in listing {
            if tx.isAutoRenewable, let position = store.chainPosition(originalID: tx.originalID) {
                copy.insertSubscription(tx, chainAt: position)
            } else {
                copy.insert(tx)
            }
        }
        return copy
    }

    // MARK: - Transitions of the devices and the app's build

    /// The user uses up units of a consumable: the balance in the app's preferences goes down,
    /// and the units are counted against the transactions that credited them (oldest first), so
    /// a refund request can report how much of each was consumed. Returns the fact to log.
    mutating func consume(_ product: String, units: Int, on d: DeviceIndex) -> EventFact {
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
        return .consumed(units: units, product: product, balance: devices[d].storage.consumables.balance(of: product))
    }

    /// Device `d` signs into `account`: what it knew of the old account goes.
    mutating func signIn(_ d: DeviceIndex, to account: String) -> EventFact {
        devices[d].account = account
        devices[d].entitlementCopy = EntitlementCopy()
        devices[d].hasSynced = false
        devices[d].queuedUpdates = [:]
        devices[d].unheardWhileOffline = []
        devices[d].listEverything()
        return .accountSwitched(device: devices[d].name, account: account)
    }

    /// Moves the current device's clock by `span`.
    mutating func moveDeviceClock(by span: TimeSpan) -> EventFact {
        let index = currentDeviceIndex
        let before = deviceTime(index)
        devices[index].clockOffset = TimeSpan(seconds: devices[index].clockOffset.seconds + span.seconds)
        return .deviceClockMoved(span, before: before, after: deviceTime(index), offset: devices[index].clockOffset)
    }

    /// Selects the device called `name`, adding it (on the current device's account) if new.
    mutating func selectDevice(_ name: String) -> EventFact {
        // By index: a closure over the devices copied each one, with all it holds, at every step.
        if let index = devices.deviceIndices.first(where: { devices[$0].name == name }) {
            currentDeviceIndex = index
            return .deviceSelected(name)
        }
        devices.append(Device(name: name, account: currentDevice.account))
        currentDeviceIndex = DeviceIndex(devices.count - 1)
        return .deviceAdded(name, account: currentDevice.account)
    }

    /// The app on device `d` quits: its process, with its listener, is gone.
    mutating func quitApp(_ d: DeviceIndex) -> EventFact {
        devices[d].process = .idle
        // A sheet of the store over the app goes with it.
        devices[d].sheet = nil
        return .appQuit
    }

    /// Device `d` goes online, and its copy of the account's entitlements is read again, or
    /// offline.
    mutating func setOnline(_ d: DeviceIndex, _ online: Bool) -> EventFact {
        devices[d].online = online
        if online {
            devices[d].unheardWhileOffline = []
            syncCopy(d)
        }
        return .connectivity(device: devices[d].name, online: online)
    }

    /// Device `d` has the store's word on its account now (back online, a sync, a history read):
    /// its copy, what it answers offline, is the store's.
    mutating func syncCopy(_ d: DeviceIndex) {
        devices[d].entitlementCopy = entitlementCopy(of: store.entitlementItems(account: devices[d].account).compactMap { store.transaction($0) })
        devices[d].hasSynced = true
    }

    /// The true-time instants in (now, `target`] at which the app on a device asked to be woken
    /// (its evaluation, a trial, a pass or a subscription period ending), each once. Instants
    /// already past are forgotten.
    mutating func wakeUps(onDevice d: DeviceIndex, until target: Date) -> [Date] {
        guard !devices[d].process.wakeUps.isEmpty else { return [] }
        let offset = devices[d].clockOffset.timeInterval
        var due: [Date] = []
        var past: [Date] = []
        for instant in devices[d].process.wakeUps {
            let trueInstant = instant.addingTimeInterval(-offset)
            guard trueInstant > store.now else {
                past.append(instant)
                continue
            }
            if trueInstant <= target { due.append(trueInstant) }
        }
        // The past ones are taken out of the set in place: most calls find none, and a new set
        // of those kept, made at each call, cost about 2,000 instructions.
        for instant in past { devices[d].process.wakeUps.remove(instant) }
        devices[d].process.lastWakeUp = nil
        return due.sorted()
    }
}
