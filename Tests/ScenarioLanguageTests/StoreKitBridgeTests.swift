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

    /// Loading remembers the last files it read; a file changed since (same path, other bytes)
    /// is read as it is now, and so is one that can no longer be read.
    @Test func aFileChangedSinceItWasLoadedIsReadAsItIsNow() throws {
        let file = try TemporaryScenario(named: "shop.storekit",
                                         #"{ "products" : [ { "productID" : "a", "type" : "Consumable", "displayPrice" : "1" } ] }"#)
        defer { file.remove() }
        #expect(try StoreKitBridge.load(file.path).get().products.map(\.id) == ["a"])
        #expect(try StoreKitBridge.load(file.path).get().products.map(\.id) == ["a"])
        try Data(#"{ "products" : [ { "productID" : "b", "type" : "Consumable", "displayPrice" : "1" } ] }"#.utf8)
            .write(to: URL(fileURLWithPath: file.path))
        #expect(try StoreKitBridge.load(file.path).get().products.map(\.id) == ["b"])
        try Data(#"{ "products" : [ { "productID" : "", "type" : "Consumable", "displayPrice" : "1" } ] }"#.utf8)
            .write(to: URL(fileURLWithPath: file.path))
        guard case .failure(.invalid) = StoreKitBridge.load(file.path) else {
            Issue.record("a file now invalid was loaded")
            return
        }
        try FileManager.default.removeItem(atPath: file.path)
        guard case .failure(.unreadable) = StoreKitBridge.load(file.path) else {
            Issue.record("a file now gone was loaded")
            return
        }
    }
}
