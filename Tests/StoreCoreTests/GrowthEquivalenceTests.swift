import Foundation
import Testing
@testable import StoreCore

/// What was made to cost less as a session grows (issue 26, item 8) gives what the plain way
/// gave, over seeded random sessions.
struct GrowthEquivalenceTests {
    /// A new pass starts where the account's entitling passes of its product end, if later than
    /// now: found from the newest activation back, it is what reading every live pass finds,
    /// through Ask to Buy approved out of order, refunds, revocations, deletions, expiries and
    /// time passing.
    @Test func aStackedPassStartsWhereReadingEveryPassSaysItDoes() {
        let span = TimeSpan.days(30)
        var activated = 0
        for seed in UInt64(1)...UInt64(60) {
            var rng = PropertyTests.SeededGenerator(state: seed)
            var engine = Engine()
            _ = try? engine.apply(.product(Product(id: "pass", kind: .nonRenewing(span))))
            _ = try? engine.apply(.launch)
            for _ in 0..<60 {
                let count = engine.store.transactions.count
                let reference: TransactionReference = count == 0 || Bool.random(using: &rng) ? .last : .id(Int.random(in: 1...count, using: &rng))
                let outcomes: [PurchaseOutcome] = [.success, .success, .success, .askToBuy, .askToBuy, .unverified, .cancel]
                let choices: [Command] = [
                    .buy(productID: "pass", outcome: outcomes.randomElement(using: &rng)!), .buy(productID: "pass", outcome: .success),
                    .buyElsewhere(productID: "pass"), .approve(reference), .approve(.id(Int.random(in: 1...max(1, count), using: &rng))),
                    .decline(reference), .refund(reference, .other), .revoke(reference), .delete(reference), .expire(reference),
                    .advance(TimeSpan(seconds: Int64.random(in: 1...(50 * 86_400), using: &rng))),
                ]
                let before = engine.store
                _ = try? engine.apply(choices.randomElement(using: &rng)!)
                let store = engine.store
                for tx in store.transactions where tx.expirationDate != nil && (!before.contains(tx.id) || before.transactions[tx.id - 1].expirationDate == nil) {
                    // Activated this step: by reading every other pass of its account.
                    var start = store.now
                    for other in store.transactions where other.id != tx.id && other.productID == tx.productID && other.account == tx.account
                        && other.entitles(at: store.now) {
                        if let end = other.expirationDate, end > start { start = end }
                    }
                    #expect(tx.expirationDate == start.addingTimeInterval(span.timeInterval), "seed \(seed), #\(tx.id)")
                    activated += 1
                }
            }
        }
        #expect(activated > 500)
    }
}
