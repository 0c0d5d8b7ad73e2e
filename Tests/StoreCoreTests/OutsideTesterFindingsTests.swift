import Foundation
import Testing
@testable import StoreCore

/// Bugs an outside tester found by writing scenarios from PRODUCT.md alone; each test failed
/// before its fix.
struct OutsideTesterFindingsTests {
    static let coins = StoreProduct(id: "coins", kind: .consumable)
    static let pass = StoreProduct(id: "pass", kind: .nonRenewing(.days(30)))

    @Test func loadingProductsOfflineFails() {
        var engine = demoEngine()
        engine.mustApply(.launch, .offline, .products(.load))
        #expect(engine.events.last?.text.contains("Loading products failed (networkError)") == true)
    }

    @Test func grantUnverifiedTripsOnlyItsOwnInvariant() {
        var engine = Engine()
        engine.mustApply(.product(Self.coins), .client(.fault(.grantUnverified)), .launch,
                         .buy(productID: "coins", outcome: .unverified))
        #expect(engine.violations.map(\.invariant) == [.unverifiedGranted])
        #expect(engine.events.contains { $0.text == "purchase result: #1 coins failed verification, granted anyway; credited 1; balance 1" })
    }

    @Test func aViolationIsReportedOncePerStep() {
        var engine = Engine()
        engine.mustApply(.product(Self.coins), .client(.fault(.doubleCredit)), .launch)
        let report = try? engine.apply(.buy(productID: "coins", outcome: .success))
        #expect(report?.violations.map(\.invariant) == [.consumableDoubleCredit])
        #expect(report?.violations.first?.detail == "2 units of coins credited for 1 bought")
    }

    @Test func anInjectedEntitlementsFailureIsNamedNotCalledACancellation() {
        var engine = demoEngine()
        engine.mustApply(.fail(.entitlements, .networkError), .launch)
        let read = engine.events.first { $0.text.hasPrefix("Entitlements read (launch)") }
        #expect(read?.text.hasPrefix("Entitlements read (launch) failed (networkError) and answered nothing") == true)
    }

    @Test func aSecondPurchaseOfAnOwnedUnlockCannotComplete() {
        var engine = demoEngine()
        engine.mustApply(.launch, .buy(productID: unlockID, outcome: .askToBuy), .buy(productID: unlockID, outcome: .askToBuy),
                         .approve(.id(1)))
        #expect(engine.refusal(.approve(.id(2)))?.contains("already owns \(unlockID) (#1); decline it instead") == true)
        engine.mustApply(.decline(.id(2)))

        var interrupted = demoEngine()
        interrupted.mustApply(.launch, .buy(productID: unlockID, outcome: .interrupted), .buy(productID: unlockID, outcome: .success))
        #expect(interrupted.refusal(.resolve(.id(1)))?.contains("cannot resolve #1") == true)
    }

    /// An unlock the account owns, bought again in the app (an app that forgot it owned it):
    /// StoreKit 2's App Store gives it again for free and `purchase()` returns the transaction it
    /// owns. Nothing new is recorded or charged.
    @Test func buyingAnOwnedUnlockAgainReturnsTheOwnedTransaction() {
        var engine = demoEngine()
        engine.mustApply(.launch, .buy(productID: unlockID, outcome: .success), .buy(productID: unlockID, outcome: .success))
        #expect(engine.store.transactions.count == 1)
        #expect(engine.events.contains { $0.text == "The App Store tells the customer they already own \(unlockID) (#1) and gives it again for free; nothing is charged; purchase() returns #1" })
        #expect(engine.access.state == .unlocked)
        #expect(engine.violations.isEmpty)
        #expect(engine.refusal(.buyElsewhere(productID: unlockID))?.contains("already owns \(unlockID) (#1)") == true,
                "elsewhere there is nothing to record")
    }

    @Test func trueTimeMayRunToTheEndOfTheYear9999() {
        var engine = Engine(clock: date("9999-01-01T00:00:00Z"))
        engine.mustApply(.advance(.days(364)))
        #expect(engine.refusal(.advance(.days(1))) == "advancing 1d would pass the year 9999")
    }

    @Test func stoppingFamilySharingKeepsTheAccountsOwnPurchase() {
        var engine = demoEngine()
        engine.mustApply(.launch, .buy(productID: unlockID, outcome: .success), .familyShare(productID: unlockID),
                         .familyStop(productID: unlockID))
        #expect(engine.access.state == .unlocked)
        #expect(engine.grantedTransaction(unlockID) == 1)
        #expect(engine.violations.isEmpty)
    }

    @Test func refundingTheOwnPurchaseFallsBackToAFamilySharedCopy() {
        var engine = demoEngine()
        engine.mustApply(.launch, .familyShare(productID: unlockID), .buy(productID: unlockID, outcome: .success),
                         .refund(.id(2), .other))
        #expect(engine.access.state == .unlocked)
        #expect(engine.grantedTransaction(unlockID) == 1)
    }

    @Test func refundingTheSecondOfTwoStackedPassesKeepsTheFirst() {
        var engine = Engine()
        engine.mustApply(.product(Self.pass), .launch, .buy(productID: "pass", outcome: .success), .advance(.days(10)),
                         .buy(productID: "pass", outcome: .success), .refund(.id(2), .other))
        #expect(engine.access.state == .subscribed(until: date("2026-01-31T09:00:00Z")))
        engine.mustApply(.relaunch)
        #expect(engine.events.contains { $0.text == "Entitlements read (launch): pass" })
    }

    @Test func cachedBoolCreditsTheCompletedPurchaseNotALaterInterruptedAttempt() {
        var engine = demoEngine()
        engine.mustApply(.client(.fault(.cachedBool)), .launch, .buy(productID: unlockID, outcome: .success),
                         .refund(.id(1), .other), .buy(productID: unlockID, outcome: .interrupted), .relaunch)
        #expect(!engine.violations.contains { $0.invariant == .cancelledGranted })
        #expect(engine.grantedTransaction(unlockID) == 1)
    }

    /// Issue 12, bug 1: currentEntitlements lists the subscription, so the app knows it (it was
    /// `checking`, which is not new but still not what Apple's listing says).
    @Test func aSubscriberWhoseStatusReadFailsAtLaunchGoesByTheListing() {
        let monthly = StoreProduct(id: "s", kind: .subscription(group: "g", period: SubscriptionPeriod(count: 1, unit: .month), level: 1))
        var engine = Engine()
        engine.mustApply(.product(monthly), .launch, .buy(productID: "s", outcome: .success),
                         .fail(.subscriptionStatus, .networkError), .relaunch)
        #expect(engine.access.state.name == "subscribed")
        #expect(engine.access.reason.contains("listed as an entitlement"))
        #expect(!engine.access.paywallShown)
        #expect(engine.events.contains { $0.text.hasPrefix("Subscription status failed (networkError)") })
        engine.mustApply(.fail(.subscriptionStatus, nil), .relaunch)
        #expect(engine.access.state.name == "subscribed")
    }

    @Test func accessChangesInsideALongAdvanceAreLoggedWhenTheyHappen() {
        var evaluation = demoEngine()
        evaluation.mustApply(.launch, .advance(.days(30)))
        let expired = evaluation.events.filter(\.isAccessChange).map(\.transcriptLine)
        #expect(expired == ["2026-01-15T09:00:00Z phone client: Access now expired (was evaluation)"])

        let monthly = StoreProduct(id: "s", kind: .subscription(group: "g", period: SubscriptionPeriod(count: 1, unit: .month), level: 1))
        var subscription = Engine()
        subscription.mustApply(.product(monthly), .launch, .buy(productID: "s", outcome: .success),
                               .billingIssue(.last, grace: .days(3)), .advance(.days(100)))
        let changes = subscription.events.filter(\.isAccessChange).map(\.transcriptLine)
        #expect(changes == [
            "2026-02-01T09:00:00Z phone client: Access now grace (until 4 Feb 09:00) (was subscribed)",
            "2026-02-04T09:00:00Z phone client: Access now billing-retry (was grace)",
            "2026-04-02T09:00:00Z phone client: Access now lapsed (billing-error) (was billing-retry)",
        ])
    }

    @Test func anOfflineAppSeesItsKnownSubscriptionEndAtItsEndDate() {
        let monthly = StoreProduct(id: "s", kind: .subscription(group: "g", period: SubscriptionPeriod(count: 1, unit: .month), level: 1))
        var engine = Engine()
        engine.mustApply(.product(monthly), .launch, .buy(productID: "s", outcome: .success), .offline, .advance(.days(40)))
        let changes = engine.events.filter(\.isAccessChange).map(\.transcriptLine)
        #expect(changes == ["2026-02-01T09:00:00Z phone client: Access now lapsed (expired) (was subscribed)"])
    }

    @Test func autoRenewOffInGraceEndsWithTheGracePeriodAndInBillingRetryEndsNow() {
        let monthly = StoreProduct(id: "s", kind: .subscription(group: "g", period: SubscriptionPeriod(count: 1, unit: .month), level: 1))
        var grace = Engine()
        grace.mustApply(.product(monthly), .launch, .buy(productID: "s", outcome: .success), .billingIssue(.last, grace: .days(5)),
                        .advance(.days(32)), .autoRenew(.id(1), on: false))
        #expect(grace.events.last?.fact == .autoRenewSet(product: "s", latest: 1, .endsWithGrace(date("2026-02-06T09:00:00Z")), on: false))
        #expect(grace.events.last?.text == "Auto-renew off for s (#1); access ends with the grace period, 2026-02-06T09:00:00Z, with no billing retry")
        #expect(grace.access.state.name == "grace")
        grace.mustApply(.advance(.days(5)))
        #expect(grace.access.state == .lapsed(reason: "auto-renew-disabled"))

        var retry = Engine()
        retry.mustApply(.product(monthly), .launch, .buy(productID: "s", outcome: .success), .billingIssue(.last, grace: nil),
                        .advance(.days(35)), .autoRenew(.id(1), on: false))
        #expect(retry.access.state == .lapsed(reason: "auto-renew-disabled"))
        #expect(retry.store.chains.first?.nextBoundary == nil)
        #expect(retry.violations.isEmpty)
    }

    @Test func pastPeriodsRedeliveredAtLaunchAreFinishedInTheLog() {
        let monthly = StoreProduct(id: "s", kind: .subscription(group: "g", period: SubscriptionPeriod(count: 1, unit: .month), level: 1))
        var engine = Engine()
        engine.mustApply(.product(monthly), .launch, .buy(productID: "s", outcome: .success), .quit, .advance(.days(95)), .launch)
        let finished = engine.events.filter { $0.text.contains("past period") }.map(\.text)
        #expect(finished == ["redelivered at launch: #2 s is a past period; nothing to deliver, finished",
                             "redelivered at launch: #3 s is a past period; nothing to deliver, finished"])
        #expect(engine.store.transactions.allSatisfy { $0.finished })
    }

    @Test func anOfflineRelaunchReadsTheDevicesCopyNotTheStoresLaterRefund() {
        var engine = demoEngine()
        engine.mustApply(.launch, .buy(productID: unlockID, outcome: .success), .offline, .refund(.id(1), .other), .relaunch)
        #expect(engine.access.state == .unlocked)
        engine.mustApply(.online)
        #expect(engine.access.state.name == "evaluation")
    }

    @Test func notOwnedIsNotBelievedWithoutAnAnswer() {
        var engine = demoEngine()
        engine.mustApply(.launch, .buy(productID: unlockID, outcome: .success), .device("tablet"), .offline, .launch)
        let report = try? engine.apply(.expect(.notOwned(unlockID)))
        #expect(report?.failedExpectation?.found.hasPrefix("not known on tablet") == true)
    }

    @Test func switchingBackToAnAccountFinishesWhatWasApprovedMeanwhile() {
        var engine = demoEngine()
        engine.mustApply(.launch, .buy(productID: unlockID, outcome: .askToBuy), .account("other"), .approve(.id(1)),
                         .account(Engine.defaultAccount))
        #expect(engine.store.transaction(1)?.finished == true)
        #expect(engine.access.state == .unlocked)
        #expect(engine.violations.isEmpty)
    }
}
