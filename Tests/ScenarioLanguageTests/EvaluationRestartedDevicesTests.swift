import ScenarioLanguage
import StoreCore
import Testing

/// `evaluation-restarted` keeps each device's first start apart: a second device whose app
/// starts its own evaluation later is not a restart, and a reinstall that restarts one
/// device's evaluation is flagged on that device alone.
struct EvaluationRestartedDevicesTests {
    private func run(_ text: String) throws -> ScenarioResult {
        let scenario = try Scenario.parse(text: text, context: StoreKitBridge.context(path: "devices.scenario")).get()
        return ScenarioRunner.run(scenario)
    }

    @Test func eachDeviceKeepsItsOwnFirstStart() throws {
        let result = try run("""
            product com.example.unlock unlock
            evaluation 14d unlocks com.example.unlock storage preferences
            launch
            advance 3d
            device tablet
            launch
            expect access evaluation 14
            advance 2d
            device phone
            relaunch
            expect access evaluation 9
            expect no-violations
            device tablet
            reinstall
            launch
            expect access evaluation 14
            expect violation evaluation-restarted
            """)
        #expect(result.status == .passed, "\(result.failures)")
    }

    @Test func aRestartIsFlaggedOnTheDeviceItHappenedOn() throws {
        let scenario = try Scenario.parse(text: """
            product com.example.unlock unlock
            evaluation 14d unlocks com.example.unlock storage preferences
            launch
            device tablet
            launch
            advance 3d
            reinstall
            launch
            device phone
            relaunch
            """, context: StoreKitBridge.context(path: "devices.scenario")).get()
        var engine = Engine()
        for step in scenario.steps { _ = try engine.apply(step.command) }
        #expect(engine.violations.map(\.invariant) == [.evaluationRestarted])
        #expect(engine.violations.map(\.device) == ["tablet"])
        guard case .evaluation(let daysLeft, _) = engine.access.state else { Issue.record("\(engine.access.state)"); return }
        #expect(daysLeft == 11, "the phone keeps its own start")
    }
}
