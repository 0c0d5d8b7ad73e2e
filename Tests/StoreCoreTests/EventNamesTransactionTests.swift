import Foundation
import Testing
@testable import StoreCore

/// A transaction's detail finds the events naming it without spelling each one out
/// (`Event.names(transaction:)`): it must find exactly what a search of the text finds.
struct EventNamesTransactionTests {
    @Test func agreesWithASearchOfTheTextOverRandomSessions() {
        var named = 0
        for seed in UInt64(1)...UInt64(120) {
            var rng = PropertyTests.SeededGenerator(state: seed)
            var engine = Engine()
            for product in PropertyTests.products { _ = try? engine.apply(.product(product)) }
            for _ in 0..<40 { _ = try? engine.apply(PropertyTests.randomCommand(&rng)) }
            let count = engine.store.transactions.count
            for event in engine.events {
                for id in [0, 1, 2, 3, 7, 10, 12, count, count + 1] {
                    let found = EventSentence.names(id, in: event.text)
                    #expect(event.names(transaction: id) == found, "seed \(seed), #\(id): \(event.text)")
                    if found { named += 1 }
                }
            }
        }
        #expect(named > 500)
    }

    /// A sentence kept as its facts names its own transaction, and any `#N` in its product id.
    @Test func aSentenceKeptAsFactsNamesWhatItsTextNames() {
        let until = Engine.defaultClock
        let sentences: [EventSentence] = [
            .bought(transaction: 3, product: "pack#12", expires: nil), .bought(transaction: 3, product: "coins", expires: until),
            .credited(transaction: 3, product: "gems#7x", units: 12, balance: 7, via: .update),
            .renewed(transaction: 3, product: "s#1", until: until),
            .subscriptionDelivered(transaction: 3, product: "s", until: nil, via: .sweep),
        ]
        for sentence in sentences {
            for id in [1, 3, 7, 12, 30] {
                #expect(sentence.names(transaction: id) == EventSentence.names(id, in: sentence.text), "#\(id): \(sentence.text)")
            }
        }
    }

    @Test func aZeroPaddedOrLongerNumberIsNotTheTransaction() {
        var book = EventPhrasebook()
        for (text, id, names) in [("code #007 and #7.", 7, true), ("code #007 only", 7, false), ("#70 and #17", 7, false),
                                  ("#12 is 12", 12, true), ("no mark 7", 7, false), ("x #07", 7, false), ("#7", 7, true)] {
            let sentence = book.compact(.written(text))
            #expect(sentence.names(transaction: id) == names, "\(text)")
            #expect(EventSentence.names(id, in: sentence.text) == names, "\(text)")
        }
    }
}
