import Foundation
import Testing
@testable import ScenarioLanguage

struct StoreKitBridgeTests {
    @Test func aMissingFileOrAFolderIsTheScenarioLinesError() throws {
        let folder = FileManager.default.temporaryDirectory.path
        for (path, reason) in [("/nonexistent/products.storekit", "no such file or folder"),
                               (folder, "it is a folder, not a .storekit file")] {
            let result = Scenario.parse(text: "storekit \(path)\n", context: StoreKitBridge.context(path: "walk.scenario"))
            guard case .failure(let diagnostics) = result else {
                Issue.record("\(path) was accepted")
                continue
            }
            #expect(diagnostics.description == "walk.scenario:1:10: error: cannot read '\(path)': \(reason)")
        }
    }
}
