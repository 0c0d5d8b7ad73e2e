import Testing
@testable import StoreCore

/// Transaction `#n` is the ledger's `n`-th: `ledgerIndex` and `transactions[id:]` are the one
/// place the `n - 1` is written.
struct LedgerIndexTests {
    @Test func transactionNSitsAtIndexNMinusOne() throws {
        var engine = Engine()
        try engine.apply(.product(StoreProduct(id: "coins", kind: .consumable)))
        try engine.apply(.launch)
        for _ in 0..<3 { try engine.apply(.buy(productID: "coins", outcome: .success)) }
        #expect(TransactionID(ledgerIndex: 0) == 1 && TransactionID(3).ledgerIndex == 2)
        for index in engine.store.transactions.indices {
            let id = TransactionID(ledgerIndex: index)
            #expect(engine.store.transactions[id: id].id == id)
            #expect(engine.store.transactions[index].id == id)
        }
        #expect(engine.store.contains(3) && !engine.store.contains(4) && !engine.store.contains(0))
        #expect(engine.store.label(2) == "#2 coins")
    }
}
