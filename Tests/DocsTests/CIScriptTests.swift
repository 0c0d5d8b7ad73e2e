import Foundation
import Testing

/// `.ci/run`, the package's CI: its output carried XCTest's `Executed 0 tests` (no test uses
/// XCTest), so every `swift test` in it runs without XCTest's runner, and no test imports it.
struct CIScriptTests {
    @Test func ciRunsTheTestsWithoutXCTest() throws {
        let script = try DocsAgreementTests.read(".ci/run")
        let runs = script.components(separatedBy: "\n").filter { $0.contains("swift test") && !$0.hasPrefix("#") }
        #expect(runs.count == 2, "\(runs)")
        #expect(runs.allSatisfy { $0.contains("swift test --disable-xctest") }, "\(runs)")
        for folder in ["Tests", "Examples/Tests"] {
            let files = FileManager.default.enumerator(atPath: DocsAgreementTests.root.appendingPathComponent(folder).path)?
                .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            for file in files {
                let text = try DocsAgreementTests.read("\(folder)/\(file)")
                let imports = text.components(separatedBy: "\n").contains { $0.hasPrefix("import XCTest") || $0.hasPrefix("@testable import XCTest") }
                #expect(!imports, "\(folder)/\(file) uses XCTest, which CI does not run")
            }
        }
    }
}
