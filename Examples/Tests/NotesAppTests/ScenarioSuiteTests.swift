import NotesApp
import StoreDebugger
import Testing

/// Every scenario in `Examples/Scenarios/` passes with the Notes clients registered, as
/// `notes-debugger run Scenarios` runs them.
struct ScenarioSuiteTests {
    @Test func theSuiteIsThere() {
        #expect(ExamplesPaths.scenarioFiles.count >= 8, "\(ExamplesPaths.scenarioFiles)")
    }

    @Test(arguments: ExamplesPaths.scenarioFiles)
    func scenarioPasses(file: String) throws {
        let clients = NotesClients.registry
        let result = ScenarioRunner.run(path: ExamplesPaths.scenarios.appendingPathComponent(file).path, clients: clients)
        #expect(result.status == .passed, "\(HumanReport.render([result], trace: true))")
        #expect(!result.steps.isEmpty)
    }
}
