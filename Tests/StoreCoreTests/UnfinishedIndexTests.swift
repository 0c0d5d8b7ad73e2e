import Testing
@testable import StoreCore

/// The unfinished index (`Store.unfinishedIDs`) is kept as transactions change, a finish
/// changing it directly (`Store.finish`): over seeded random sessions it must hold exactly what
/// a scan of the ledger finds, after every step.
struct UnfinishedIndexTests {
    @Test func holdsWhatAScanOfTheLedgerFinds() {
        var finished = 0
        for seed in UInt64(1)...UInt64(150) {
            var rng = PropertyTests.SeededGenerator(state: seed)
            var engine = Engine()
            for product in PropertyTests.products { _ = try? engine.apply(.product(product)) }
            for _ in 0..<40 {
                _ = try? engine.apply(PropertyTests.randomCommand(&rng))
                let accounts = Set(engine.store.transactions.map(\.account))
                for account in accounts {
                    let scanned = engine.store.transactions.filter { $0.account == account && $0.isUnfinished }.map(\.id)
                    #expect(engine.store.unfinishedIDs(account: account) == scanned, "seed \(seed), \(account)")
                }
            }
            finished += engine.store.transactions.filter(\.finished).count
        }
        #expect(finished > 100)
    }
}
