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
package struct Engine: Sendable, CommandStepHandler {
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
        guard clock == Engine.defaultClock else {
            self.init(building: clock, clients: clients)
            return
        }
        // At the default clock, a copy of a new engine made once (every scenario run makes one,
        // and building one costs about 20,000 instructions; a copy shares its empty stores).
        self = Engine.blank
        world.clients = clients
    }

    private init(building clock: Date, clients: ClientRegistry) {
        world = World(clock: clock, clients: clients, device: Device(name: Engine.defaultDevice, account: Engine.defaultAccount))
    }

    /// A new engine at the default clock with no clients registered.
    private static let blank = Engine(building: Engine.defaultClock, clients: ClientRegistry())

    // MARK: - What can be read at any step

    package var store: Store { _read { yield world.store } }
    /// At most how many renewals `advance span` would create (`Store.renewalsAtMost`), asked
    /// before every advance: read through `store` from another module, the store was copied
    /// and destroyed for it (about 1,600 instructions).
    package func renewalsAtMost(advancing span: TimeSpan) -> Int {
        world.store.renewalsAtMost(until: world.store.now.addingTimeInterval(TimeInterval(span.seconds)))
    }
    package var devices: [Device] { _read { yield world.devices } }
    package var currentDeviceIndex: DeviceIndex { world.currentDeviceIndex }
    package var evaluation: EvaluationPolicy? { world.evaluation }
    package var clientChoice: ClientChoice { world.clientChoice }
    /// The clients `client NAME` can choose besides the built-in ones.
    package var clients: ClientRegistry { world.clients }
    /// The event log, oldest first; chunked like the ledger.
    package var events: ChunkedArray<Event> { _read { yield trace.events } }

    /// The events whose text names transaction `#id`, oldest first, found by the log's index
    /// (what `events.naming(transaction:)` finds by looking through every event).
    package func events(naming id: TransactionID) -> [Event] {
        guard let index = trace.eventsByTransaction else { return trace.events.naming(transaction: id) }
        return index.positions(naming: id).map { trace.events[$0] }
    }

    /// Whether the event log keeps an index of the events naming each transaction as events are
    /// logged, for `events(naming:)` (on by default). A run that never asks, such as a scenario
    /// run, turns it off: keeping it costs more than many steps. Turned on again, the index is
    /// built from the whole log.
    package var keepsEventsByTransaction: Bool {
        get { trace.keepsEventsByTransaction }
        set { trace.keepsEventsByTransaction = newValue }
    }

    package var currentDevice: Device { _read { yield world.currentDevice } }

    /// The device's wall clock now.
    package func deviceTime(_ index: DeviceIndex) -> Date { world.deviceTime(index) }

    /// What the app on a device reports now; a device whose app is not running reports `checking`.
    package func report(onDevice index: DeviceIndex) -> ClientReport { world.report(onDevice: index) }

    /// The access the app on a device shows now.
    package func access(onDevice index: DeviceIndex) -> AccessView { world.access(onDevice: index) }

    package var access: AccessView { access(onDevice: currentDeviceIndex) }

    /// When the current device's evaluation ends, if it has started: as the app shows it while
    /// it runs, else from the start it reported and the scenario's evaluation.
    package var evaluationEnd: Date? {
        let report = report(onDevice: currentDeviceIndex)
        if case .evaluation(_, let end) = report.access.state { return end }
        guard let evaluation, let start = report.evaluationStart else { return nil }
        return evaluation.end(startedAt: start, timeZone: currentDevice.clockZone)
    }

    /// The renewal info of the subscription `transaction` belongs to, now.
    package func renewalInfo(of transaction: StoreTransaction) -> RenewalInfo? { store.renewalInfo(of: transaction) }

    // MARK: - A step

    /// Why `command` would be refused now, if it would; nothing changes. Lets a front end
    /// refuse before asking the user to confirm.
    package func refusal(of command: Command) -> EngineError? {
        var checking = Checking(engine: self)
        do throws(EngineError) {
            try command.step(&checking)
            return nil
        } catch {
            return error
        }
    }

    /// Checks a command's step (`refusal(of:)`): nothing changes.
    private struct Checking: CommandStepHandler {
        let engine: Engine

        func handle<Rule: CommandRule>(_ rule: Rule) throws(EngineError) { _ = try rule.check(engine.world) }
        func handle(_ expectation: Expectation) throws(EngineError) { _ = try engine.validate(expectation) }
    }

    /// Applies one command. Throws `EngineError` (engine unchanged) when it is not allowed now.
    /// The command's rule is checked and carried out into the trace, then the monitor judges the step.
    @discardableResult
    package mutating func apply(_ command: Command) throws(EngineError) -> StepReport {
        try command.step(&self)
    }

    /// Applies a command's rule (`apply(_:)`, through `Command.step`): checked, carried out, judged.
    mutating func handle<Rule: CommandRule>(_ rule: Rule) throws(EngineError) -> StepReport {
        let checked = try rule.check(world)
        return step(mayChangeEveryApp: rule.mayChangeEveryApp) { engine in
            rule.perform(checked, &engine.world, &engine.trace)
            if rule.changesConfiguration { World.tellRunningAppsTheConfigurationChanged(&engine.world, &engine.trace) }
            return nil
        }
    }

    /// Applies a command's expectation (`apply(_:)`, through `Command.step`): validated, then judged.
    mutating func handle(_ expectation: Expectation) throws(EngineError) -> StepReport {
        let named = try validate(expectation)
        return step(mayChangeEveryApp: false) { engine in
            let failure = engine.check(expectation, naming: named)
            if let failure { engine.trace.log(.expectationFailed(failure), in: engine.world) }
            return failure
        }
    }

    /// Runs one checked step: `body` carries it out into the trace; the monitor then judges it.
    private mutating func step(mayChangeEveryApp: Bool, _ body: (inout Engine) -> ExpectationFailure?) -> StepReport {
        let firstEvent = trace.events.count
        let firstViolation = violations.count
        stepCount += 1
        trace.begin(step: stepCount)
        if mayChangeEveryApp {
            // Time moved or the ledger changed: every running app may show something else.
            for d in world.devices.deviceIndices where world.devices[d].isAppRunning { trace.touch(d) }
        }
        let failure = body(&self)
        for (violation, d) in monitor.judge(&trace, in: world) {
            violations.append(violation)
            trace.log(.violation(violation), on: d, in: world)
        }
        return StepReport(events: trace.events[firstEvent...], violations: Array(violations[firstViolation...]),
                          failedExpectation: failure, changedTransactionIDs: world.store.takeChangedTransactionIDs())
    }

    // MARK: - Shared by the checks of expectations

    func resolve(_ reference: TransactionReference) throws(EngineError) -> StoreTransaction { try world.resolve(reference) }

    func product(_ id: String) throws(EngineError) -> StoreProduct { try world.product(id) }

    /// `#3 com.example.pro`
    func label(_ id: TransactionID) -> String { store.label(id) }

    /// What `event` charged the customer: the price of the transaction it bought or renewed
    /// (zero for a free offer period); nil when it charges nothing or the product has no price.
    package func charge(of event: Event) -> Price? {
        event.chargedTransaction.flatMap { store.transaction($0)?.price }
    }
}
