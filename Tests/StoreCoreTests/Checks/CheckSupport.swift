import Foundation
import Testing
@testable import StoreCore

/// One invariant check run on its own, over a world and a trace made for it.
enum CheckSupport {
    static let unlock = StoreProduct(id: "pro", kind: .unlock)
    static let coins = StoreProduct(id: "coins", kind: .consumable)

    /// The world after `commands`, each of which must be allowed.
    static func world(_ commands: Command...) -> World {
        var engine = Engine()
        for command in commands { engine.mustApply(command) }
        return engine.world
    }

    /// A trace of one step, recorded by `record`.
    static func trace(_ record: (inout Trace) -> Void = { _ in }) -> Trace {
        var trace = Trace()
        trace.begin(step: 1)
        record(&trace)
        return trace
    }

    static func report(granting grants: [Grant] = [], paywall: Bool = false, evaluationStart: Date? = nil) -> ClientReport {
        ClientReport(access: AccessView(state: .checking, reason: "test", paywallShown: paywall), grants: grants, pending: [:],
                     knowsOwnership: true, evaluationStart: evaluationStart)
    }

    /// What `check` finds judging the app on device `d` from `report`.
    static func judge<Check: InvariantCheck>(_ check: inout Check, app report: ClientReport, on d: DeviceIndex = 0, in world: World,
                                             after trace: Trace) -> [Finding] {
        var findings: [Finding] = []
        check.judge(JudgedApp(device: d, report: report, in: world, after: trace), in: world, after: trace, &findings)
        return findings
    }

    static func judge<Check: InvariantCheck>(_ check: Check, app report: ClientReport, on d: DeviceIndex = 0, in world: World,
                                             after trace: Trace) -> [Finding] {
        var check = check
        return judge(&check, app: report, on: d, in: world, after: trace)
    }

    /// What `check` finds judging what the step did.
    static func judge<Check: InvariantCheck>(step check: Check, in world: World, after trace: Trace) -> [Finding] {
        var check = check
        var findings: [Finding] = []
        check.judge(step: world, after: trace, &findings)
        return findings
    }
}
