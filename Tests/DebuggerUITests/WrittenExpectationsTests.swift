import DebuggerUI
import Foundation
import ScenarioLanguage
import StoreCore
import Testing

/// Issue 24: `w` wrote commands and no expectations, so replaying a session "passed" without
/// checking anything. It ends with the `expect` lines that hold when it is written (`W`: after
/// each command, what it changed), so a replay checks what the tester saw.
@Suite struct WrittenExpectationsTests {
    private let unlock = SessionFixtures.unlockID

    /// What `key` asks to write.
    private func written(by key: Character, in session: inout DebuggerSession) throws -> String {
        let layout = DebuggerScreen.layout(of: session, size: .minimumScreen)
        guard case .perform(.writeScenario(let text, _, _)) = session.handle(.character(key), on: layout) else {
            throw WrittenError.notWritten
        }
        return text
    }

    private enum WrittenError: Error { case notWritten }

    /// The written text run headless, as `storedbg run` runs the file.
    private func replay(_ text: String) throws -> ScenarioResult {
        ScenarioRunner.run(try Scenario.parse(text: text, context: StoreKitBridge.context(path: "session-1.scenario")).get())
    }

    /// The demo after a purchase, a day and a refund of another purchase.
    private func playedSession() throws -> DebuggerSession {
        var session = try SessionFixtures.demo()
        session.enter("product coins consumable")
        session.enter("buy \(unlock)")
        session.press("+")
        session.enter("buy coins")
        session.enter("refund #2")
        return session
    }

    @Test func theWrittenSessionEndsWithWhatHoldsAndItsReplayChecksIt() throws {
        var session = try playedSession()
        let text = try written(by: "w", in: &session)
        #expect(text.hasSuffix("""
            refund #2
            # What held when the session was written:
            expect access unlocked
            expect owned \(unlock)
            expect balance coins 0
            expect transaction #1 purchased
            expect transaction #2 revoked
            expect no-violations

            """), "\(text)")
        #expect(text.hasPrefix("# storedbg session from built-in demo: 8 commands, then what holds now "
                               + "(access unlocked, 1 owned, 2 transactions, no violations).\n"))
        #expect(try replay(text).status == .passed)
        // The replay checks them: the same session with the refund left out fails.
        #expect(try replay(text.replacingOccurrences(of: "refund #2\n", with: "")).status == .failed)

        #expect(session.scenarioWritten(.success("/work/session-1.scenario"), thenQuit: false) == .continue)
        #expect(session.status?.text == "Wrote session-1.scenario: 8 commands, then what holds now (access unlocked, 1 owned, "
                + "2 transactions, no violations); 'storedbg run session-1.scenario' replays and checks it (in /work)")
    }

    @Test func writtenWithWAfterEachCommandWhatItChanged() throws {
        var session = try playedSession()
        let text = try written(by: "W", in: &session)
        #expect(text.hasSuffix("""
            launch
            product coins consumable
            expect access evaluation 14
            expect no-violations
            buy \(unlock)
            expect access unlocked
            expect owned \(unlock)
            expect transaction #1 purchased
            advance 1d
            buy coins
            expect owned coins
            expect balance coins 1
            expect transaction #2 purchased
            refund #2
            expect balance coins 0
            expect transaction #2 revoked
            expect not-owned coins

            """), "\(text)")
        #expect(text.hasPrefix("# storedbg session from built-in demo: 8 commands, each followed by the 11 expectations it changed.\n"))
        #expect(try replay(text).status == .passed)
    }

    @Test func aViolationAndAnEvaluationAreWrittenAsTheyStand() throws {
        var session = try SessionFixtures.demo()
        session.enter("client fault finish-before-delivery")
        session.enter("relaunch")
        session.enter("buy-elsewhere \(unlock)")
        session.press("+")
        let text = try written(by: "w", in: &session)
        #expect(text.contains("expect violation finished-before-delivery\n"), "\(text)")
        #expect(!text.contains("expect no-violations"))
        #expect(try replay(text).status == .passed)

        var fresh = try SessionFixtures.demo()
        fresh.press("++")
        let evaluation = try written(by: "w", in: &fresh)
        #expect(evaluation.contains("expect access evaluation 12\n"), "\(evaluation)")
        #expect(try replay(evaluation).status == .passed)
    }
}
