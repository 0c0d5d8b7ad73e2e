import Foundation
import MyApp
import StoreDebugger
import Testing

/// Every scenario in the package's `Scenarios/` folder runs against MyApp's client and passes.
struct MyAppScenarioTests {
    /// `Scenarios/`, found from this file's path: `Tests/MyAppTests/` is two levels down.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scenarios")

    @Test func everyScenarioPasses() {
        let files = ScenarioRunner.discover([Self.folder.path]).files
        #expect(!files.isEmpty)
        for file in files {
            let result = ScenarioRunner.run(path: file, clients: MyAppClients.registry)
            #expect(result.status == .passed, "\(HumanReport.render([result], trace: true))")
        }
    }
}
