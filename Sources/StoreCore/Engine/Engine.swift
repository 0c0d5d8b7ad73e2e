import Foundation
import PurchasePort

/// The whole simulated world — store, devices and the app's client on each — as one value.
/// `apply` takes a command and returns what happened; everything observable can be read at any
/// step. Deterministic: sequential transaction ids, no randomness, no wall clock. A command that
/// cannot be carried out throws and leaves the engine unchanged.
///
/// The engine is the host of a step: it checks the command, has the world's transitions and the
/// port driver carry it out into the trace, and has the monitor judge what the trace recorded
/// (see Docs/architecture.md).
package struct Engine: Sendable {
    /// The store and the devices, with the app on each.
    var world: World
    /// The event log, and what the current step passed through the port.
    var trace = Trace()
    var monitor = Monitor()
    package internal(set) var violations: [Violation] = []
    /// Commands applied so far (failed ones not counted).
    package internal(set) var stepCount = 0

    /// The instant a new engine starts at.
    package static let defaultClock = InstantFormat.parse("2026-01-01T09:00:00Z") ?? Date(timeIntervalSince1970: 1_767_258_000)
    package static let defaultDevice = "phone"
    package static let defaultAccount = "default"

    package init(clock: Date = Engine.defaultClock, clients: ClientRegistry = ClientRegistry()) {
        world = World(clock: clock, clients: clients, device: Device(name: Engine.defaultDevice, account: Engine.defaultAccount))
    }

    // MARK: - What can be read at any step

    package var store: Store { _read { yield world.store } }
    package var devices: [Device] { _read { yield world.devices } }
    package var currentDeviceIndex: Int { world.currentDeviceIndex }
    package var evaluation: EvaluationPolicy? { world.evaluation }
    package var clientChoice: ClientChoice { world.clientChoice }
    /// The clients `client NAME` can choose besides the built-in ones.
    package var clients: ClientRegistry { world.clients }
    /// The event log, oldest first; chunked like the ledger.
    package var events: ChunkedArray<Event> { _read { yield trace.events } }

    package var currentDevice: Device { world.currentDevice }

    /// The device's wall clock now.
    package func deviceTime(_ index: Int) -> Date { world.deviceTime(index) }

    /// What the app on a device reports now; a device whose app is not running reports `checking`.
    package func report(onDevice index: Int) -> ClientReport { world.report(onDevice: index) }

    /// The access the app on a device shows now.
    package func access(onDevice index: Int) -> AccessView { world.access(onDevice: index) }

    package var access: AccessView { access(onDevice: currentDeviceIndex) }

    /// When the current device's evaluation ends, if it has started: as the app shows it while
    /// it runs, else from the start it reported and the scenario's evaluation.
    package var evaluationEnd: Date? {
        let report = report(onDevice: currentDeviceIndex)
        if case .evaluation(_, let end) = report.access.state { return end }
        guard let evaluation, let start = report.evaluationStart else { return nil }
        return evaluation.end(startedAt: start, timeZone: currentDevice.timeZone)
    }

    /// The renewal info of `chain` now.
    package func renewalInfo(of chain: SubscriptionChain) -> RenewalInfo { store.renewalInfo(of: chain) }

    // MARK: - A step

    /// Why `command` would be refused now, if it would; nothing changes. Lets a front end
    /// refuse before asking the user to confirm.
    package func refusal(of command: Command) -> EngineError? {
        do {
            _ = try validate(command)
            return nil
        } catch {
            return error
        }
    }

    /// Applies one command. Throws `EngineError` (engine unchanged) when it is not allowed now.
    /// The step is checked, carried out into the trace, then judged by the monitor.
    @discardableResult
    package mutating func apply(_ command: Command) throws(EngineError) -> StepReport {
        let step = try validate(command)
        let firstEvent = trace.events.count
        let firstViolation = violations.count
        stepCount += 1
        trace.begin(step: stepCount)
        if step.mayChangeEveryApp {
            // Time moved or the ledger changed: every running app may show something else.
            for d in world.devices.indices where world.devices[d].isAppRunning { trace.touch(d) }
        }
        var failure: ExpectationFailure? = nil
        perform(step, expectationFailure: &failure)
        for (violation, d) in monitor.judge(trace, in: world) {
            violations.append(violation)
            trace.log(.violation(violation), on: d, in: world)
        }
        return StepReport(events: trace.events[firstEvent...], violations: Array(violations[firstViolation...]),
                          failedExpectation: failure, changedTransactionIDs: world.store.takeChangedTransactionIDs())
    }

    // MARK: - Shared by validation and checks

    /// Resolves `#N`, `last` or a product id to a live transaction.
    func resolve(_ reference: TransactionReference) throws(EngineError) -> StoreTransaction {
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

    func product(_ id: String) throws(EngineError) -> StoreProduct {
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
    func label(_ id: Int) -> String { store.label(id) }

    /// What `event` charged the customer: the price of the transaction it bought or renewed
    /// (zero for a free offer period); nil when it charges nothing or the product has no price.
    package func charge(of event: Event) -> Price? {
        event.chargedTransaction.flatMap { store.transaction($0)?.price }
    }
}
