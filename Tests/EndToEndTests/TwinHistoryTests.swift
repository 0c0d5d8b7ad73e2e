import Foundation
import Testing

/// `Transaction.all`, `Transaction.latest(for:)` and `transaction.subscriptionStatus` on the twin,
/// run by `twin-debugger`.
@Suite struct TwinHistoryTests {
    /// The history lists every issued transaction in id order, a revoked one too, and not a
    /// deleted one; `latest(for:)` is the subscription's renewal, and its status is read.
    @Test func theHistoryListsWhatTheStoreIssued() throws {
        let twinDebugger = try #require(StoredbgBinary.locate("twin-debugger"), "twin-debugger is not built; run swift build first").path
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("twin-history-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("history.scenario")
        try Data("""
            product com.example.app.permanentUnlock unlock
            product com.example.app.theme unlock
            product com.example.pro.monthly subscription pro P1M price 4.99 USD
            client twin-history
            launch
            restore
            buy com.example.app.permanentUnlock
            buy com.example.pro.monthly
            advance 31d
            refund #1
            buy com.example.app.theme
            delete last
            restore
            quit

            """.utf8).write(to: file)
        let output = try ExternalCommand.run(twinDebugger, ["run", "--trace", file.path])
        #expect(output.status == 0, "\(output.standardOutput)\(output.standardError)")
        #expect(output.standardOutput.contains("= access checking — history ; latest none\n"))
        #expect(output.standardOutput.contains("= access checking — history #1 revoked, #2, #3; latest #3 subscribed\n"))
    }
}
