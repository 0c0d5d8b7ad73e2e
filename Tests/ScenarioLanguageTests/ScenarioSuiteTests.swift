import Foundation
import ScenarioLanguage
import StoreCore
import Testing

/// Every scenario under `Scenarios/` passes, and a run reports failures and broken files as
/// `storedbg run` must.
struct ScenarioSuiteTests {
    @Test func theSuiteIsThere() {
        // The matrix (15), the pitfalls (12), the faults (12) and the walkthroughs at least.
        #expect(SuitePaths.scenarioFiles.count >= 54, "\(SuitePaths.scenarioFiles)")
        #expect(SuitePaths.scenarioFiles.filter { $0.hasPrefix("Scenarios/matrix/") }.count == 15)
        #expect(SuitePaths.scenarioFiles.filter { $0.hasPrefix("Scenarios/faults/") }.count == ClientFault.allCases.count)
    }

    @Test(arguments: SuitePaths.scenarioFiles)
    func scenarioPasses(file: String) {
        let result = ScenarioRunner.run(path: SuitePaths.absolute(file))
        #expect(result.status == .passed, "\(HumanReport.render([result], trace: false))")
        #expect(!result.steps.isEmpty)
    }

    /// Every file in `faults/` names a fault and expects exactly that fault's invariant.
    @Test func eachFaultFileExpectsItsInvariant() throws {
        var covered: Set<ClientFault> = []
        for file in SuitePaths.scenarioFiles where file.hasPrefix("Scenarios/faults/") {
            let scenario = try ScenarioRunner.load(path: SuitePaths.absolute(file)).get()
            let faults = scenario.steps.compactMap { step -> ClientFault? in
                if case .client(.fault(let fault)) = step.command { return fault }
                return nil
            }
            let expected = scenario.steps.compactMap { step -> Invariant? in
                if case .expect(.violation(let invariant)) = step.command { return invariant }
                return nil
            }
            #expect(faults.count == 1, "\(file)")
            if let fault = faults.first {
                #expect(expected == [fault.invariant], "\(file)")
                covered.insert(fault)
            }
        }
        #expect(covered == Set(ClientFault.allCases))
    }

    @Test func aWrongExpectationFailsTheRunWithWhereWhatAndFound() throws {
        let result = try runTemporaryScenario("""
            product com.example.pro unlock
            evaluation 14d unlocks com.example.pro
            launch
            advance 3d
              expect access evaluation 12   # it is 11
            expect access evaluation 11
            expect owned com.example.pro
            """, named: "wrong.scenario")
        #expect(result.status == .failed)
        #expect(result.errors.isEmpty)
        #expect(result.failures.count == 2)
        let first = try #require(result.failures.first)
        #expect(first.line == 5)
        #expect(first.column == 3)
        #expect(first.text == "expect access evaluation 12")
        #expect(first.expected == "access evaluation 12")
        #expect(first.found == "access evaluation (11 days left) — evaluation: 11 days left, ends 15 Jan 09:00")
        let second = try #require(result.failures.last)
        #expect(second.line == 7)
        #expect(second.expected == "com.example.pro owned")
        #expect(second.found == "not owned on phone (the store has no transaction of it)")
        // Every step ran: a failed expectation does not stop the run.
        #expect(result.steps.map(\.line) == [1, 2, 3, 4, 5, 6, 7])
        #expect(HumanReport.render([result], trace: false).contains("""
              \(result.path):5:3: expect access evaluation 12
                expected access evaluation 12
                found    access evaluation (11 days left) — evaluation: 11 days left, ends 15 Jan 09:00
            """))
        #expect(HumanReport.summary([result]) == "0 passed, 1 failed")
    }

    /// Issue 12, bug 6: a check on a transaction that does not exist is a failed expectation
    /// saying what was found, and the later checks still run; it used to stop the run (exit 2).
    @Test func anExpectationOnAMissingTransactionFailsAndTheRunGoesOn() throws {
        let result = try runTemporaryScenario("""
            product com.example.pro unlock
            product com.example.extra unlock
            launch
            buy com.example.pro
            expect transaction #2 purchased
            expect transaction com.example.extra finished
            expect transaction #1 finished
            """, named: "missing.scenario")
        #expect(result.status == .failed)
        #expect(result.errors.isEmpty)
        #expect(result.failures.map(\.line) == [5, 6])
        #expect(result.failures.map(\.found) == [
            "there is no transaction #2 (the ledger has #1 to #1)",
            "com.example.extra has no transaction on account 'default' yet",
        ])
        #expect(result.steps.map(\.line) == [1, 2, 3, 4, 5, 6, 7])
    }

    @Test func aFileThatDoesNotParseIsAnErrorResult() throws {
        let result = try runTemporaryScenario("""
            product com.example.pro unlock
            launch
            aprove #1
            advance ten
            """, named: "broken.scenario")
        #expect(result.status == .error)
        #expect(result.steps.isEmpty, "nothing runs when the file does not parse")
        #expect(result.errors.map(\.description) == [
            "\(result.path):3:1: error: expected a command, found 'aprove'; did you mean 'approve'?",
            "\(result.path):4:9: error: expected a duration such as 90s, 15m, 36h, 14d, 2w or 1d12h, found 'ten' (e.g. `advance 1d`)",
        ])
        #expect(HumanReport.summary([result]) == "0 passed, 1 failed")
    }

    @Test func aMissingFileIsAnErrorResult() {
        let result = ScenarioRunner.run(path: "/nonexistent/storedbg/none.scenario")
        #expect(result.status == .error)
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.description.hasPrefix("/nonexistent/storedbg/none.scenario:1:1: error: ") == true)
    }
}
