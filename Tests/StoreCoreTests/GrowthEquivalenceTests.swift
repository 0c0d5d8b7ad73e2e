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

    /// The apps the monitor judges get the credits and handovers of the step sorted by device
    /// once (`StepFactsByDevice`), not looked through for each app: what each app is judged on is
    /// what looking through gives, over seeded random sessions on three devices.
    @Test func creditsSortedByDeviceOnceGiveWhatLookingThroughGives() {
        var compared = 0, credited = 0
        for seed in UInt64(1)...UInt64(60) {
            var rng = PropertyTests.SeededGenerator(state: seed)
            var engine = Engine()
            for product in PropertyTests.products { _ = try? engine.apply(.product(product)) }
            for name in ["tablet", "laptop", "phone"] {
                _ = try? engine.apply(.device(name))
                _ = try? engine.apply(.launch)
            }
            for _ in 0..<50 {
                let command: Command = Int.random(in: 0..<3, using: &rng) == 0
                    ? .buy(productID: "coins", outcome: .success) : PropertyTests.randomCommand(&rng)
                _ = try? engine.apply(command)
                let (world, trace) = (engine.world, engine.trace)
                let sorted = StepFactsByDevice(trace)
                credited += trace.credits.count
                for d in world.devices.indices where world.devices[d].process.running {
                    let report = world.report(onDevice: d)
                    let lookedThrough = JudgedApp(device: d, report: report, in: world, after: trace)
                    let once = JudgedApp(device: d, report: report, in: world, after: trace, stepFacts: sorted)
                    #expect(lookedThrough.grants.map { "\($0.productID) #\($0.transaction) @\($0.position)" }
                            == once.grants.map { "\($0.productID) #\($0.transaction) @\($0.position)" }, "seed \(seed), \(command)")
                    compared += 1
                }
            }
        }
        #expect(compared > 3_000 && credited > 300)
    }
}
