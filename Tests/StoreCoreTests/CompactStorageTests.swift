import Foundation
import Testing
@testable import StoreCore

/// How a long session's ledger and event log are kept small (issue 13): transactions sharing
/// their details, event sentences as shared wordings and numbers. What is read is what was put in.
@Suite struct CompactStorageTests {
    // MARK: Event sentences

    /// A written sentence as the phrasebook keeps it.
    private func kept(_ text: String, in book: inout EventPhrasebook) -> EventSentence {
        book.compact(.written(text))
    }

    @Test func aWrittenSentenceReadsBackExactly() {
        var book = EventPhrasebook()
        let texts = [
            "Bought coins: #1000000 purchased, verified",
            "purchase result: #7 coins verified; credited 1; balance 18446744073709551615",
            "until 2026-01-09T09:00:05Z, then 0 and 00 and 007 and 10",
            "a run longer than 18 digits stays in the wording: 1234567890123456789012 and 99",
            "no numbers at all",
            "",
            "7",
            "ünïcode 東京 🙂 #42 near digits٣",
        ]
        for text in texts {
            let sentence = kept(text, in: &book)
            #expect(sentence.text == text)
            if case .written = sentence { Issue.record("kept written: \(text)") }
        }
    }

    @Test func sentencesWordedAlikeShareTheirWording() {
        var book = EventPhrasebook()
        guard case .worded(let first, _) = kept("Bought coins: #1 purchased, verified", in: &book),
              case .worded(let second, _) = kept("Bought coins: #20 purchased, verified", in: &book),
              case .worded(let other, _) = kept("Bought gems: #3 purchased, verified", in: &book) else {
            Issue.record("not kept as wordings")
            return
        }
        #expect(first === second)
        #expect(first !== other)
        // A zero-padded number is a wording of its own: `09` must read back as `09`.
        guard case .worded(let padded, _) = kept("at 09:00", in: &book),
              case .worded(let plain, _) = kept("at 9:00", in: &book) else { return }
        #expect(padded !== plain)
    }

    /// A wording is found by a hash of its key, then checked byte for byte: a text that differs
    /// anywhere, in its words or the widths of its numbers, is not that wording.
    @Test func aWordingMatchesOnlyTextsWordedExactlyAlike() {
        let template = EventTemplate(wordingOf: "Bought coins: #7 purchased, 09 and 1234567890123456789012")
        func words(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { template.numbers(ifWording: $0) != nil }
        }
        #expect(words("Bought coins: #7 purchased, 09 and 1234567890123456789012"))
        #expect(words("Bought coins: #123456 purchased, 01 and 1234567890123456789012"))
        #expect(!words("Bought coins: #7 purchased, 9 and 1234567890123456789012"))
        #expect(!words("Bought coins: #7 purchased, 009 and 1234567890123456789012"))
        #expect(!words("Bought coins: #7 purchased, 09 and 1234567890123456789013"))
        #expect(!words("Bought gems: #7 purchased, 09 and 1234567890123456789012"))
        #expect(!words("Bought coins: #7 purchased, 09 and 1234567890123456789012!"))
        #expect(!words("Bought coins: #7 purchased, 09 and "))
        #expect(!words(""))
    }

    /// A NUL followed by a small byte spells a number's mark in a wording's key: such a text must
    /// not pass for the wording, whichever way the wording is found.
    @Test func aTextSpellingANumbersMarkIsKeptAsItIs() {
        var book = EventPhrasebook()
        #expect(kept("a 5 b", in: &book).text == "a 5 b")
        let marked = "a \u{0}\u{1} b"
        #expect(kept(marked, in: &book).text == marked)
        let template = EventTemplate(wordingOf: "a 5 b")
        var text = marked
        #expect(text.withUTF8 { template.numbers(ifWording: $0) } == nil)
    }

    @Test func whatDoesNotFitIsKeptWritten() {
        var book = EventPhrasebook()
        // An 18-digit number takes 9 of the 24 bytes: two fit, three do not.
        let two = "999999999999999999 999999999999999999"
        if case .worded = kept(two, in: &book) {} else { Issue.record("two 18-digit numbers kept written") }
        let many = two + " 999999999999999999"
        if case .written = kept(many, in: &book) {} else { Issue.record("numbers beyond 24 bytes kept as a wording") }
        let nul = "a\u{0}b 1"
        if case .written = kept(nul, in: &book) {} else { Issue.record("a NUL kept as a wording") }
        #expect(kept(many, in: &book).text == many)
        #expect(kept(nul, in: &book).text == nul)
    }

    @Test func pastTheLimitNewWordingsAreKeptWritten() {
        var book = EventPhrasebook()
        // Wordings told apart by letters, not digits (digits are numbers, not wording).
        func letters(_ index: Int) -> String {
            var rest = index, word = ""
            repeat {
                word.append(Character(UnicodeScalar(UInt8(97 + rest % 26))))
                rest /= 26
            } while rest > 0
            return word
        }
        for index in 0..<EventPhrasebook.wordingLimit { _ = kept("wording \(letters(index)) 0", in: &book) }
        let known = kept("wording a 7", in: &book)
        let new = kept("a wording never seen", in: &book)
        if case .worded = known {} else { Issue.record("a known wording is no longer shared") }
        if case .written = new {} else { Issue.record("the book grew past its limit") }
        #expect(new.text == "a wording never seen")
    }

    @Test func sentencesAreEqualWhenTheyReadTheSame() {
        var book = EventPhrasebook()
        let worded = kept("Bought coins: #5 purchased, verified", in: &book)
        #expect(worded == .written("Bought coins: #5 purchased, verified"))
        #expect(worded != kept("Bought coins: #6 purchased, verified", in: &book))
        #expect(Set([worded, .written("Bought coins: #5 purchased, verified")]).count == 1)
    }

    @Test func eventNumbersReadBackInOrder() {
        var numbers = EventNumbers()
        let values: [UInt64] = [0, 1, 127, 128, 16_383, 16_384, 1_000_000]
        for value in values {
            let fits = numbers.append(value)
            #expect(fits)
        }
        var reader = numbers.reader()
        let read = values.map { _ in reader.next() }
        #expect(read == values)
        var full = EventNumbers()
        let twoFit = full.append(.max) && full.append(.max)
        let thirdFits = full.append(.max)
        #expect(twoFit && !thirdFits)
        var fullReader = full.reader()
        let readBack = [fullReader.next(), fullReader.next()]
        #expect(readBack == [.max, .max])
    }

    @Test func anEventKeepsItsStepClampedTo32Bits() {
        let name = Event.DeviceName("phone")
        let now = Date(timeIntervalSince1970: 0)
        #expect(Event(step: 12, trueTime: now, deviceTime: now, device: name, sentence: .written("x"), kind: .store).step == 12)
        #expect(Event(step: Int(UInt32.max) + 5, trueTime: now, deviceTime: now, device: name, sentence: .written("x"), kind: .store).step
                == Int(UInt32.max))
        #expect(MemoryLayout<Event>.stride <= 64)
    }

    @Test func aSessionsEventsAndTranscriptReadAsWritten() {
        var engine = Engine()
        engine.mustApply(.product(Product(id: "coins", kind: .consumable)), .launch)
        for _ in 0..<3 { engine.mustApply(.buy(productID: "coins", outcome: .success)) }
        let bought = engine.events.filter { $0.kind == .store }.map(\.text)
        #expect(bought == (1...3).map { "Bought coins: #\($0) purchased, verified" })
        #expect(engine.events.last?.text == "purchase result: #3 coins verified; credited 1; balance 3")
        #expect(engine.events.last?.device == "phone")
    }

    // MARK: Transactions

    @Test func equalTransactionsShareOneBoxOfDetails() {
        var engine = Engine()
        engine.mustApply(.product(Product(id: "coins", kind: .consumable, price: Price(amount: 0.99, currencyCode: "USD"))), .launch)
        for _ in 0..<3 { engine.mustApply(.buy(productID: "coins", outcome: .success)) }
        let ledger = Array(engine.store.transactions)
        #expect(ledger[0].details === ledger[1].details && ledger[1].details === ledger[2].details)
        #expect(ledger[2].price == Price(amount: 0.99, currencyCode: "USD"))
        #expect(MemoryLayout<Transaction>.stride <= 56)
    }

    @Test func aRenewalSharesTheBoxOfTheOneBefore() {
        var engine = Engine()
        let daily = SubscriptionPeriod(count: 1, unit: .day)
        engine.mustApply(.product(Product(id: "pro", kind: .subscription(group: "g", period: daily, level: 1))), .launch,
                         .buy(productID: "pro", outcome: .success), .advance(.days(3)))
        let ledger = Array(engine.store.transactions)
        #expect(ledger.count == 4)
        #expect(ledger[2].details === ledger[3].details)
        #expect(ledger[3].reason == .renewal && ledger[3].device == nil)
    }

    @Test func settingABoxedFieldChangesThatTransactionOnly() {
        var engine = Engine()
        engine.mustApply(.product(Product(id: "coins", kind: .consumable)), .launch)
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
        var tx = Transaction(id: 9, originalID: 3, productID: "p", kind: .nonRenewing(.days(30)), account: "a", device: "tablet",
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
