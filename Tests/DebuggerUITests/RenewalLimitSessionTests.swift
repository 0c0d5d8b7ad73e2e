import DebuggerUI
import Foundation
import ScenarioLanguage
import StoreCore
import Testing

/// The `:` prompt refuses an advance beyond `RenewalLimit` as `storedbg run` does, instead of
/// freezing the screen while millions of renewals are made.
struct RenewalLimitSessionTests {
    @Test func anAdvanceThatWouldMakeMillionsOfRenewalsIsRefusedAtThePrompt() throws {
        var text = (0..<30).map { "product w\($0) subscription g\($0) P1W\n" }.joined() + "launch\n"
        text += (0..<30).map { "buy w\($0)\n" }.joined()
        var session = try SessionFixtures.scenario(text)
        for _ in 0..<61 { session.press("n") }
        #expect(session.nextStepIndex == 61)
        #expect(session.engine.store.transactions.count == 30)
        let applied = session.applied.count
        session.enter("advance 365999d")
        #expect(session.applied.count == applied)
        #expect(session.prompt.editor.error?.message.contains("would renew subscriptions up to 1,568,550 times") == true,
                "\(session.prompt.editor.error?.message ?? "none")")
    }
}
