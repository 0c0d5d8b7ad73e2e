import Foundation
import ScenarioLanguage
import ScreenModel
import StoreCore
import Testing

/// What makes the screen hold at a million transactions (issue 13) must not change what it
/// shows: undo from checkpoints ends where a replay from the start would, and the list read by
/// position (with and without a filter) selects and pages as before.
@Suite struct ScreenScaleTests {
    private let unlock = SessionFixtures.unlockID

    @Test func undoFromCheckpointsMatchesAReplayFromTheStart() throws {
        var session = try SessionFixtures.demo()
        var reference = try SessionFixtures.demo()
        let lines = (0..<360).map { index in index % 7 == 0 ? "advance 1h" : index % 3 == 0 ? "buy \(unlock) cancel" : "buy \(unlock) ask-to-buy" }
        for line in lines { session.enter(line) }
        for line in lines.prefix(110) { reference.enter(line) }
        for _ in 0..<250 { session.press("u") }
        #expect(session.undoableCount == 110)
        #expect(session.applied == reference.applied)
        #expect(session.engine.events == reference.engine.events)
        #expect(session.engine.store.transactions == reference.engine.store.transactions)
        #expect(session.timeline == reference.timeline)
        // And on again from there, then back to the start.
        session.enter("advance 1d")
        reference.enter("advance 1d")
        #expect(session.engine.events == reference.engine.events)
        for _ in 0..<111 { session.press("u") }
        #expect(session.undoableCount == 0)
        #expect(session.engine.events == (try SessionFixtures.demo()).engine.events)
    }

    @Test func theFilteredListSelectsAndPagesByPosition() throws {
        var session = try SessionFixtures.demo()
        for index in 0..<30 { session.enter("buy \(unlock) \(index % 2 == 0 ? "cancel" : "ask-to-buy")") }
        session.press("/")
        for character in "cancel" { _ = session.handle(.character(character)) }
        _ = session.handle(.enter)
        #expect(session.visibleCount == 15)
        #expect(session.visibleTransactions.map(\.id) == Array(stride(from: 1, through: 29, by: 2)))
        #expect(session.selectedTransaction?.id == 29)
        session.press("kk")
        #expect(session.selectedTransaction?.id == 25)
        _ = session.handle(.pageUp)
        #expect(session.selectedTransaction?.id == 19)
        #expect(session.position(of: 19) == 9)
        #expect(session.position(of: 20) == nil)
        // A new matching transaction joins the matches.
        session.enter("buy \(unlock) cancel")
        #expect(session.visibleCount == 16)
        #expect(session.selectedTransaction?.id == 31)
        session.press("u")
        #expect(session.visibleCount == 15)
    }

    @Test func aTickThatChangesNothingAsksForNoFrame() throws {
        var session = try SessionFixtures.demo()
        #expect(session.tick() == .unchanged)
        session.enter("clock live 1h")
        #expect(session.tick() == .continue)
        #expect(session.applied.last?.command == .advance(.hours(1)))
    }
}
