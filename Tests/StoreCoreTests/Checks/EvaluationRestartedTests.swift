import Foundation
import Testing
@testable import StoreCore

struct EvaluationRestartedTests {
    private let world = CheckSupport.world(.launch)
    private let first = Engine.defaultClock
    private var later: Date { first.addingTimeInterval(86_400) }

    @Test func aStartLaterThanTheFirstIsFlaggedOnceWhileItStands() {
        var check = EvaluationRestarted()
        let step = CheckSupport.trace()
        #expect(CheckSupport.judge(&check, app: CheckSupport.report(evaluationStart: first), in: world, after: step).isEmpty)
        let restarted = CheckSupport.judge(&check, app: CheckSupport.report(evaluationStart: later), in: world, after: step)
        #expect(restarted.map(\.detail) == ["the evaluation started again at 2026-01-02T09:00:00Z; it first started 2026-01-01T09:00:00Z"])
        // The same start reported again is not a new restart.
        #expect(CheckSupport.judge(&check, app: CheckSupport.report(evaluationStart: later), in: world, after: step).isEmpty)
    }

    /// A new process that reports the later start again restarted it again.
    @Test func aRelaunchReportingTheLaterStartIsFlaggedAgain() {
        var check = EvaluationRestarted()
        let step = CheckSupport.trace()
        _ = CheckSupport.judge(&check, app: CheckSupport.report(evaluationStart: first), in: world, after: step)
        _ = CheckSupport.judge(&check, app: CheckSupport.report(evaluationStart: later), in: world, after: step)
        let launched = CheckSupport.trace { $0.contextChanged(on: 0, launch: true) }
        #expect(CheckSupport.judge(&check, app: CheckSupport.report(evaluationStart: later), in: world, after: launched).count == 1)
    }

    @Test func anEarlierOrEqualStartIsFine() {
        var check = EvaluationRestarted()
        let step = CheckSupport.trace()
        _ = CheckSupport.judge(&check, app: CheckSupport.report(evaluationStart: later), in: world, after: step)
        #expect(CheckSupport.judge(&check, app: CheckSupport.report(evaluationStart: first), in: world, after: step).isEmpty)
        #expect(CheckSupport.judge(&check, app: CheckSupport.report(evaluationStart: first), in: world, after: step).isEmpty)
    }
}
