import ScenarioLanguage
import StoreCore
import Testing

@Suite struct BuiltInDemoTests {
    /// The demo's commands are made as they are, not parsed: they must be what its text reads as.
    @Test func theLinesAreWhatTheTextParsesInto() throws {
        let scenario = try Scenario.parse(text: BuiltInDemo.text, context: StoreKitBridge.context(path: BuiltInDemo.name)).get()
        #expect(scenario.steps.map { $0.text } == BuiltInDemo.lines.map { $0.text })
        #expect(scenario.steps.map { $0.command } == BuiltInDemo.lines.map { $0.command })
        #expect(scenario.steps.count == 3)
    }
}
