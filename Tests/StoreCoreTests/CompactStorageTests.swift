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

    // MARK: Consumable credits

    /// The first refund after an undo checkpoint copies one chunk of the app's credits, not
    /// every credit of the session (issue 26, item 7): the checkpoint and the world after the
    /// refund share every other chunk.
    @Test func aRefundAfterACheckpointCopiesOneChunkOfCredits() {
        var engine = Engine()
        engine.mustApply(.product(StoreProduct(id: "coins", kind: .consumable)), .launch)
        for _ in 0..<5_000 { engine.mustApply(.buy(productID: "coins", outcome: .success)) }
        let checkpoint = engine
        engine.mustApply(.refund(.id(2_500), .other))
        let before = checkpoint.devices[0].storage.consumables.credits
        let after = engine.devices[0].storage.consumables.credits
        #expect(before.count == 5_000)
        #expect(after.count == 4_999)
        #expect(after[2_500] == nil && after[2_499] == 1)
        // One chunk of 64 credits and the lists above it (a section's, a block's, a group's).
        #expect(after.unsharedSlotCount(with: before) <= ChunkedArray<Int>.chunkSize + 1 + 3 * ChunkedArray<Int>.fanSize)
        #expect(after.unsharedSlotCount(with: before) > 0 && before.unsharedSlotCount(with: before) == 0)
    }

    /// Everything chunked that the first refund after a checkpoint changes (the ledger, the
    /// event log and its index by transaction, the app's credits, the sets of transactions the
    /// app and its client were told were revoked or delivered) copies at most a chunk or two and
    /// the lists above them, not a list as long as the session (issue 26, item 7). Counted, not
    /// timed: `ChunkedArrayTests` shows the lists stay as short at a million.
    @Test func theFirstRefundAfterACheckpointCopiesAFewChunksOfEachStore() {
        var engine = Engine()
        engine.keepsEventsByTransaction = true
        engine.mustApply(.product(StoreProduct(id: "coins", kind: .consumable)), .launch)
        for _ in 0..<3_000 { engine.mustApply(.buy(productID: "coins", outcome: .success)) }
        let checkpoint = engine
        engine.mustApply(.refund(.id(1_500), .other))
        func bound<T>(_ type: T.Type) -> Int { 2 * (ChunkedArray<T>.chunkSize + 3 * ChunkedArray<T>.fanSize + 1) }
        let (app, kept) = (engine.devices[0].process, checkpoint.devices[0].process)
        let client = app.client as? ReferenceClient, keptClient = kept.client as? ReferenceClient
        let copied: [(store: String, slots: Int, bound: Int)] = [
            ("ledger", engine.store.transactions.unsharedSlotCount(with: checkpoint.store.transactions), bound(StoreTransaction.self)),
            ("events", engine.events.unsharedSlotCount(with: checkpoint.events), bound(Event.self)),
            ("events by transaction", engine.trace.eventsByTransaction.flatMap { e in checkpoint.trace.eventsByTransaction.map { e.unsharedSlotCount(with: $0) } } ?? -1, 2 * bound(UInt64.self)),
            ("credits", engine.devices[0].storage.consumables.credits.unsharedSlotCount(with: checkpoint.devices[0].storage.consumables.credits), bound(Int.self)),
            ("app delivered", app.delivered.unsharedSlotCount(with: kept.delivered), bound(UInt64.self)),
            ("app told revoked", app.toldRevoked.unsharedSlotCount(with: kept.toldRevoked), bound(UInt64.self)),
            ("client delivered", client.flatMap { c in keptClient.map { c.delivered.unsharedSlotCount(with: $0.delivered) } } ?? -1, bound(UInt64.self)),
            ("client told revoked", client.flatMap { c in keptClient.map { c.toldRevoked.unsharedSlotCount(with: $0.toldRevoked) } } ?? -1, bound(UInt64.self)),
        ]
        for (store, slots, bound) in copied {
            #expect(slots >= 0 && slots <= bound, "\(store): \(slots) slots copied, bound \(bound)")
        }
        #expect(engine.store.transactions.unsharedSlotCount(with: checkpoint.store.transactions) > 0)
        #expect(engine.devices[0].storage.consumables.credits.unsharedSlotCount(with: checkpoint.devices[0].storage.consumables.credits) > 0)
    }

    /// The chunked table reads as a dictionary would after any sequence of changes.
    @Test func theCreditTableReadsAsADictionary() {
        var rng = PropertyTests.SeededGenerator(state: 7)
        var table = CreditTable(), dictionary: [TransactionID: Int] = [:]
        for _ in 0..<20_000 {
            let id = TransactionID(Int.random(in: -3...5_000, using: &rng))
            if Bool.random(using: &rng) {
                let units = Int.random(in: 0...3, using: &rng)
                table[id] = (table[id] ?? 0) + units
                dictionary[id, default: 0] += units
            } else {
                #expect(table.removeValue(forKey: id) == dictionary.removeValue(forKey: id))
            }
        }
        #expect(table.count == dictionary.count)
        #expect(table.keys == dictionary.keys.sorted())
        for id: TransactionID in -3...5_100 { #expect(table[id] == dictionary[id]) }
        var copy = CreditTable()
        for id in dictionary.keys.shuffled(using: &rng) { copy[id] = dictionary[id] }
        #expect(copy == table && copy.hashValue == table.hashValue)
        copy[5_000] = (copy[5_000] ?? 0) + 1
        #expect(copy != table)
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
