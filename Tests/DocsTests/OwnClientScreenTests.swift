import DebuggerUI
import Foundation
import MyApp
import ScenarioLanguage
import StoreDebugger
import Testing

/// What the docs say your own client looks like on the screen (Docs/your-own-client.md,
/// Examples/README.md): the `Eval` row shows when your trial ends while your report shows an
/// evaluation, and `none` once it has ended (Examples/README.md said `none` throughout).
struct OwnClientScreenTests {
    @Test func theEvalRowFollowsYourClientsReport() throws {
        let text = "product com.example.myapp.pro unlock\nclient myapp\nlaunch\n"
        let scenario = try Scenario.parse(text: text, context: StoreKitBridge.context(path: "mine.scenario", clients: MyAppClients.registry)).get()
        let folder = FileManager.default.temporaryDirectory
        var session = DebuggerSession(title: "mine.scenario", setup: [], scenario: scenario,
                                      scenarioFolder: folder, clients: MyAppClients.registry)
        func evalRow() -> String {
            let rows = DebuggerScreen.render(session, size: .minimumScreen).grid.text.components(separatedBy: "\n")
            return rows.first { $0.contains("Eval") } ?? ""
        }
        func press(_ key: Character) {
            _ = SessionEffectRunner().handle(.character(key), in: &session, on: DebuggerScreen.layout(of: session, size: .minimumScreen))
        }
        for _ in scenario.steps { press("n") }
        #expect(evalRow().contains("Eval   ends 2026-01-04 09:00"), "\(evalRow())")
        #expect(session.engine.access.reason == "3-day trial: 3 days left")
        for _ in 0..<3 { press("+") }
        #expect(evalRow().contains("Eval   none"), "\(evalRow())")
    }
}
