import Foundation
import Testing
@testable import StoreCore

/// Work that once grew with the input squared (issue 15, item 6), checked by the size of what a
/// step looks at rather than by time: timings belong in `storedbg-bench`.
struct BoundedWorkTests {
    @Test func cancelledAndFailedPurchasesAreNotLookedAtByTheNextPurchase() throws {
        var engine = Engine()
        try engine.apply(.product(StoreProduct(id: "a", kind: .unlock)))
        try engine.apply(.launch)
        for outcome in [PurchaseOutcome.cancel, .fail(.networkError), .unverified] {
            for _ in 0..<300 { try engine.apply(.buy(productID: "a", outcome: outcome)) }
        }
        #expect(engine.store.transactions.count == 900)
        #expect(engine.store.liveIDs(account: Engine.defaultAccount, product: "a").isEmpty)
        try engine.apply(.buy(productID: "a", outcome: .askToBuy))
        #expect(engine.store.liveIDs(account: Engine.defaultAccount, product: "a").isEmpty)
        try engine.apply(.approve(.last))
        #expect(engine.store.liveIDs(account: Engine.defaultAccount, product: "a") == [901])
        try engine.apply(.refund(.last, .other))
        #expect(engine.store.liveIDs(account: Engine.defaultAccount, product: "a").isEmpty)
        try engine.apply(.buy(productID: "a", outcome: .success))
        #expect(engine.store.entitlingTransaction(account: Engine.defaultAccount, product: "a")?.id == 902)
    }

    @Test func aLateApprovalKeepsTheLiveIDsInOrder() throws {
        var engine = Engine()
        try engine.apply(.product(StoreProduct(id: "c", kind: .consumable)))
        try engine.apply(.product(StoreProduct(id: "pass", kind: .nonRenewing(.days(30)))))
        try engine.apply(.launch)
        try engine.apply(.buy(productID: "pass", outcome: .askToBuy))
        try engine.apply(.buy(productID: "pass", outcome: .success))
        try engine.apply(.approve(.id(1)))
        #expect(engine.store.liveIDs(account: Engine.defaultAccount, product: "pass") == [1, 2])
    }

    @Test func theRenewalsAnAdvanceWouldMakeAreBoundedFromAbove() throws {
        var engine = Engine()
        let weekly = SubscriptionPeriod(count: 1, unit: .week), monthly = SubscriptionPeriod(count: 1, unit: .month)
        try engine.apply(.product(StoreProduct(id: "w", kind: .subscription(group: "g", period: weekly, level: 1))))
        try engine.apply(.product(StoreProduct(id: "m", kind: .subscription(group: "h", period: monthly, level: 1))))
        try engine.apply(.launch)
        try engine.apply(.buy(productID: "w", outcome: .success))
        try engine.apply(.buy(productID: "m", outcome: .success))
        let now = engine.store.now
        #expect(engine.store.renewalsAtMost(until: now) == 0)
        let year = now.addingTimeInterval(365 * 86_400)
        let bound = engine.store.renewalsAtMost(until: year)
        let before = engine.store.transactions.count
        try engine.apply(.advance(.days(365)))
        let made = engine.store.transactions.count - before
        #expect(made <= bound)
        #expect(made >= 52 + 12 - 2)
        #expect(bound <= 52 + 14 + 2)
        #expect(engine.store.renewalsAtMost(until: now.addingTimeInterval(Double(TimeSpan.maximum.seconds) * 1e6)) > 0)
    }
}
