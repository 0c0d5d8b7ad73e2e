import Foundation
import PurchasePort

/// The monitor: named invariants checked at the end of every step. It judges a client only by
/// what it did — the inputs it was handed, the actions it took, what it reported and told the
/// user — against the store's truth, and looks only at what the step touched (the trace), never
/// at the whole ledger. Each invariant is a check of its own (`InvariantCheck`).
struct Monitor: Sendable {
    /// The checks of every invariant, in `Invariant.allCases` order, split by what they judge.
    private var appChecks: [any InvariantCheck] = []
    private var stepChecks: [any InvariantCheck] = []
    /// Violations found at the end of the previous step (reported once while they stand).
    private var standing: Set<StandingViolation> = []

    init() {
        for invariant in Invariant.allCases {
            let check = invariant.check
            switch type(of: check).scope {
            case .apps: appChecks.append(check)
            case .step: stepChecks.append(check)
            }
        }
    }

    /// Judges the step `trace` recorded, which left `world`: the violations to report, each
    /// with its device, in order. A breach is reported once while it stands: the same breach
    /// seen again next step is not news, unless its app launched again or changed account.
    mutating func judge(_ trace: Trace, in world: World) -> [(violation: Violation, device: Int)] {
        var findings: [Finding] = []
        let judged = trace.judged
        for d in judged where world.devices[d].process.running {
            // Not `??`: its closure would capture the world, and copy it.
            let report: ClientReport
            if let atEnd = trace.reportAtEnd(on: d) { report = atEnd } else { report = world.report(onDevice: d) }
            let app = JudgedApp(device: d, report: report, in: world, after: trace)
            for index in appChecks.indices { appChecks[index].judge(app, in: world, after: trace, &findings) }
        }
        for index in stepChecks.indices { stepChecks[index].judge(step: world, after: trace, &findings) }
        var reported: [(violation: Violation, device: Int)] = []
        if !findings.isEmpty {
            var stillStanding: Set<StandingViolation> = []
            // Ties keep the order found in.
            let ordered = findings.indices.sorted { (findings[$0].order, $0) < (findings[$1].order, $1) }
            for index in ordered {
                let finding = findings[index]
                let key = StandingViolation(invariant: finding.invariant, device: finding.device, detail: finding.detail)
                // Once per step, and not again while it stands.
                guard stillStanding.insert(key).inserted else { continue }
                if standing.contains(key), !trace.contextChanged.contains(finding.device) { continue }
                reported.append((Violation(invariant: finding.invariant, step: trace.step, trueTime: world.store.now,
                                           device: world.devices[finding.device].name, detail: finding.detail), finding.device))
            }
            // What stands on a device that was not judged this step still stands.
            standing = stillStanding.union(standing.filter { !judged.contains($0.device) })
        } else if !standing.isEmpty {
            standing = standing.filter { !judged.contains($0.device) }
        }
        return reported
    }
}

/// A violation as it stands, so that it is reported once while it does.
struct StandingViolation: Hashable, Sendable {
    let invariant: Invariant
    let device: Int
    let detail: String
}
