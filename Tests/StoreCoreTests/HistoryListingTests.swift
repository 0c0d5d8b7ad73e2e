import Foundation
import Testing
@testable import StoreCore

/// What `Transaction.all` lists (`.readHistory`), as Apple documents it: every transaction the
/// store issued for the account, in id order; no failed, cancelled or waiting attempts, no
/// deleted transactions, and consumables only while unfinished or once revoked.
struct HistoryListingTests {
    static let unlock = StoreProduct(id: "unlock", kind: .unlock)
    static let theme = StoreProduct(id: "theme", kind: .unlock)
    static let coins = StoreProduct(id: "coins", kind: .consumable)
    static let monthly = StoreProduct(id: "pro.monthly", kind: .subscription(group: "pro", period: SubscriptionPeriod(count: 1, unit: .month), level: 1))

    @Test func theHistoryListsIssuedTransactionsInIDOrder() {
        var engine = Engine(clock: date("2026-01-01T09:00:00Z"))
        engine.mustApply(.product(Self.unlock), .product(Self.theme), .product(Self.coins), .product(Self.monthly), .launch)
        engine.mustApply(.buy(productID: Self.unlock.id, outcome: .success),
                         .buy(productID: Self.theme.id, outcome: .cancel),
                         .buy(productID: Self.monthly.id, outcome: .success),
                         .buy(productID: Self.theme.id, outcome: .askToBuy),
                         .buy(productID: Self.coins.id, outcome: .success),
                         .advance(.days(31)),
                         .refund(.id(1), .other))
        // #2 cancelled, #4 waits for approval, #5 is a finished consumable; #6 the renewal.
        #expect(engine.store.historyItems(account: "default").map(\.id) == [1, 3, 6])
        engine.mustApply(.buy(productID: Self.unlock.id, outcome: .success))
        #expect(engine.store.historyItems(account: "default").map(\.id) == [1, 3, 6, 7])
        engine.mustApply(.delete(.last))
        #expect(engine.store.historyItems(account: "default").map(\.id) == [1, 3, 6], "a deleted transaction is not listed")
        #expect(engine.store.historyItems(account: "someone else").isEmpty)
    }
}
