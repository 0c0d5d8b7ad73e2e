import Foundation

/// The whole simulated world — store, devices and the app's client on each — as one value.
/// `apply` takes a command and returns what happened; everything observable can be read at any
/// step. Deterministic: sequential transaction ids, no randomness, no wall clock. A command that
/// cannot be carried out throws and leaves the engine unchanged.
public struct Engine: Sendable {
    public internal(set) var store: Store
    public internal(set) var devices: [Device]
    public internal(set) var currentDeviceIndex = 0
    public internal(set) var evaluation: EvaluationPolicy? {
        didSet { evaluationGeneration &+= 1 }
    }
    /// Counts the evaluation's changes, as `Store.catalogueGeneration` counts the catalogue's.
    private var evaluationGeneration = 0
    /// The app's configuration as last made, and the generations of the catalogue and the
    /// evaluation it was made from: made again only when either changed, not for every input.
    private var configuration = (made: AppConfiguration(), catalogue: -1, evaluation: -1)
    public internal(set) var clientChoice: ClientChoice = .reference
    /// The clients `client NAME` can choose besides the built-in ones.
    public let clients: ClientRegistry
    /// The event log, oldest first; chunked like the ledger.
    public internal(set) var events: ChunkedArray<Event> = []
    /// The device names the events share, by device index.
    var deviceNames: [Event.DeviceName] = []
    public internal(set) var violations: [Violation] = []
    /// Commands applied so far (failed ones not counted).
    public internal(set) var stepCount = 0

    var log = StepLog()
    /// Violations found at the end of the previous step (reported once while they stand).
    var standingViolations: Set<StandingViolation> = []
    var stillStanding: Set<StandingViolation> = []
    /// Units of each consumable transaction the app has used up, so a consumed one cannot be refunded.
    var consumedByTransaction: [Int: Int] = [:]

    func consumedUnits(of transaction: Int) -> Int { consumedByTransaction[transaction] ?? 0 }

    /// The outcome the current `buy` asks the store for, used when the app purchases that product.
    var requestedPurchase: (productID: String, outcome: PurchaseOutcome)?
    /// The offer the purchase being made applies, recorded on its transaction.
    var offerForPurchase: Transaction.Offer?
    /// The device whose app is launching and has not said yet whether it starts its listener.
    var launchNoteDue: Int?
    /// While the app handles a purchase result that failed verification: its transaction.
    var unverifiedResultInFlight: Int?

    /// The instant a new engine starts at.
    public static let defaultClock = InstantFormat.parse("2026-01-01T09:00:00Z") ?? Date(timeIntervalSince1970: 1_767_258_000)
    public static let defaultDevice = "phone"
    public static let defaultAccount = "default"

    public init(clock: Date = Engine.defaultClock, clients: ClientRegistry = ClientRegistry()) {
        store = Store(now: clock)
        self.clients = clients
        devices = [Device(name: Engine.defaultDevice, account: Engine.defaultAccount)]
    }

    public var currentDevice: Device { devices[currentDeviceIndex] }

    /// The device's wall clock now.
    public func deviceTime(_ index: Int) -> Date { devices[index].time(at: store.now) }

    /// What the app on a device reports now; a device whose app is not running reports `checking`.
    public func report(onDevice index: Int) -> ClientReport {
        devices[index].process.running ? devices[index].process.client.report(in: clientContext(index)) : .notRunning
    }

    /// The access the app on a device shows now.
    public func access(onDevice index: Int) -> AccessView {
        devices[index].process.running ? devices[index].process.client.access(in: clientContext(index)) : ClientReport.notRunning.access
    }

    public var access: AccessView { access(onDevice: currentDeviceIndex) }

    /// When the current device's evaluation ends, if it has started: as the app shows it while
    /// it runs, else from the start it reported and the scenario's evaluation.
    public var evaluationEnd: Date? {
        let report = report(onDevice: currentDeviceIndex)
        if case .evaluation(_, let end) = report.access.state { return end }
        guard let evaluation, let start = report.evaluationStart else { return nil }
        return evaluation.end(startedAt: start, timeZone: currentDevice.timeZone)
    }

    /// What the app on a device can see of it now.
    /// Reads the device's fields in place: a copy of the whole device would retain all it holds.
    func clientContext(_ index: Int) -> ClientContext {
        let current = configuration.catalogue == store.catalogueGeneration && configuration.evaluation == evaluationGeneration
        return ClientContext(now: deviceTime(index), timeZone: devices[index].timeZone, isOnline: devices[index].online,
                             storage: devices[index].storage,
                             configuration: current ? configuration.made : AppConfiguration(catalogue: store.catalogue, evaluation: evaluation))
    }

    /// Makes the app's configuration again if the catalogue or the evaluation changed since.
    mutating func refreshConfiguration() {
        guard configuration.catalogue != store.catalogueGeneration || configuration.evaluation != evaluationGeneration else { return }
        configuration = (AppConfiguration(catalogue: store.catalogue, evaluation: evaluation), store.catalogueGeneration, evaluationGeneration)
    }

    /// Why `command` would be refused now, if it would; nothing changes. Lets a front end
    /// refuse before asking the user to confirm.
    public func refusal(of command: Command) -> EngineError? {
        do {
            _ = try validate(command)
            return nil
        } catch {
            return error
        }
    }

    /// Applies one command. Throws `EngineError` (engine unchanged) when it is not allowed now.
    @discardableResult
    public mutating func apply(_ command: Command) throws(EngineError) -> StepReport {
        let step = try validate(command)
        let firstEvent = events.count
        let firstViolation = violations.count
        stepCount += 1
        beginStep(step)
        var failure: ExpectationFailure? = nil
        perform(step, expectationFailure: &failure)
        checkInvariants()
        return StepReport(events: events[firstEvent...], violations: Array(violations[firstViolation...]),
                          failedExpectation: failure, changedTransactionIDs: store.takeChangedTransactionIDs())
    }

    // MARK: - Shared helpers

    mutating func note(_ fact: EventFact, device index: Int? = nil) {
        let index = index ?? currentDeviceIndex
        while deviceNames.count <= index { deviceNames.append(Event.DeviceName(devices[deviceNames.count].name)) }
        events.append(Event(step: stepCount, trueTime: store.now, deviceTime: deviceTime(index), device: deviceNames[index], fact: fact))
    }

    /// Indexes of the devices signed into `account`, in creation order. Static, taking only the
    /// devices: as a method, called from the engine's mutating code, it copied the whole engine
    /// on every update announced.
    static func deviceIndexes(of account: String, in devices: [Device]) -> [Int] {
        var indexes: [Int] = []
        for d in devices.indices where devices[d].account == account { indexes.append(d) }
        return indexes
    }

    /// Resolves `#N`, `last` or a product id to a live transaction.
    func resolve(_ reference: TransactionReference) throws(EngineError) -> Transaction {
        switch reference {
        case .id(let id):
            guard let tx = store.transaction(id) else {
                let count = store.transactions.count
                throw EngineError(count == 0 ? "there is no transaction #\(id) (the ledger is empty)"
                                             : "there is no transaction #\(id) (the ledger has #1 to #\(count))")
            }
            guard !tx.deleted else { throw EngineError("transaction #\(id) was deleted") }
            return tx
        case .last:
            guard let tx = store.transactions.last(where: { !$0.deleted }) else {
                throw EngineError("there is no transaction yet, so 'last' names nothing")
            }
            return tx
        case .product(let productID):
            guard store.catalogue.contains(productID) else {
                let hint = store.catalogue.closestID(to: productID).map { "; did you mean '\($0)'?" } ?? ""
                throw EngineError("unknown product '\(productID)'\(hint)")
            }
            guard let tx = store.latest(account: currentDevice.account, product: productID) else {
                throw EngineError("\(productID) has no transaction on account '\(currentDevice.account)' yet")
            }
            return tx
        }
    }

    func product(_ id: String) throws(EngineError) -> Product {
        guard let product = store.catalogue[id] else {
            let hint = store.catalogue.closestID(to: id).map { "; did you mean '\($0)'?" } ?? ""
            throw EngineError(store.catalogue.isEmpty ? "unknown product '\(id)' (the catalogue is empty; define it with 'product' or 'storekit')"
                                                      : "unknown product '\(id)'\(hint)")
        }
        return product
    }

    func requireRunning() throws(EngineError) {
        guard currentDevice.isAppRunning else {
            throw EngineError("the app is not running on \(currentDevice.name); 'launch' it first")
        }
    }

    /// `#3 com.example.pro`
    func label(_ id: Int) -> String {
        guard id >= 1, id <= store.transactions.count else { return "#\(id)" }
        return "#\(id) \(store.transactions[id - 1].productID)"
    }
}
