import Testing
@testable import StoreCore

/// A step reports the transactions it changed in place (`StepReport.changedTransactionIDs`),
/// so that a view of the ledger can follow it without reading the whole ledger again.
struct ChangedTransactionsTests {
    @Test func aStepListsWhatItChangedAndNothingElse() throws {
        var engine = demoEngine()
        engine.mustApply(.product(StoreProduct(id: "coins", kind: .consumable)), .launch,
                         .buy(productID: "coins", outcome: .success), .buy(productID: unlockID, outcome: .askToBuy),
                         .buy(productID: "coins", outcome: .success))
        #expect(try engine.apply(.refund(.id(1), .other)).changedTransactionIDs == [1])
        #expect(Set(try engine.apply(.approve(.id(2))).changedTransactionIDs) == [2])
        #expect(try engine.apply(.advance(.days(1))).changedTransactionIDs == [])
        // A refused command changes nothing, and the next step starts an empty list.
        #expect(engine.refusal(.refund(.id(9), .other)) != nil)
        #expect(try engine.apply(.quit).changedTransactionIDs == [])
    }

    @Test func renewalsListThePeriodsTheyChanged() throws {
        var engine = Engine()
        let daily = SubscriptionPeriod(count: 1, unit: .day)
        engine.mustApply(.product(StoreProduct(id: "a", kind: .subscription(group: "g", period: daily, level: 1))),
                         .launch, .buy(productID: "a", outcome: .success), .autoRenew(.id(1), on: false))
        let before = engine.store.transactions
        let report = try engine.apply(.advance(.days(3)))
        for id in before.indices.map({ TransactionID(ledgerIndex: $0) }) where before[id.ledgerIndex] != engine.store.transactions[id: id] {
            #expect(report.changedTransactionIDs.contains(id), "#\(id)")
        }
    }

    /// Over seeded random sessions: every transaction that was in the ledger before a step and
    /// differs after it is listed; every id listed is in the ledger.
    @Test func everyTransactionAStepChangesIsListed() {
        var changes = 0
        for seed in UInt64(1)...UInt64(300) {
            var rng = PropertyTests.SeededGenerator(state: seed)
            var engine = Engine()
            for product in PropertyTests.products { _ = try? engine.apply(.product(product)) }
            for _ in 0..<40 {
                let before = engine.store.transactions
                guard let report = try? engine.apply(PropertyTests.randomCommand(&rng)) else { continue }
                let listed = Set(report.changedTransactionIDs)
                let changed = (1...max(1, before.count)).filter { $0 <= before.count && before[$0 - 1] != engine.store.transactions[$0 - 1] }.map { TransactionID($0) }
                #expect(Set(changed).isSubset(of: listed), "seed \(seed): changed \(changed), listed \(listed.sorted())")
                #expect(listed.allSatisfy(engine.store.contains), "seed \(seed)")
                if !Set(changed).isSubset(of: listed) { return }
                changes += changed.count
            }
        }
        #expect(changes > 500)
    }
}
