@testable import ScreenModel
import StoreCore
import Testing

/// The transaction filter driven alone, without a session: keys and the store in, what the
/// session must do and the ids matched out.
@Suite struct TransactionFilterTests {
    /// Six purchases: #1 #3 #5 cancelled, #2 #4 #6 waiting for approval.
    private func engine() throws -> Engine {
        var engine = Engine()
        try engine.apply(.product(Product(id: "pro", kind: .unlock)))
        try engine.apply(.launch)
        for index in 0..<6 { try engine.apply(.buy(productID: "pro", outcome: index % 2 == 0 ? .cancel : .askToBuy)) }
        return engine
    }

    private func ids(_ filter: TransactionFilter) -> [Int]? {
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
        try engine.apply(.approve(.id(4)))
        filter.ledgerChanged(in: engine.store)
        #expect(ids(filter) == [2, 6])
    }
}
