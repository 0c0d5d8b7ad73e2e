import Foundation
import ScenarioLanguage
import Testing

/// `storedbg check` and loading (`storekit PATH`, the `:` prompt, `--storekit`) read a
/// `.storekit` file the same way: loading refuses a file exactly when `check` reports an error
/// in it, with the same lines, and warnings never stop it.
struct StoreKitOneReadingTests {
    /// Every `.storekit` file the package holds: the real corpus, the derived fixtures and the
    /// scenarios' catalogues.
    static let packageFiles: [String] = ScenarioRunner.discover(
        [SuitePaths.absolute("Tests/StoreKitConfigTests/Fixtures"), SuitePaths.scenarios.path], extensions: [".storekit"]).files

    /// Files with one problem each, error or warning.
    static let craftedFiles: [(name: String, text: String)] = [
        ("duplicate", #"{ "products" : [ { "productID" : "a", "type" : "Consumable", "displayPrice" : "1" }, { "productID" : "a", "type" : "NonConsumable", "displayPrice" : "2" } ] }"#),
        ("empty-id", #"{ "products" : [ { "productID" : "", "type" : "Consumable", "displayPrice" : "1" } ] }"#),
        ("bad-price", #"{ "products" : [ { "productID" : "a", "type" : "Consumable", "displayPrice" : "1,99" } ] }"#),
        ("no-price", #"{ "products" : [ { "productID" : "a", "type" : "Consumable", "displayPrice" : "" } ] }"#),
        ("no-group-name", #"{ "subscriptionGroups" : [ { "name" : " ", "subscriptions" : [ { "productID" : "m", "recurringSubscriptionPeriod" : "P1M", "displayPrice" : "1" } ] } ] }"#),
        ("level-zero", #"{ "subscriptionGroups" : [ { "name" : "g", "subscriptions" : [ { "productID" : "m", "recurringSubscriptionPeriod" : "P1M", "displayPrice" : "1", "groupNumber" : 0 } ] } ] }"#),
        ("free-offer-priced", #"{ "subscriptionGroups" : [ { "name" : "g", "subscriptions" : [ { "productID" : "m", "recurringSubscriptionPeriod" : "P1M", "displayPrice" : "1", "introductoryOffer" : { "paymentMode" : "free", "subscriptionPeriod" : "P1W", "displayPrice" : "0.99" } } ] } ] }"#),
        ("paid-offer-bad-price", #"{ "subscriptionGroups" : [ { "name" : "g", "subscriptions" : [ { "productID" : "m", "recurringSubscriptionPeriod" : "P1M", "displayPrice" : "1", "introductoryOffer" : { "paymentMode" : "payUpFront", "subscriptionPeriod" : "P1W", "displayPrice" : "x" } } ] } ] }"#),
        ("wrong-type", #"{ "products" : [ { "productID" : 7 } ] }"#),
        ("not-json", "{"),
    ]

    /// The error lines `check` prints for `path` alone, and the lines loading it refuses it
    /// with (nil when it loads).
    private func bothReadings(of path: String) -> (checkErrors: [String], loadErrors: [String]?) {
        let checkErrors = Checker.check([path]).lines.filter { $0.contains(": error: ") }
        switch StoreKitBridge.load(path) {
        case .success: return (checkErrors, nil)
        case .failure(.invalid(let diagnostics)): return (checkErrors, diagnostics.map(\.description))
        case .failure(.unreadable(let reason)): return (checkErrors, ["unreadable: \(reason)"])
        }
    }

    private func expectAgreement(_ path: String) {
        let (checkErrors, loadErrors) = bothReadings(of: path)
        #expect((loadErrors ?? []) == checkErrors, "\(path)")
    }

    @Test func thePackagesFilesAllLoadAndCheckClean() {
        #expect(Self.packageFiles.count >= 12)
        for path in Self.packageFiles {
            expectAgreement(path)
            #expect(bothReadings(of: path).checkErrors.isEmpty, "\(path)")
        }
    }

    @Test func craftedFilesAgree() throws {
        var refused: [String] = []
        for crafted in Self.craftedFiles {
            let file = try TemporaryScenario(named: "\(crafted.name).storekit", crafted.text)
            defer { file.remove() }
            expectAgreement(file.path)
            if bothReadings(of: file.path).loadErrors != nil { refused.append(crafted.name) }
        }
        #expect(refused == ["duplicate", "empty-id", "bad-price", "no-group-name", "level-zero", "paid-offer-bad-price", "wrong-type", "not-json"])
    }

    /// A scenario's `storekit` line reports the file's errors as `check` does.
    @Test func aStorekitLineReportsTheFilesErrors() throws {
        let catalogue = try TemporaryScenario(named: "shop.storekit", Self.craftedFiles[0].text)
        defer { catalogue.remove() }
        let scenario = catalogue.folder.appendingPathComponent("walk.scenario").path
        try Data("storekit shop.storekit\nlaunch\n".utf8).write(to: URL(fileURLWithPath: scenario))
        let result = ScenarioRunner.run(path: scenario)
        #expect(result.status == .error)
        #expect(result.errors.map(\.description) == Checker.check([catalogue.path]).lines.filter { $0.contains(": error: ") })
    }
}
