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
            for id in [1, 3, 7, 12, 30] {
                let sentence = EventWording.sentence(fact)
                #expect(fact.names(transaction: id) == EventFact.names(id, in: sentence), "#\(id): \(sentence)")
            }
        }
    }

    @Test func aZeroPaddedOrLongerNumberIsNotTheTransaction() {
        for (text, id, names) in [("code #007 and #7.", 7, true), ("code #007 only", 7, false), ("#70 and #17", 7, false),
                                  ("#12 is 12", 12, true), ("no mark 7", 7, false), ("x #07", 7, false), ("#7", 7, true)] {
            #expect(EventFact.clientSaid(text).names(transaction: id) == names, "\(text)")
            #expect(EventFact.names(id, in: text) == names, "\(text)")
        }
    }

    /// One fact of each kind; the strings that could hold a `#` do.
    static let everyFact: [EventFact] = {
        let at = Engine.defaultClock
        let locale = Locale(identifier: "en_US")
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
            .accessChanged(was: "grace", to: .lapsed(reason: "x#3")), .accessChanged(was: "checking", to: .subscribed(until: at)),
            .violation(violation), .expectationFailed(ExpectationFailure(expected: "transaction #3 p", found: "#7 x")),
        ]
    }()
}
