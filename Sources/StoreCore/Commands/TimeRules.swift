import Foundation
import PurchasePort

// Time: true time moving forward, and a device's own clock.

/// `advance DURATION`: true time moves forward; renewals, grace, billing retry and lapses happen
/// in order, and the apps are woken when they asked to be.
struct AdvanceRule: CommandRule {
    let span: TimeSpan
    var mayChangeEveryApp: Bool { true }

    /// `10000-01-01T00:00:00Z`: true time stays within the year 9999.
    static let latestInstant = Date(timeIntervalSince1970: 253_402_300_800)

    func check(_ world: World) throws(EngineError) {
        guard span.seconds > 0 else { throw EngineError("expected a duration longer than 0s") }
        guard world.store.now.addingTimeInterval(span.timeInterval) < Self.latestInstant else {
            throw EngineError("advancing \(span) would pass the year 9999")
        }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        let target = world.store.now.addingTimeInterval(span.timeInterval)
        let port = PortDriver()
        // What each app showed as the step began: an advance is a step of its own.
        var shown = world.devices.deviceIndices.map { world.access(onDevice: $0).state.name }
        trace.log(.advanced(span, from: world.store.now, to: target), in: world)
        // Chains at their positions; after them, at positions from `checks`, the instants at which
        // a running app's access may change by itself. Ties go to the chains, so a check sees
        // what the store did at that instant.
        var queue = BoundaryQueue()
        for position in world.store.chains.indices {
            if let boundary = world.store.chains[position].nextBoundary, boundary <= target { queue.push(boundary, position) }
        }
        let checks = world.store.chains.count
        for d in world.devices.deviceIndices where world.devices[d].isAppRunning {
            for instant in world.wakeUps(onDevice: d, until: target) { queue.push(instant, checks + d.position) }
        }
        while let (date, position) = queue.pop() {
            guard position < checks else {
                if date > world.store.now { world.store.setNow(date) }
                let d = DeviceIndex(position - checks)
                port.dispatch(.wokeUp, to: d, &world, &trace)
                Self.noteAccessChange(onDevice: d, to: world.access(onDevice: d).state, shown: &shown, world, &trace)
                continue
            }
            guard world.store.chains[position].nextBoundary == date else { continue }
            if date > world.store.now { world.store.setNow(date) }
            switch world.store.step(chainAt: position) {
            case .renewed(let renewal, let renewed, let offer):
                if let offer { trace.log(offer, in: world) }
                trace.log(renewed, in: world)
                port.announce(renewal, chainAt: position, &world, &trace)
            case .statusChanged(let changed):
                trace.log(changed, in: world)
                port.announceStatus(ofChainAt: position, &world, &trace)
                Self.noteAccessChanges(ofAccountAt: position, shown: &shown, world, &trace)
            case .unchanged:
                Self.noteAccessChanges(ofAccountAt: position, shown: &shown, world, &trace)
            }
            if let next = world.store.chains[position].nextBoundary, next <= target { queue.push(next, position) }
        }
        world.store.setNow(target)
        for d in world.devices.deviceIndices where world.devices[d].isAppRunning {
            // The whole report: the step ends here, so the monitor judges the app from it.
            let state = trace.reportedAtEnd(world.report(onDevice: d), on: d)
            Self.noteAccessChange(onDevice: d, to: state, shown: &shown, world, &trace)
        }
    }

    /// Notes the access of the apps of the chain's account, where it differs from what was last shown.
    private static func noteAccessChanges(ofAccountAt position: Int, shown: inout [String], _ world: World, _ trace: inout Trace) {
        for d in World.deviceIndexes(of: world.store.chains[position].account, in: world.devices) where world.devices[d].isAppRunning {
            noteAccessChange(onDevice: d, to: world.access(onDevice: d).state, shown: &shown, world, &trace)
        }
    }

    /// Notes the app's access on a device when it differs from what was last shown.
    private static func noteAccessChange(onDevice d: DeviceIndex, to now: AccessState, shown: inout [String], _ world: World, _ trace: inout Trace) {
        guard now.name != shown[d.position] else { return }
        trace.log(.accessChanged(was: shown[d.position], to: now), on: d, in: world)
        shown[d.position] = now.name
    }
}

/// `device-clock ±DURATION`: the current device's clock moves, true time does not.
struct DeviceClockRule: CommandRule {
    let span: TimeSpan
    var mayChangeEveryApp: Bool { true }

    func check(_ world: World) throws(EngineError) {
        let offset = world.currentDevice.clockOffset.seconds.addingReportingOverflow(span.seconds)
        guard !offset.overflow, abs(offset.partialValue) <= TimeSpan.maximum.seconds else {
            throw EngineError("the device clock would be more than 1000 years off")
        }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        let moved = world.moveDeviceClock(by: span)
        trace.log(moved, in: world)
    }
}
