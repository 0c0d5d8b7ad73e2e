import Foundation
import PurchasePort

/// What the engine records as it runs: the event log, every event so far as a fact; and what
/// the current step passed through the client port, which the monitor judges at the step's end.
/// The world's transitions and the port driver add to it; nothing here is read back by them.
struct Trace: Sendable {
    /// The event log, oldest first; chunked like the ledger.
    private(set) var events: ChunkedArray<Event> = []
    /// The events naming each transaction, by position in `events`; nil when not kept
    /// (`keepsEventsByTransaction`).
    private(set) var eventsByTransaction: EventsByTransaction? = EventsByTransaction()
    /// The step being recorded.
    private(set) var step = 0
    /// The port's facts of the step, each kind in the order they happened (`PortFact`).
    private(set) var handed: [PortFact.TransactionOnDevice] = []
    private(set) var finishes: [PortFact.Finish] = []
    private(set) var credits: [PortFact.TransactionOnDevice] = []
    private(set) var toldCancelled: [PortFact.TransactionOnDevice] = []
    /// Devices whose app the step could have changed: it was handed an input, or the step
    /// moved time or changed the ledger (every running app). Only these, and those in
    /// `contextChanged`, are judged.
    private(set) var touched = DeviceSet()
    /// The device last added to `touched`: most inputs of a step go to the same app.
    private var lastTouched: DeviceIndex?
    /// Devices whose app launched, quit or changed account this step.
    private(set) var contextChanged = DeviceSet()
    /// Devices whose app launched this step: a process the monitor has not seen yet.
    private(set) var launched = DeviceSet()
    /// Devices on which a store call failed, was cancelled or answered offline this step.
    private(set) var failed = DeviceSet()
    /// Devices whose app reported its paywall shown while the store had not answered.
    private(set) var paywallBeforeAnswer = DeviceSet()
    /// What each app with a failure this step reported just before its first failure: what it
    /// granted then, which the failure must not take away.
    private var reportsBeforeFailure: [DeviceIndex: ClientReport] = [:]
    /// What the apps reported as an `advance` ended, asked for its last "Access now" lines: what
    /// the monitor judges, unless the app is handed something after.
    private var reportsAtEnd: [DeviceIndex: ClientReport] = [:]
    /// The device names the events share, by device index.
    private var deviceNames: [Event.DeviceName] = []

    /// Starts recording step `step`; the previous step's port facts are forgotten.
    mutating func begin(step: Int) {
        self.step = step
        // Kept allocated: most steps record a few facts, and new lists would grow to them again.
        // Only what the last step filled is emptied: most lists and sets are empty already, and
        // emptying one anyway made new storage for it (about 1,100 instructions a step).
        if !handed.isEmpty { handed.removeAll(keepingCapacity: true) }
        if !finishes.isEmpty { finishes.removeAll(keepingCapacity: true) }
        if !credits.isEmpty { credits.removeAll(keepingCapacity: true) }
        if !toldCancelled.isEmpty { toldCancelled.removeAll(keepingCapacity: true) }
        if !touched.isEmpty { touched = DeviceSet() }
        lastTouched = nil
        if !contextChanged.isEmpty { contextChanged = DeviceSet() }
        if !launched.isEmpty { launched = DeviceSet() }
        if !failed.isEmpty { failed = DeviceSet() }
        if !paywallBeforeAnswer.isEmpty { paywallBeforeAnswer = DeviceSet() }
        if !reportsBeforeFailure.isEmpty { reportsBeforeFailure.removeAll(keepingCapacity: true) }
        if !reportsAtEnd.isEmpty { reportsAtEnd.removeAll(keepingCapacity: true) }
    }

    /// The devices the monitor judges at the end of the step.
    var judged: DeviceSet { touched.union(contextChanged) }

    // MARK: - Events

    /// Logs `fact` on device `d`, at the world's true time and the device's clock.
    mutating func log(_ fact: consuming EventFact, on d: DeviceIndex, in world: World) {
        while deviceNames.count <= d.position { deviceNames.append(Event.DeviceName(world.devices[deviceNames.count].name)) }
        eventsByTransaction?.add(fact, at: events.count)
        events.append(Event(step: step, trueTime: world.store.now, deviceTime: world.deviceTime(d), device: deviceNames[d.position], fact: fact))
    }

    /// Whether the log keeps its index of the events naming each transaction as it grows. Off,
    /// a transaction's events are found by looking through every event; turned on again, the
    /// index is built from the whole log.
    var keepsEventsByTransaction: Bool {
        get { eventsByTransaction != nil }
        set {
            guard newValue != keepsEventsByTransaction else { return }
            guard newValue else { eventsByTransaction = nil; return }
            var index = EventsByTransaction()
            for position in 0..<events.count { index.add(events[position].fact, at: position) }
            eventsByTransaction = index
        }
    }

    // MARK: - Port facts

    mutating func record(_ fact: PortFact) {
        switch fact {
        case .handed(let handed): self.handed.append(handed)
        case .finished(let finish): finishes.append(finish)
        case .credited(let credit): credits.append(credit)
        case .toldCancelled(let told): toldCancelled.append(told)
        }
    }

    /// The app on device `d` is handed an input: it is judged, and what it reported before no
    /// longer stands for it.
    mutating func handedInput(to d: DeviceIndex) {
        touch(d)
        if !reportsAtEnd.isEmpty { reportsAtEnd[d] = nil }
    }

    /// Marks device `d` as judged at the end of the step.
    mutating func touch(_ d: DeviceIndex) {
        // The same device again (every renewal of a long advance): nothing to do.
        guard lastTouched != d else { return }
        lastTouched = d
        touched.insert(d)
    }

    /// The app on device `d` launched (`launch: true`), quit or changed account.
    mutating func contextChanged(on d: DeviceIndex, launch: Bool = false) {
        contextChanged.insert(d)
        if launch { launched.insert(d) }
    }

    /// A store call on device `d` failed; whether it is the first of the step there.
    mutating func storeCallFailed(on d: DeviceIndex) -> Bool { failed.insert(d) }

    /// What the app on device `d` reported just before its first failure of the step.
    mutating func reportedBeforeFailure(_ report: ClientReport, on d: DeviceIndex) { reportsBeforeFailure[d] = report }

    func reportBeforeFailure(on d: DeviceIndex) -> ClientReport? { reportsBeforeFailure[d] }

    mutating func paywallShownBeforeAnswer(on d: DeviceIndex) { paywallBeforeAnswer.insert(d) }

    /// What the app on device `d` reported as the step's time ran out; its access state.
    /// Taken `consuming`, straight from where it is made: a report held by the caller was
    /// copied in and then destroyed, `consume` or not.
    mutating func reportedAtEnd(_ report: consuming ClientReport, on d: DeviceIndex) -> AccessState {
        let state = report.access.state
        reportsAtEnd[d] = report
        return state
    }

    /// What the app on device `d` reported as the step's time ran out, taken out for the monitor.
    mutating func takeReportAtEnd(on d: DeviceIndex) -> ClientReport? {
        reportsAtEnd.isEmpty ? nil : reportsAtEnd.removeValue(forKey: d)
    }
}
