import Foundation
import Testing
@testable import StoreCore

/// How a long session's ledger and event log are kept small (issue 13): transactions sharing
/// their details, events as facts in 64 bytes. What is read is what was put in.
@Suite struct CompactStorageTests {
    // MARK: Events

    @Test func anEventKeepsItsStepClampedTo32Bits() {
        let name = Event.DeviceName("phone")
        let now = Date(timeIntervalSince1970: 0)
        #expect(Event(step: 12, trueTime: now, deviceTime: now, device: name, fact: .appQuit).step == 12)
        #expect(Event(step: Int(UInt32.max) + 5, trueTime: now, deviceTime: now, device: name, fact: .appQuit).step
                == Int(UInt32.max))
        #expect(MemoryLayout<EventFact>.size <= 36)
        #expect(MemoryLayout<Event>.stride <= 64)
    }

    @Test func aSessionsEventsAndTranscriptReadAsWritten() {
        var engine = Engine()
        engine.mustApply(.product(StoreProduct(id: "coins", kind: .consumable)), .launch)
        for _ in 0..<3 { engine.mustApply(.buy(productID: "coins", outcome: .success)) }
        let bought = engine.events.filter { $0.kind == .store }
        #expect(bought.map(\.fact) == (1...3).map { .bought(transaction: $0, product: "coins", .none) })
        #expect(bought.map(\.text) == (1...3).map { "Bought coins: #\($0) purchased, verified" })
        #expect(engine.events.last?.fact == .credited(transaction: 3, product: "coins", units: 1, balance: 3, via: .purchaseResult))
        #expect(engine.events.last?.text == "purchase result: #3 coins verified; credited 1; balance 3")
        #expect(engine.events.last?.device == "phone")
    }

    // MARK: Transactions

    @Test func equalTransactionsShareOneBoxOfDetails() {
        var engine = Engine()
        engine.mustApply(.product(StoreProduct(id: "coins", kind: .consumable, price: Price(amount: 0.99, currencyCode: "USD"))), .launch)
        for _ in 0..<3 { engine.mustApply(.buy(productID: "coins", outcome: .success)) }
        let ledger = Array(engine.store.transactions)
        #expect(ledger[0].details === ledger[1].details && ledger[1].details === ledger[2].details)
        #expect(ledger[2].price == Price(amount: 0.99, currencyCode: "USD"))
        #expect(MemoryLayout<StoreTransaction>.stride <= 56)
    }

    @Test func aRenewalSharesTheBoxOfTheOneBefore() {
        var engine = Engine()
        let daily = SubscriptionPeriod(count: 1, unit: .day)
        engine.mustApply(.product(StoreProduct(id: "pro", kind: .subscription(group: "g", period: daily, level: 1))), .launch,
                         .buy(productID: "pro", outcome: .success), .advance(.days(3)))
        let ledger = Array(engine.store.transactions)
        #expect(ledger.count == 4)
        #expect(ledger[2].details === ledger[3].details)
        #expect(ledger[3].reason == .renewal && ledger[3].device == nil)
    }

    @Test func settingABoxedFieldChangesThatTransactionOnly() {
        var engine = Engine()
        engine.mustApply(.product(StoreProduct(id: "coins", kind: .consumable)), .launch)
        engine.mustApply(.buy(productID: "coins", outcome: .success), .buy(productID: "coins", outcome: .success),
                         .refund(.id(1), .other))
        let (refunded, other) = (engine.store.transactions[0], engine.store.transactions[1])
        #expect(refunded.revocationDate != nil && refunded.revocationReason == .other)
        #expect(other.revocationDate == nil && other.revocationReason == nil)
        var copy = other
        copy.verification = .unverified(reason: "test")
        #expect(copy.verification == .unverified(reason: "test"))
        #expect(engine.store.transactions[1].verification == .verified)
        #expect(copy != other)
        copy.verification = .verified
        #expect(copy == other)
    }

    @Test func everyFieldReadsBackAsGiven() {
        let start = Date(timeIntervalSince1970: 1_000), end = Date(timeIntervalSince1970: 2_000)
        var tx = StoreTransaction(id: 9, originalID: 3, productID: "p", kind: .nonRenewing(.days(30)), account: "a", device: "tablet",
                             purchaseDate: start, originalPurchaseDate: start, expirationDate: end, ownership: .familyShared,
                             verification: .unverified(reason: "r"), state: .pending, reason: .renewal, quantity: 2, external: true)
        #expect(tx.id == 9 && tx.originalID == 3 && tx.productID == "p" && tx.kind == .nonRenewing(.days(30)))
        #expect(tx.account == "a" && tx.device == "tablet" && tx.purchaseDate == start && tx.originalPurchaseDate == start)
        #expect(tx.expirationDate == end && tx.ownership == .familyShared && tx.verification == .unverified(reason: "r"))
        #expect(tx.state == .pending && tx.reason == .renewal && tx.quantity == 2 && tx.external)
        #expect(!tx.finished && !tx.deleted && !tx.isUpgraded && tx.offer == nil && tx.price == nil && tx.revocationDate == nil)
        tx.finished = true
        tx.deleted = true
        tx.isUpgraded = true
        tx.expirationDate = nil
        #expect(tx.finished && tx.deleted && tx.isUpgraded && tx.expirationDate == nil)
        tx.finished = false
        #expect(!tx.finished && tx.deleted && tx.isUpgraded)
    }
}

/// A session keeps every command applied: a command takes 24 bytes, its large cases boxed.
@Suite struct CommandSizeTests {
    @Test func aCommandTakes24Bytes() {
        #expect(MemoryLayout<Command>.stride <= 24)
        let consume = Command.consume(productID: "a-product-id-longer-than-fifteen-bytes", units: 3)
        #expect(consume == .consume(productID: "a-product-id-longer-than-fifteen-bytes", units: 3))
        #expect(consume != .consume(productID: "a-product-id-longer-than-fifteen-bytes", units: 4))
    }
}
