import Foundation
import Testing
@testable import StoreCore

struct SubscriptionTests {
    static let monthly = StoreProduct(id: "com.example.pro.monthly", kind: .subscription(group: "pro", period: SubscriptionPeriod(count: 1, unit: .month), level: 2),
                                 price: Price(amount: 4.99, currencyCode: "USD"), familyShareable: true)
    static let premium = StoreProduct(id: "com.example.premium.monthly", kind: .subscription(group: "pro", period: SubscriptionPeriod(count: 1, unit: .month), level: 1))
    static let basic = StoreProduct(id: "com.example.basic.monthly", kind: .subscription(group: "pro", period: SubscriptionPeriod(count: 1, unit: .month), level: 3))
    static let pass = StoreProduct(id: "com.example.pass", kind: .nonRenewing(.days(30)))

    func engine() -> Engine {
        var engine = Engine(clock: date("2026-01-31T12:00:00Z"))
        engine.mustApply(.product(Self.monthly), .product(Self.premium), .product(Self.basic), .product(Self.pass), .launch)
        return engine
    }

    @Test func aYearOfMonthlyRenewalsInOneAdvance() {
        var engine = engine()
        engine.mustApply(.buy(productID: Self.monthly.id, outcome: .success), .advance(.days(365)))
        let renewals = engine.store.transactions.filter { $0.reason == .renewal }
        #expect(renewals.count == 12)
        #expect(renewals.map(\.id) == Array(2...13))
        #expect(renewals.first?.purchaseDate == date("2026-02-28T12:00:00Z"))
        #expect(renewals.filter { $0.originalID != 1 || !$0.finished }.isEmpty)
        #expect(engine.access.state == .subscribed(until: date("2027-02-28T12:00:00Z")))
        #expect(engine.violations.isEmpty)
    }

    @Test func aRenewalAndItsDeliveryAreLogged() {
        var engine = engine()
        engine.mustApply(.buy(productID: Self.monthly.id, outcome: .success))
        let report = try? engine.apply(.advance(.days(29)))
        #expect(report?.events.map(\.transcriptLine) == [
            "2026-01-31T12:00:00Z phone time: Advance 29d: true time 2026-01-31T12:00:00Z → 2026-03-01T12:00:00Z",
            "2026-02-28T12:00:00Z phone store: Renewed com.example.pro.monthly: #2 com.example.pro.monthly until 2026-03-31T12:00:00Z",
            "2026-02-28T12:00:00Z phone client: update: #2 com.example.pro.monthly verified; subscription active until 31 Mar 12:00",
        ])
    }

    @Test func theFirstGroupByNameThatGivesAccessDecides() {
        let alpha = StoreProduct(id: "alpha.monthly", kind: .subscription(group: "a", period: SubscriptionPeriod(count: 1, unit: .month), level: 1))
        let beta = StoreProduct(id: "beta.monthly", kind: .subscription(group: "b", period: SubscriptionPeriod(count: 1, unit: .month), level: 1))
        var engine = Engine(clock: date("2026-01-31T12:00:00Z"))
        engine.mustApply(.product(beta), .product(alpha), .launch, .buy(productID: beta.id, outcome: .success),
                         .buy(productID: alpha.id, outcome: .success), .billingIssue(.product(alpha.id), grace: .days(16)),
                         .advance(.days(29)))
        // Group a is in its grace period, group b renewed: a comes first by name.
        #expect(engine.access.state == .grace(until: date("2026-03-16T12:00:00Z")))
        engine.mustApply(.advance(.days(16)))
        // Group a is in billing retry (no access): b, still subscribed, decides.
        #expect(engine.access.state == .subscribed(until: date("2026-03-31T12:00:00Z")))
        #expect(engine.access.reason.contains("beta.monthly"))
    }

    @Test func billingIssueWithGraceThenRetryThenLapseThenWinBack() {
        var engine = engine()
        engine.mustApply(.buy(productID: Self.monthly.id, outcome: .success), .billingIssue(.last, grace: .days(16)),
                         .advance(.days(29)))
        #expect(engine.access.state == .grace(until: date("2026-03-16T12:00:00Z")))
        engine.mustApply(.advance(.days(16)))
        #expect(engine.access.state == .billingRetry)
        #expect(engine.access.paywallShown)
        engine.mustApply(.advance(.days(60)))
        #expect(engine.access.state == .lapsed(reason: "billing-error"))
        #expect(engine.store.effectiveState(of: engine.store.transaction(1)!) == .expired)
        engine.mustApply(.buy(productID: Self.monthly.id, outcome: .success))
        #expect(engine.access.state.name == "subscribed")
        #expect(engine.store.transaction(2)?.originalID == 2)
        #expect(engine.violations.isEmpty)
    }

    @Test func resolvingABillingIssueRenewsAtOnce() {
        var engine = engine()
        engine.mustApply(.buy(productID: Self.monthly.id, outcome: .success), .billingIssue(.last, grace: nil), .advance(.days(30)))
        #expect(engine.access.state == .billingRetry)
        engine.mustApply(.resolve(.id(1)))
        #expect(engine.access.state.name == "subscribed")
        #expect(engine.store.transactions.count == 2)
    }

    @Test func autoRenewOffLapsesAtTheEndOfThePeriod() {
        var engine = engine()
        engine.mustApply(.buy(productID: Self.monthly.id, outcome: .success), .autoRenew(.last, on: false), .advance(.days(27)))
        #expect(engine.access.state.name == "subscribed")
        engine.mustApply(.advance(.days(1)))
        #expect(engine.access.state == .lapsed(reason: "auto-renew-disabled"))
    }

    @Test func upgradeTakesEffectAtOnceDowngradeAtTheNextRenewal() {
        var engine = engine()
        engine.mustApply(.buy(productID: Self.monthly.id, outcome: .success), .advance(.days(3)),
                         .buy(productID: Self.premium.id, outcome: .success))
        #expect(engine.store.chains.first?.productID == Self.premium.id)
        #expect(engine.store.transaction(2)?.originalID == 1)
        engine.mustApply(.buy(productID: Self.basic.id, outcome: .success))
        #expect(engine.store.transactions.count == 2)
        #expect(engine.store.chains.first?.productID == Self.premium.id)
        engine.mustApply(.advance(.days(31)))
        #expect(engine.store.transactions.last?.productID == Self.basic.id)
        #expect(engine.violations.isEmpty)
    }

    @Test func revokedSubscription() {
        var engine = engine()
        engine.mustApply(.buy(productID: Self.monthly.id, outcome: .success), .revoke(.last))
        #expect(engine.access.state == .revoked)
    }

    @Test func expireEndsTheSubscriptionNow() {
        var engine = engine()
        engine.mustApply(.buy(productID: Self.monthly.id, outcome: .success), .expire(.last))
        #expect(engine.access.state == .lapsed(reason: "expired"))
        engine.mustApply(.expect(.transactionState(.id(1), .expired)))
    }

    @Test func nonRenewingSubscriptionsStack() {
        var engine = engine()
        engine.mustApply(.buy(productID: Self.pass.id, outcome: .success), .advance(.days(10)), .buy(productID: Self.pass.id, outcome: .success))
        #expect(engine.store.transaction(2)?.expirationDate == date("2026-04-01T12:00:00Z"))
        #expect(engine.access.state == .subscribed(until: date("2026-04-01T12:00:00Z")))
        engine.mustApply(.advance(.days(50)))
        #expect(engine.access.state == .lapsed(reason: "ended"))
    }

    @Test func renewalsWhileTheAppIsClosedArriveAtLaunch() {
        var engine = engine()
        engine.mustApply(.buy(productID: Self.monthly.id, outcome: .success), .quit, .advance(.days(100)), .launch)
        #expect(engine.access.state.name == "subscribed")
        #expect(engine.store.transactions.filter { !$0.finished }.isEmpty)
        #expect(engine.violations.isEmpty)
    }

    @Test func renewNowAddsAPeriodFromNow() {
        var engine = engine()
        engine.mustApply(.buy(productID: Self.monthly.id, outcome: .success), .advance(.days(2)), .renew(.last))
        #expect(engine.store.transaction(2)?.purchaseDate == date("2026-02-02T12:00:00Z"))
        #expect(engine.store.transaction(2)?.reason == .renewal)
    }
}

struct SubscriptionReviewTests {
    @Test func monthlyRenewalsKeepTheAnniversary() {
        var engine = Engine(clock: date("2026-01-31T12:00:00Z"))
        engine.mustApply(.product(SubscriptionTests.monthly), .launch, .buy(productID: SubscriptionTests.monthly.id, outcome: .success),
                         .advance(.days(60)))
        #expect(engine.store.transactions.map(\.expirationDate) == [date("2026-02-28T12:00:00Z"), date("2026-03-31T12:00:00Z"),
                                                                     date("2026-04-30T12:00:00Z")])
    }

    @Test func aFamilySharedSubscriptionGrantsAccessAndRenews() {
        var engine = Engine(clock: date("2026-01-31T12:00:00Z"))
        engine.mustApply(.product(SubscriptionTests.monthly), .launch, .familyShare(productID: SubscriptionTests.monthly.id))
        #expect(engine.access.state == .subscribed(until: date("2026-02-28T12:00:00Z")))
        #expect(engine.believesOwned(SubscriptionTests.monthly.id))
        engine.mustApply(.relaunch, .advance(.days(40)))
        #expect(engine.access.state.name == "subscribed")
        #expect(engine.store.transactions.last?.ownership == .familyShared)
        engine.mustApply(.familyStop(productID: SubscriptionTests.monthly.id))
        #expect(engine.access.state == .revoked)
        #expect(engine.violations.isEmpty)
    }

    @Test func aRefundedUnlockWithoutAnEvaluationIsRevoked() {
        var engine = Engine()
        engine.mustApply(.product(StoreProduct(id: "pro", kind: .unlock)), .launch, .buy(productID: "pro", outcome: .success),
                         .refund(.last, .other))
        #expect(engine.access.state == .revoked)
        #expect(engine.access.paywallShown)
        engine.mustApply(.buy(productID: "pro", outcome: .success))
        #expect(engine.access.state == .unlocked)
    }

    /// `expire` during billing retry (or grace) ends the subscription for its billing error: the
    /// renewal info said `expired` (StoreKit's `unknown`), and kept the billing issue (an outside
    /// round found it).
    @Test func expiringInBillingRetryIsABillingError() {
        let monthly = StoreProduct(id: "pro", kind: .subscription(group: "g", period: SubscriptionPeriod(count: 1, unit: .month), level: 1))
        var engine = Engine()
        engine.mustApply(.product(monthly), .launch, .buy(productID: "pro", outcome: .success),
                         .billingIssue(.last, grace: .days(3)), .advance(.days(35)), .expire(.last),
                         .expect(.renewal(.id(1), .expirationReason("billing-error"))))
        #expect(engine.access.state == .lapsed(reason: "billing-error"))
        // The period after the failed renewal was never paid for: the dates stay (it moved the
        // expiration to the moment of `expire`; a review found it).
        #expect(engine.store.transaction(1)?.expirationDate == date("2026-02-01T09:00:00Z"))
    }

    /// In a grace period with auto-renew off no billing retry would follow: `expire` there is the
    /// auto-renew lapse the end of the grace period would be (it said billing-error).
    @Test func expiringInGraceWithAutoRenewOffIsAnAutoRenewLapse() {
        let monthly = StoreProduct(id: "pro", kind: .subscription(group: "g", period: SubscriptionPeriod(count: 1, unit: .month), level: 1))
        var engine = Engine()
        engine.mustApply(.product(monthly), .launch, .buy(productID: "pro", outcome: .success),
                         .billingIssue(.last, grace: .days(16)), .advance(.days(31)), .autoRenew(.last, on: false), .expire(.last),
                         .expect(.renewal(.id(1), .expirationReason("auto-renew-disabled"))))
    }
}
