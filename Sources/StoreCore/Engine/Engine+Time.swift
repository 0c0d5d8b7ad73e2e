import Foundation
import PurchasePort

/// True time moving forward: renewals, grace, billing retry and lapses happen in order, and the
/// apps woken when they asked to be.
extension Engine {
    mutating func advance(by span: TimeSpan) {
        let target = world.store.now.addingTimeInterval(span.timeInterval)
        let port = PortDriver()
        // What each app showed as the step began: an advance is a step of its own.
        var shown = world.devices.indices.map { world.access(onDevice: $0).state.name }
        log(.advanced(span, from: world.store.now, to: target))
        // Chains at their positions; after them, at positions from `checks`, the instants at which
        // a running app's access may change by itself. Ties go to the chains, so a check sees
        // what the store did at that instant.
        var queue = BoundaryQueue()
        for position in world.store.chains.indices {
            if let boundary = world.store.chains[position].nextBoundary, boundary <= target { queue.push(boundary, position) }
        }
        let checks = world.store.chains.count
        for d in world.devices.indices where world.devices[d].isAppRunning {
            for instant in world.wakeUps(onDevice: d, until: target) { queue.push(instant, checks + d) }
        }
        while let (date, position) = queue.pop() {
            guard position < checks else {
                if date > world.store.now { world.store.setNow(date) }
                port.dispatch(.wokeUp, to: position - checks, &world, &trace)
                noteAccessChange(onDevice: position - checks, shown: &shown)
                continue
            }
            guard world.store.chains[position].nextBoundary == date else { continue }
            if date > world.store.now { world.store.setNow(date) }
            switch world.store.step(chainAt: position) {
            case .renewed(let renewal, let renewed, let offer):
                if let offer { log(offer) }
                log(renewed)
                port.announce(renewal, chainAt: position, &world, &trace)
            case .statusChanged(let changed):
                log(changed)
                port.announceStatus(ofChainAt: position, &world, &trace)
                noteAccessChanges(ofAccountAt: position, shown: &shown)
            case .unchanged:
                noteAccessChanges(ofAccountAt: position, shown: &shown)
            }
            if let next = world.store.chains[position].nextBoundary, next <= target { queue.push(next, position) }
        }
        world.store.setNow(target)
        for d in world.devices.indices where world.devices[d].isAppRunning {
            // The whole report: the step ends here, so the monitor judges the app from it.
            let report = world.report(onDevice: d)
            trace.reportedAtEnd(report, on: d)
            noteAccessChange(onDevice: d, to: report.access.state, shown: &shown)
        }
    }

    /// Notes the access of the apps of the chain's account, where it differs from what was last shown.
    private mutating func noteAccessChanges(ofAccountAt position: Int, shown: inout [String]) {
        for d in World.deviceIndexes(of: world.store.chains[position].account, in: world.devices) where world.devices[d].isAppRunning {
            noteAccessChange(onDevice: d, shown: &shown)
        }
    }

    /// Notes the app's access on a device when it differs from what was last shown.
    private mutating func noteAccessChange(onDevice d: Int, shown: inout [String]) {
        noteAccessChange(onDevice: d, to: world.access(onDevice: d).state, shown: &shown)
    }

    private mutating func noteAccessChange(onDevice d: Int, to now: AccessState, shown: inout [String]) {
        guard now.name != shown[d] else { return }
        log(.accessChanged(was: shown[d], to: now), on: d)
        shown[d] = now.name
    }
}
