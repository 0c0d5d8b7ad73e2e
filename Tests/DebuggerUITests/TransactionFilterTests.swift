@testable import DebuggerUI
import ScenarioLanguage
import StoreCore
import Testing

/// The transaction filter driven alone, without a session: keys and the store in, what the
/// session must do and the ids matched out.
@Suite struct TransactionFilterTests {
    /// Six purchases: #1 #3 #5 cancelled, #2 #4 #6 waiting for approval.
    private func engine() throws -> Engine {
        var engine = Engine()
        try engine.apply(.product(StoreProduct(id: "pro", kind: .unlock)))
        try engine.apply(.product(StoreProduct(id: "coins", kind: .consumable)))
        try engine.apply(.launch)
        for index in 0..<6 { try engine.apply(.buy(productID: "pro", outcome: index % 2 == 0 ? .cancel : .askToBuy)) }
        return engine
    }

    private func ids(_ filter: TransactionFilter) -> [TransactionID]? {
        filter.matches.map { matches in (0..<matches.count).map { matches.id(atRow: $0) } }
    }

    private func type(_ text: String, into filter: inout TransactionFilter, in store: Store) {
        for character in text { #expect(filter.handle(.character(character), in: store) == .editing) }
    }

    @Test func theMatchesFollowTheLineAsItIsTyped() throws {
        let store = try engine().store
        var filter = TransactionFilter()
        #expect(ids(filter) == nil)
        type("pend", into: &filter, in: store)
        #expect(filter.text == "pend")
        #expect(ids(filter) == [2, 4, 6])
        type("x", into: &filter, in: store)
        #expect(ids(filter) == [])
        #expect(filter.handle(.backspace, in: store) == .editing)
        #expect(ids(filter) == [2, 4, 6])
        #expect(filter.handle(.enter, in: store) == .applied("pend"))
        #expect(filter.text == "pend")
    }

    @Test func escClearsAndReopeningStartsFromTheText() throws {
        let store = try engine().store
        var filter = TransactionFilter()
        type("#3", into: &filter, in: store)
        _ = filter.handle(.enter, in: store)
        filter.open()
        #expect(filter.editor.text == "#3")
        #expect(filter.handle(.escape, in: store) == .cancelled)
        #expect(filter.text.isEmpty)
        #expect(ids(filter) == nil)
    }

    @Test func emptyingTheLineListsEverything() throws {
        let store = try engine().store
        var filter = TransactionFilter()
        type("c", into: &filter, in: store)
        _ = filter.handle(.backspace, in: store)
        #expect(ids(filter) == nil)
        #expect(filter.handle(.enter, in: store) == .applied(""))
    }

    @Test func theMatchesFollowTheLedger() throws {
        var engine = try engine()
        var filter = TransactionFilter()
        type("pend", into: &filter, in: engine.store)
        let report = try engine.apply(.approve(.id(4)))
        filter.ledgerChanged(in: engine.store, changed: report.changedTransactionIDs)
        #expect(ids(filter) == [2, 6])
        let next = try engine.apply(.buy(productID: "coins", outcome: .askToBuy))
        filter.ledgerChanged(in: engine.store, changed: next.changedTransactionIDs)
        #expect(ids(filter) == [2, 6, 7])
    }

    /// A step reads again only the rows it changed or added, never the whole ledger.
    @Test func aStepRereadsOnlyTheRowsItTouched() throws {
        var engine = try engine()
        var index = TransactionWordsIndex(engine.store)
        let approve = try engine.apply(.approve(.id(4)))
        #expect(index.update(to: engine.store, changed: approve.changedTransactionIDs) == .rows(changed: [4], added: 7..<7))
        let buy = try engine.apply(.buy(productID: "coins", outcome: .cancel))
        #expect(index.update(to: engine.store, changed: buy.changedTransactionIDs) == .rows(changed: [], added: 7..<8))
        #expect(index.transactionCount == 7)
        // A row that reads purchased is read again when true time passes its expiration.
        try engine.apply(.product(StoreProduct(id: "pass", kind: .nonRenewing(.days(30)))))
        try engine.apply(.buy(productID: "pass", outcome: .success))
        _ = index.update(to: engine.store, changed: [])
        let dayBefore = try engine.apply(.advance(.days(29)))
        let stillPurchased = index.update(to: engine.store, changed: dayBefore.changedTransactionIDs)
        #expect(stillPurchased == .rows(changed: [], added: 9..<9))
        let dayAfter = try engine.apply(.advance(.days(2)))
        let expired = index.update(to: engine.store, changed: dayAfter.changedTransactionIDs)
        #expect(expired == .rows(changed: [8], added: 9..<9))
    }

    /// An undo reads again only the rows that differ (issue 26, item 6): it once built the
    /// index anew from the whole ledger.
    @Test func anUndoRereadsOnlyTheRowsItTookBack() throws {
        var engine = try engine()
        let beforeApproval = engine
        var index = TransactionWordsIndex(engine.store)
        let approve = try engine.apply(.approve(.id(4)))
        _ = index.update(to: engine.store, changed: approve.changedTransactionIDs)
        let beforeBuy = engine
        let buy = try engine.apply(.buy(productID: "coins", outcome: .cancel))
        _ = index.update(to: engine.store, changed: buy.changedTransactionIDs)
        #expect(index.undo(from: engine.store, to: beforeBuy.store) == .rows(changed: [], added: 7..<7))
        #expect(index.transactionCount == 6)
        #expect(index.undo(from: beforeBuy.store, to: beforeApproval.store) == .rows(changed: [4], added: 7..<7))
    }

    /// The words a step keeps up to date are the words a fresh index reads, after every step of
    /// seeded random sessions, for filters on every kind of word a row holds.
    @Test func followingTheLedgerFindsWhatAFreshFilterFinds() throws {
        let queries = ["#", "#1", "2", "purchased", "expired", "revoked", "pending", "declined", "cancelled", "failed",
                       "interrupted", "unfinished", " finished", "unverified", "deleted", "rev", "exp", "family", "tablet",
                       "elsewhere", "coins", "monthly", "premium", "consumable", "d u"]
        var steps = 0
        for seed in UInt64(1)...UInt64(60) {
            var random = SplitMix64(seed: seed)
            var engine = Engine()
            for command in ExplorationSetup.builtIn()[0] + [.launch] { try engine.apply(command) }
            var filters = queries.map { query in
                var filter = TransactionFilter()
                type(query, into: &filter, in: engine.store)
                return filter
            }
            for _ in 0..<60 {
                guard let command = CommandGenerator().next(for: engine, using: &random) else { break }
                let report = try engine.apply(command)
                steps += 1
                let fresh = TransactionWordsIndex(engine.store)
                for index in filters.indices {
                    filters[index].ledgerChanged(in: engine.store, changed: report.changedTransactionIDs)
                    let wanted = fresh.ids(matching: Array(queries[index].utf8), among: nil)
                    #expect(filters[index].matches == wanted, "seed \(seed), \(command), filter \(queries[index])")
                    if filters[index].matches != wanted { return }
                }
            }
        }
        #expect(steps > 3_000)
    }

    /// An undo follows the rows back without reading the ledger again (issue 26, item 6): after
    /// every undo of seeded random sessions, back one step or several (time going back, rows
    /// removed, rows changed back, titles restored), and the steps after it, the matches are
    /// those of a fresh index of the store the undo put back.
    @Test func followingAnUndoFindsWhatAFreshFilterFinds() throws {
        let queries = ["#", "#1", "2", "purchased", "expired", "revoked", "pending", "unfinished", "exp", "coins", "monthly", "d u"]
        var undos = 0
        for seed in UInt64(1)...UInt64(40) {
            var random = SplitMix64(seed: seed)
            var engine = Engine()
            for command in ExplorationSetup.builtIn()[0] + [.launch] { try engine.apply(command) }
            var history = [engine]
            var filters = queries.map { query in
                var filter = TransactionFilter()
                type(query, into: &filter, in: engine.store)
                return filter
            }
            for step in 0..<60 {
                if step % 7 == 6, history.count > 1 {
                    // Back one step, or up to five.
                    let back = min(history.count - 1, step % 3 == 0 ? 1 + Int(random.next() % 5) : 1)
                    let before = engine.store
                    history.removeLast(back)
                    engine = history[history.count - 1]
                    undos += 1
                    let fresh = TransactionWordsIndex(engine.store)
                    for index in filters.indices {
                        filters[index].storeUndone(from: before, to: engine.store)
                        let wanted = fresh.ids(matching: Array(queries[index].utf8), among: nil)
                        #expect(filters[index].matches == wanted, "seed \(seed), undo of \(back), filter \(queries[index])")
                        if filters[index].matches != wanted { return }
                    }
                    continue
                }
                guard let command = CommandGenerator().next(for: engine, using: &random) else { break }
                let report = try engine.apply(command)
                history.append(engine)
                let fresh = TransactionWordsIndex(engine.store)
                for index in filters.indices {
                    filters[index].ledgerChanged(in: engine.store, changed: report.changedTransactionIDs)
                    let wanted = fresh.ids(matching: Array(queries[index].utf8), among: nil)
                    #expect(filters[index].matches == wanted, "seed \(seed), \(command), filter \(queries[index])")
                    if filters[index].matches != wanted { return }
                }
            }
        }
        #expect(undos > 200)
    }

    /// An undo after a day was advanced past an expiration: the row reads `purchased` again,
    /// though the undo changed no transaction.
    @Test func anUndoThatTakesTimeBackBeforeAnExpirationReadsTheRowAgain() throws {
        var engine = Engine()
        try engine.apply(.product(StoreProduct(id: "pass", kind: .nonRenewing(.days(2)))))
        try engine.apply(.launch)
        try engine.apply(.buy(productID: "pass", outcome: .success))
        let bought = engine
        var filter = TransactionFilter()
        type("expired", into: &filter, in: engine.store)
        #expect(ids(filter) == [])
        let report = try engine.apply(.advance(.days(3)))
        filter.ledgerChanged(in: engine.store, changed: report.changedTransactionIDs)
        #expect(ids(filter) == [1])
        filter.storeUndone(from: engine.store, to: bought.store)
        #expect(ids(filter) == [])
    }
}
