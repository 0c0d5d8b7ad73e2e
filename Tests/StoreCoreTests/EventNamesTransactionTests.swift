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
                for id in [0, 1, 2, 3, 7, 10, 12, count, count + 1].map({ TransactionID($0) }) {
                    let found = EventFact.names(id, in: event.text)
                    #expect(event.names(transaction: id) == found, "seed \(seed), #\(id): \(event.text)")
                    if found { named += 1 }
                }
            }
        }
        #expect(named > 500)
    }

    /// Every fact, its strings holding a `#` where it has strings: what it says it names is what
    /// its sentence names.
    @Test func everyFactNamesWhatItsSentenceNames() {
        for fact in Self.everyFact {
            for id: TransactionID in [1, 3, 7, 12, 30] {
                let sentence = EventWording.sentence(fact)
                #expect(fact.names(transaction: id) == EventFact.names(id, in: sentence), "#\(id): \(sentence)")
            }
        }
    }

    /// The log's index of events by transaction (issue 26, item 5) finds exactly what a look
    /// through every event finds, for every id named and a few never named, over seeded random
    /// sessions; and a copy of the engine (an undo checkpoint) keeps its own.
    @Test func theIndexByTransactionFindsWhatALookThroughTheLogFinds() {
        var found = 0
        for seed in UInt64(1)...UInt64(80) {
            var rng = PropertyTests.SeededGenerator(state: seed)
            var engine = Engine()
            for product in PropertyTests.products { _ = try? engine.apply(.product(product)) }
            var checkpoint: Engine?
            for step in 0..<40 {
                _ = try? engine.apply(PropertyTests.randomCommand(&rng))
                if step == 20 { checkpoint = engine }
            }
            for candidate in [engine, checkpoint].compactMap({ $0 }) {
                let count = candidate.store.transactions.count
                for id in (Array(0...(count + 3)) + [70, 4_096, 10_000, 999_999]).map({ TransactionID($0) }) {
                    let indexed = candidate.events(naming: id)
                    #expect(indexed == candidate.events.naming(transaction: id), "seed \(seed), #\(id)")
                    found += indexed.count
                }
            }
        }
        #expect(found > 400)
    }

    /// With the index off (as a scenario run has it) the log keeps none, and finds a
    /// transaction's events by looking through it; turned on again part way, the index is built
    /// from the whole log and kept from then on: both find what an engine that kept it always finds.
    @Test func theIndexTurnedOffAndOnAgainFindsWhatAKeptIndexFinds() {
        var found = 0
        for seed in UInt64(1)...UInt64(40) {
            var rng = PropertyTests.SeededGenerator(state: seed)
            var kept = Engine(), dropped = Engine()
            dropped.keepsEventsByTransaction = false
            #expect(!dropped.keepsEventsByTransaction && dropped.trace.eventsByTransaction == nil)
            for product in PropertyTests.products {
                _ = try? kept.apply(.product(product))
                _ = try? dropped.apply(.product(product))
            }
            for step in 0..<40 {
                let command = PropertyTests.randomCommand(&rng)
                _ = try? kept.apply(command)
                _ = try? dropped.apply(command)
                if step == 20 {
                    for id in TransactionID(0)...TransactionID(kept.store.transactions.count + 2) { #expect(dropped.events(naming: id) == kept.events(naming: id)) }
                    dropped.keepsEventsByTransaction = true
                }
            }
            #expect(dropped.trace.eventsByTransaction != nil)
            for id in (Array(0...(kept.store.transactions.count + 3)) + [4_096, 999_999]).map({ TransactionID($0) }) {
                #expect(dropped.events(naming: id) == kept.events(naming: id), "seed \(seed), #\(id)")
                found += kept.events(naming: id).count
            }
        }
        #expect(found > 200)
    }

    /// What each fact says it names, one by one, is what its sentence names.
    @Test func everyFactListsWhatItsSentenceNames() {
        for fact in Self.everyFact {
            let sentence = EventWording.sentence(fact)
            var listed: Set<TransactionID> = []
            fact.forEachNamedTransaction { listed.insert($0) }
            for id: TransactionID in 0...40 { #expect(listed.contains(id) == EventFact.names(id, in: sentence), "#\(id): \(sentence)") }
        }
        for text in ["code #007 and #7.", "#70 and #17", "##5", "#5#6", "x #07", "#0", "#12٣ #4", "#99999999999999999999999 #3"] {
            var listed: Set<TransactionID> = []
            EventFact.forEachID(in: text) { listed.insert($0) }
            for id: TransactionID in 0...100 { #expect(listed.contains(id) == EventFact.names(id, in: text), "#\(id) in \(text)") }
        }
    }

    /// ASCII text is searched byte by byte: it finds what a search character by character finds,
    /// over seeded random texts of `#`, digits, letters and the odd non-ASCII character.
    @Test func theByteSearchFindsWhatTheCharacterSearchFinds() {
        let pieces = ["#", "#", "#", "0", "0", "7", "1", "9", "12", "a", " ", ".", "\r\n", "99999999999999999999",
                      "٣", "\u{301}", "é", "#\u{20E3}", "½", "x"]
        var rng = PropertyTests.SeededGenerator(state: 26)
        var ascii = 0
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<Int(rng.next() % 12) { text += pieces[Int(rng.next() % UInt64(pieces.count))] }
            if text.utf8.allSatisfy({ $0 < 0x80 }) { ascii += 1 }
            var fast: [TransactionID] = [], slow: [TransactionID] = []
            EventFact.forEachID(in: text) { fast.append($0) }
            EventFact.forEachIDByCharacter(in: text) { slow.append($0) }
            #expect(fast == slow, "\(text.debugDescription)")
        }
        #expect(ascii > 5_000)
    }

    @Test func aZeroPaddedOrLongerNumberIsNotTheTransaction() {
        for (text, id, names) in [("code #007 and #7.", 7, true), ("code #007 only", 7, false), ("#70 and #17", 7, false),
                                  ("#12 is 12", 12, true), ("no mark 7", 7, false), ("x #07", 7, false), ("#7", 7, true)] {
            #expect(EventFact.clientSaid(text).names(transaction: TransactionID(id)) == names, "\(text)")
            #expect(EventFact.names(TransactionID(id), in: text) == names, "\(text)")
        }
    }

    /// One fact of each kind; the strings that could hold a `#` do.
    static let everyFact: [EventFact] = {
        let at = Engine.defaultClock
        let locale = PriceLocale.enUS
        let price = Price(amount: 9.99, currencyCode: "USD")
        let month = SubscriptionPeriod(count: 1, unit: .month)
        let offer = SubscriptionOffer(kind: .promotional, id: "spring#7", paymentMode: .payUpFront, period: month, price: price)
        let terms = PurchaseExpiry.withOffer(at, .init(type: .promotional, offer: offer, paymentMode: .payUpFront, locale: locale))
        let product = StoreProduct(id: "pro#12", kind: .subscription(group: "g", period: month, level: 1), price: price)
        let violation = Violation(invariant: .leftUnfinished, step: 1, trueTime: at, device: "phone", detail: "#3 p#7 was handed")
        return [
            .productAdded(product, locale: locale), .storekitLoaded(path: "a#7.storekit", products: 12),
            .evaluationDefined(EvaluationPolicy(unlockProductID: "u#3")), .trialDefined(id: "t#1", of: "u#3", lasting: .days(7)),
            .offerAdded(product: "pro#12", offer, locale: locale), .nonRenewingLength(product: "pass#30", lasting: .days(30)),
            .clientChosen(.registered("notes#1"), appRunning: true), .clientChosen(.fault(.finishForeign), appRunning: false),
            .quirkSet(.listedLate, on: false), .storeCallFailing(.purchase, .networkError), .storeCallFailing(.sync, nil),
            .deviceSelected("pad#3"), .deviceAdded("pad#7", account: "a#12"), .timeZoneSet("Etc/GMT+3"),
            .trueClockSet(at), .advanced(.days(12), from: at, to: at), .deviceClockMoved(.days(-3), before: at, after: at, offset: .days(-3)),
            .deviceClockMoved(.days(7), before: at, after: at, offset: .zero),
            .appLaunched(listening: true), .appLaunched(listening: false), .appQuit, .appReinstalled,
            .featureUsed(.evaluation(daysLeft: 12, endsAt: at)), .featureUsed(.lapsed(reason: "x#7")),
            .connectivity(device: "pad#7", online: true), .accountSwitched(device: "pad#1", account: "b#3"),
            .consumed(units: 12, product: "coins#7", balance: 3),
            .bought(transaction: 3, product: "pack#12", .none), .bought(transaction: 7, product: "coins", .at(at)),
            .bought(transaction: 1, product: "pro", terms), .boughtUnverified(transaction: 3, product: "p#7"),
            .askToBuyPending(transaction: 12, product: "p#3"), .purchaseCancelled(transaction: 7, product: "p"),
            .purchaseFailed(transaction: 30, product: "p#1", .networkError),
            .offerPurchaseFailed(transaction: 3, product: "p#7", .promotional(offerID: "o#12", signature: .invalid), .invalidOfferSignature),
            .purchaseInterrupted(transaction: 1, product: "p#30"), .boughtElsewhere(transaction: 12, product: "p#3", .at(at)),
            .familyShared(transaction: 7, product: "u#1", terms),
            .changeScheduled(.downgrade, product: "basic#3", offer: offer, latest: 7, at: at),
            .waitingPurchaseCompleted(.approved, transaction: 3, product: "p#12", .none),
            .waitingPurchaseScheduled(.resolved, transaction: 12, product: "p#1", offer: nil, latest: 7, at: at),
            .declined(transaction: 7, product: "p#3", silent: true), .revoked(.familySharingStopped, transaction: 3, product: "u", .other, at: at),
            .expiredNow(transaction: 30, product: "p"), .deleted(transaction: 1, product: "p#7"), .listedLate([3, 12, 70]),
            .renewed(transaction: 3, product: "s#1", until: at), .renewedNow(chainProduct: "s#7", transaction: 12, product: "s", .at(at)),
            .changedAtOnce(.upgrade, old: 3, oldProduct: "basic#12", newProduct: "pro#7"),
            .offerEnded(offer, transaction: 7, product: "pro", regularPrice: price, locale: locale),
            .offerStarted(transaction: 1, product: "pro#3", offer, locale: locale),
            .billingIssueSet(transaction: 3, product: "s", due: at, grace: .days(16)),
            .billingIssueResolvedEarly(transaction: 12, product: "s#7"),
            .billingIssueResolved(chainProduct: "s#1", transaction: 7, product: "s", .none),
            .autoRenewSet(product: "s#3", latest: 12, .endsWithGrace(at), on: false), .autoRenewSet(product: "s", latest: 7, .retryStopped, on: true),
            .autoRenewSet(product: "s", latest: 1, .renewsOnceResolved, on: true), .autoRenewSet(product: "s", latest: 30, .renewsOrEnds(at), on: false),
            .expiredWithAutoRenewOff(product: "s#7", latest: 3, freeTrialEnded: true), .expiredWithoutConsent(product: "s", latest: 12),
            .renewalFailedIntoGrace(product: "s#12", latest: 1, until: at), .renewalFailedIntoRetry(product: "s", latest: 7, until: at),
            .graceEndedWithAutoRenewOff(product: "s", latest: 30, at: at), .graceEndedIntoRetry(product: "s#3", latest: 7, until: at),
            .retryGaveUp(product: "s", latest: 3),
            .priceRaised(product: "s#7", from: price, to: Price(amount: 12.99, currencyCode: "USD"), consentRequired: true,
                         subscribers: [.init(latest: 3, account: "a#12")], locale: locale),
            .priceRaised(product: "s", from: nil, to: price, consentRequired: false, subscribers: [], locale: locale),
            .priceDeclined(product: "s", latest: 12, renewal: at), .priceAgreed(product: "s#1", latest: 7, renewal: at),
            .offerFromNextRenewal(offer, product: "s", latest: 3, at: at),
            .offerCode(code: "C#3", offer, product: "s", .alreadyRedeemed), .offerCode(code: nil, offer, product: "s#12", .ineligible(.new)),
            .offerCode(code: nil, offer, product: "s", .redeemedBySubscriber(latest: 7, at: at)),
            .offerCode(code: "X", offer, product: "s", .redeemed(transaction: 30, terms)),
            .clientSaid("update: #7 p#12 delivered"), .credited(transaction: 3, product: "gems#7x", units: 12, balance: 7, via: .update),
            .subscriptionDelivered(transaction: 12, product: "s#3", until: nil, via: .sweep),
            .clientWrote(.productsLoaded([LoadedProduct(product: StoreProduct(id: "p#7", kind: .unlock, price: price),
                                                        isEligibleForIntroOffer: false, storefrontLocale: locale)])),
            .clientWrote(.entitlementsRead(reason: "launch", fromDeviceCopy: true, owned: ["a#3", "b"])),
            // A `#` in every field a client line writes: the reason, a written price, the fourth
            // product (which the line leaves out), what a delivery did.
            .clientWrote(.entitlementsRead(reason: "after #12", fromDeviceCopy: false, owned: [])),
            .clientWrote(.productsLoaded(["a", "b", "c", "d#3"].map { id in
                LoadedProduct(product: StoreProduct(id: id, kind: .unlock), displayPrice: id == "b" ? "#7 coins" : nil)
            })),
            .clientWrote(.delivered(via: .update, transaction: 3, product: "x", verified: true, what: "replaces #12")),
            .clientWrote(.evaluationStarted(EvaluationPolicy(unlockProductID: "p#12"), end: at)),
            .clientWrote(.delivered(via: .update, transaction: 7, product: "x#12", verified: false, what: "access until ?")),
            .accessChanged(was: "grace", to: .lapsed(reason: "x#3")), .accessChanged(was: "checking", to: .subscribed(until: at)),
            .violation(violation), .expectationFailed(ExpectationFailure(expected: "transaction #3 p", found: "#7 x")),
        ]
    }()
}
