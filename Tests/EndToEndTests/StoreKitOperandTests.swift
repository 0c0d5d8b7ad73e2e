import Foundation
import Testing

/// Issue 24: `storedbg MyApp.storekit`, the obvious way, opens the catalogue as `--storekit`
/// does (it read the file as a scenario: `1:1: error: expected a command, found '{'`).
struct StoreKitOperandTests {
    private let timeout: Duration = .seconds(20)
    private let storekit = PackagePaths.root
        .appendingPathComponent("Tests/StoreKitConfigTests/Fixtures/derived/cjk-display-names.storekit").path

    @Test(.enabled(if: TmuxSession.isAvailable, "tmux is not installed: end-to-end tests skipped"))
    func aStoreKitFileOpensItsCatalogue() async throws {
        let binary = try #require(StoredbgBinary.locate(), "storedbg is not built; run swift build first").path
        let session = try TmuxSession(command: [binary, storekit], width: 100, height: 30)
        defer { session.kill() }
        let screen = try await session.waitFor(text: "b Buy", timeout: timeout)
        #expect(screen.contains("花束（大）"), "\(screen)")
        #expect(screen.contains("cjk-display-names.storekit"), "\(screen)")
        #expect(screen.contains("phone: running"), "\(screen)")
    }

    /// A bad file is refused with every error `check` finds in it, the same lines, whichever
    /// way it is given (`--storekit` printed only the first).
    @Test func aBadFileIsRefusedWithTheLinesCheckPrints() throws {
        let binary = try #require(StoredbgBinary.locate()).path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-operand-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("dup.storekit")
        try Data("""
            {
              "products" : [
                { "productID" : "com.example.a", "type" : "NonConsumable", "displayPrice" : "1.99", "referenceName" : "A" },
                { "productID" : "com.example.a", "type" : "NonConsumable", "displayPrice" : "1,99", "referenceName" : "B" }
              ]
            }
            """.utf8).write(to: file)
        let check = try ExternalCommand.run(binary, ["check", file.path])
        let errors = check.standardOutput.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
        #expect(errors.count == 2, "\(check.standardOutput)")
        for arguments in [["--storekit", file.path], [file.path]] {
            let opened = try ExternalCommand.run(binary, arguments)
            #expect(opened.status == 2)
            #expect(opened.standardError.split(separator: "\n").map(String.init) == errors)
        }
    }
}
