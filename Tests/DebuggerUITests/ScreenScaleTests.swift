import DebuggerUI
import Foundation
import ScenarioLanguage
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

    /// Undo past the boundary of the ledger's chunks (1,024 transactions) and past a checkpoint
    /// gives the world a fresh replay of the commands kept gives.
    @Test func undoAcrossTheLedgersChunksMatchesAFreshReplay() throws {
        var session = try SessionFixtures.demo()
        var reference = try SessionFixtures.demo()
        let lines = ["product c consumable"] + (1..<1_200).map { $0 % 10 == 0 ? "advance 1h" : "buy c" }
        for line in lines { session.enter(line) }
        for line in lines.prefix(1_070) { reference.enter(line) }
        #expect(session.engine.store.transactions.count > 1_024)
        for _ in 0..<130 { session.press("u") }
        #expect(reference.engine.store.transactions.count < 1_024)
        #expect(session.applied == reference.applied)
        #expect(session.engine.events == reference.engine.events)
        #expect(session.engine.store.transactions == reference.engine.store.transactions)
        #expect(session.timeline == reference.timeline)
        session.enter("buy c")
        reference.enter("buy c")
        #expect(session.engine.events == reference.engine.events)
        #expect(session.engine.store.transactions == reference.engine.store.transactions)
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

    @Test func theFilterMatchesExactlyTheRowsWordsWhateverIsTyped() throws {
        var session = try SessionFixtures.demo()
        for line in ["product c10 consumable name \"Coins #7\"", "product m subscription g P1M name \"Monthly\"",
                     "buy m", "advance 40d", "buy m unverified"] { session.enter(line) }
        for index in 0..<26 {
            session.enter(["buy c10", "buy c10 cancel", "buy \(unlock) ask-to-buy", "buy c10 unverified"][index % 4])
        }
        session.enter("refund #12")
        let rows = session.visibleTransactions.map { (id: $0.id, text: Self.rowWords($0, session.engine)) }
        var queries: Set<String> = ["#", "#1", "#10", "#1 ", "#10 c", "0 c", "1 c10", "2 c", "#2 c", "7 ", "#7", "s #7", "0 ",
                                    "#0", "01", "expired", "Unverified", "x", "3 com", "  ", "c10 c"]
        for row in rows.prefix(12) {
            let text = Array(row.text)
            for length in 1...3 {
                for start in 0...(text.count - length) { queries.insert(String(text[start..<(start + length)])) }
            }
        }
        for query in queries.sorted() {
            session.press("/")
            for character in query { _ = session.handle(.character(character)) }
            let wanted = rows.filter { Self.contains($0.text.lowercased(), query.lowercased()) }.map(\.id)
            #expect(session.visibleTransactions.map(\.id) == wanted, "filter \(query)")
            _ = session.handle(.escape)
            #expect(session.visibleCount == rows.count)
        }
    }

    @Test func theFilterFollowsTheLedgerAndTheClock() throws {
        var session = try SessionFixtures.demo()
        session.enter("product m subscription g P1M")
        session.enter("buy m")
        session.press("/")
        for character in "expired" { _ = session.handle(.character(character)) }
        _ = session.handle(.enter)
        #expect(session.visibleCount == 0)
        session.enter("auto-renew #1 off")
        session.enter("advance 40d")
        #expect(session.visibleTransactions.map(\.id) == [1])
        session.press("u")
        #expect(session.visibleCount == 0)
    }

    /// The words the filter searches in a row, spelled out as the issue defines them.
    private static func rowWords(_ transaction: StoreTransaction, _ engine: Engine) -> String {
        var words = ["#\(transaction.id)", transaction.productID, engine.store.catalogue[transaction.productID]?.title ?? "",
                     transaction.kind.label, engine.store.effectiveState(of: transaction).rawValue,
                     transaction.ownership == .purchased ? "bought" : "family family-shared",
                     transaction.finished ? "finished" : "unfinished",
                     transaction.verification.isVerified ? "verified" : "unverified",
                     transaction.device ?? "elsewhere"]
        if transaction.deleted { words.append("deleted") }
        if transaction.revocationDate != nil { words.append("rev") }
        if transaction.expirationDate != nil { words.append("exp") }
        return words.joined(separator: " ")
    }

    private static func contains(_ text: String, _ part: String) -> Bool {
        let text = Array(text.utf8), part = Array(part.utf8)
        guard text.count >= part.count else { return false }
        return (0...(text.count - part.count)).contains { Array(text[$0..<($0 + part.count)]) == part }
    }
}
