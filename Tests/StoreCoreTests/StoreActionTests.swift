import Foundation
import Testing
@testable import StoreCore

/// Actions allowed where the real transaction manager allows them, and clear errors elsewhere.
struct StoreActionTests {
    static let coins = StoreProduct(id: "com.example.coins", kind: .consumable)
    static let monthly = SubscriptionTests.monthly

    func engine() -> Engine {
        var engine = demoEngine()
        engine.mustApply(.product(Self.coins), .product(Self.monthly), .launch)
        return engine
    }

    @Test func askToBuyApproved() {
        var engine = engine()
        engine.mustApply(.buy(productID: unlockID, outcome: .askToBuy), .expect(.pending(unlockID)),
                         .expect(.transactionState(.last, .pending)), .expect(.notOwned(unlockID)),
                         .approve(.last), .expect(.owned(unlockID)), .expect(.noPending),
                         .expect(.transactionState(.last, .purchased)), .expect(.transactionFinished(.last, true)), .expect(.noViolations))
    }

    @Test func theStoreIndexesPurchasesWaitingForApproval() {
        var engine = engine()
        engine.mustApply(.buy(productID: unlockID, outcome: .askToBuy), .buy(productID: Self.coins.id, outcome: .askToBuy))
        #expect(engine.store.pendingIDs == [1, 2])
        engine.mustApply(.approve(.id(1)), .decline(.id(2)))
        #expect(engine.store.pendingIDs == [])
    }

    @Test func interruptedPurchaseResolvedLater() {
        var engine = engine()
        engine.mustApply(.buy(productID: unlockID, outcome: .interrupted), .expect(.transactionState(.last, .interrupted)),
                         .expect(.notOwned(unlockID)), .resolve(.last), .expect(.owned(unlockID)), .expect(.noViolations))
    }

    @Test func cancelAndFailureChangeNothing() {
        var engine = engine()
        engine.mustApply(.buy(productID: unlockID, outcome: .cancel), .expect(.transactionState(.last, .cancelled)),
                         .buy(productID: unlockID, outcome: .fail(.networkError)), .expect(.transactionState(.last, .failed)),
                         .expect(.notOwned(unlockID)), .expect(.noViolations))
        #expect(engine.currentDevice.app?.message?.text == "Purchase failed (networkError)")
    }

    @Test func purchaseOnAnotherDeviceThenRestore() {
        var engine = engine()
        engine.mustApply(.quit, .buyElsewhere(productID: unlockID), .launch, .expect(.owned(unlockID)), .restore)
        #expect(engine.currentDevice.app?.message?.text == "Restored 1 purchase")
        var nothing = self.engine()
        nothing.mustApply(.restore)
        #expect(nothing.currentDevice.app?.message?.text == "Nothing to restore")
    }

    @Test func offlinePurchaseFailsAndRetryWorks() {
        var engine = engine()
        engine.mustApply(.offline, .buy(productID: unlockID, outcome: .success), .expect(.transactionState(.last, .failed)),
                         .online, .buy(productID: unlockID, outcome: .success), .expect(.owned(unlockID)))
    }

    @Test func productLoadingFailureKeepsTheAppLaunchable() {
        var engine = engine()
        engine.mustApply(.buy(productID: unlockID, outcome: .success), .products(.fail), .expect(.owned(unlockID)),
                         .products(.empty), .expect(.owned(unlockID)), .expect(.noViolations))
        var fresh = demoEngine()
        fresh.mustApply(.fail(.loadProducts, .networkError), .launch, .buy(productID: unlockID, outcome: .success))
        #expect(fresh.store.transactions.isEmpty)
        #expect(fresh.access.state.name == "evaluation")
    }

    @Test func deleteRemovesATransaction() {
        var engine = engine()
        engine.mustApply(.buy(productID: unlockID, outcome: .success), .delete(.last), .expect(.notOwned(unlockID)))
        #expect(engine.refusal(.refund(.id(1), .other)) == "transaction #1 was deleted")
    }

    @Test func consumableRefundTakesBackTheUnusedCredit() {
        var engine = engine()
        engine.mustApply(.buy(productID: Self.coins.id, outcome: .success), .buy(productID: Self.coins.id, outcome: .success),
                         .expect(.balance(Self.coins.id, 2)), .refund(.last, .other), .expect(.balance(Self.coins.id, 1)))
    }

    @Test(arguments: [
        (Command.approve(.id(1)), "is purchased, not pending"),
        (.decline(.id(1)), "is purchased, not pending"),
        (.refund(.id(2), .other), "there is no transaction #2 (the ledger has #1 to #1)"),
        (.expire(.id(1)), "only subscriptions expire"),
        (.renew(.id(1)), "not an auto-renewable subscription"),
        (.billingIssue(.id(1), grace: nil), "not an auto-renewable subscription"),
        (.resolve(.id(1)), "has nothing to resolve"),
        (.autoRenew(.id(1), on: false), "not an auto-renewable subscription"),
        (.buy(productID: "com.example.app.permanentUnlok", outcome: .success), "did you mean '\(unlockID)'?"),
        (.consume(productID: "com.example.coins", units: 1), "balance of com.example.coins on phone is 0"),
        (.consume(productID: unlockID, units: 1), "not a consumable"),
        (.familyStop(productID: unlockID), "is not being shared"),
        (.familyShare(productID: "com.example.coins"), "is not family shareable"),
        (.launch, "already running"),
        (.advance(.zero), "longer than 0s"),
        (.evaluation(EvaluationPolicy(unlockProductID: unlockID)), "already defined"),
        (.product(StoreProduct(id: unlockID, kind: .unlock)), "defined twice"),
        (.trial(id: "com.example.trial", of: "com.example.coins", lasting: .days(7)), "not an unlock"),
        (.trial(id: "com.example.trial", of: "com.example.nothing", lasting: .days(7)), "not in the catalogue"),
        (.deviceClock(TimeSpan(seconds: Int64.max)), "more than 1000 years off"),
        (.clock(date("2020-01-01T00:00:00Z")), "cannot move back"),
        (.timeZone("Mars/Olympus"), "unknown time zone"),
        (.expect(.balance(unlockID, 1)), "not a consumable"),
    ])
    func refusedWithAClearError(command: Command, message: String) {
        var engine = engine()
        engine.mustApply(.buy(productID: unlockID, outcome: .success))
        let (events, steps) = (engine.events.count, engine.stepCount)
        let refusal = engine.refusal(command)
        #expect(refusal?.contains(message) == true, "\(refusal ?? "accepted")")
        #expect(engine.events.count == events)
        #expect(engine.stepCount == steps)
    }

    @Test func aConsumedConsumableIsRefundedWithTheConsumptionTheAppReports() throws {
        var engine = engine()
        engine.mustApply(.buy(productID: Self.coins.id, outcome: .success), .consume(productID: Self.coins.id, units: 1))
        #expect(engine.refusal(.refund(.last, .other)) == nil)
        #expect(engine.store.transaction(1)?.state == .revoked)
        #expect(engine.store.reportedConsumption[1] == 100)
        #expect(engine.events.contains { $0.text.contains("reports 100% consumed (consumptionPercentage 100000") })
        #expect(engine.violations.isEmpty)
        engine.mustApply(.expect(.balance(Self.coins.id, 0)))
    }

    @Test func aStatedConsumptionIsWhatTheServerReports() throws {
        var engine = engine()
        engine.mustApply(.buy(productID: Self.coins.id, outcome: .success))
        try engine.apply(.refund(.last, .developerIssue, consumption: 25))
        #expect(engine.store.reportedConsumption[1] == 25)
        #expect(engine.events.contains { $0.text.contains("reports 25% consumed (consumptionPercentage 25000, as the scenario states)") })
    }

    @Test func approvingAFinishedPurchaseIsRefused() {
        var engine = engine()
        engine.mustApply(.buy(productID: unlockID, outcome: .success))
        #expect(engine.refusal(.approve(.last)) == "#1 \(unlockID) is purchased, not pending: only an Ask to Buy waiting for approval can be approved or declined")
    }

    @Test func appCommandsNeedARunningApp() {
        var engine = demoEngine()
        #expect(engine.refusal(.buy(productID: unlockID, outcome: .success)) == "the app is not running on phone; 'launch' it first")
        #expect(engine.refusal(.quit) == "the app is not running on phone; 'launch' it first")
    }
}

/// A failed expectation on the new fields says what was found.
@Suite struct FieldExpectationTests {
    static let monthly = StoreProduct(id: "pro.m", kind: .subscription(group: "pro", period: SubscriptionPeriod(count: 1, unit: .month), level: 1),
                                 price: Price(amount: Decimal(string: "9.99")!, currencyCode: "USD"))

    private static func failure(_ expectation: StoreCore.Expectation, after commands: [Command]) throws -> ExpectationFailure? {
        var engine = Engine(clock: date("2026-01-01T09:00:00Z"))
        engine.mustApply(.product(monthly), .launch)
        for command in commands { try engine.apply(command) }
        return try engine.apply(.expect(expectation)).failedExpectation
    }

    @Test func aWrongPriceSaysThePricePaid() throws {
        let failure = try Self.failure(.transactionField(.id(1), .price(ExpectedPrice(amount: Decimal(string: "4.99")!, currencyCode: "USD"))),
                                       after: [.buy(productID: "pro.m", outcome: .success)])
        #expect(failure?.expected == "transaction #1 pro.m price 4.99 USD")
        #expect(failure?.found == "price 9.99 USD")
    }

    @Test func aWrongRenewalPriceSaysTheRenewalPrice() throws {
        let failure = try Self.failure(.renewal(.id(1), .price(ExpectedPrice(amount: Decimal(string: "9.99")!, currencyCode: nil))),
                                       after: [.buy(productID: "pro.m", outcome: .success),
                                               .priceIncrease(productID: "pro.m", price: Price(amount: Decimal(string: "12.99")!, currencyCode: "USD"), consentRequired: false)])
        #expect(failure?.found == "price 12.99 USD")
    }

    @Test func ownershipRevocationAndEnvironmentSayWhatTheyAre() throws {
        let refund: [Command] = [.buy(productID: "pro.m", outcome: .success), .refund(.id(1), .developerIssue)]
        #expect(try Self.failure(.transactionField(.id(1), .ownership(.familyShared)), after: refund)?.found == "ownership purchased")
        #expect(try Self.failure(.transactionField(.id(1), .revocation(nil)), after: refund)?.found == "revocation developer-issue")
        #expect(try Self.failure(.transactionField(.id(1), .environment(.sandbox)), after: refund)?.found == "environment xcode")
    }

    @Test func thePurchaseErrorSaysWhatTheLastPurchaseThrew() throws {
        let failed: [Command] = [.buy(productID: "pro.m", outcome: .fail(.networkError))]
        #expect(try Self.failure(.purchaseError(nil), after: failed)?.found == "the last purchase threw networkError")
        #expect(try Self.failure(.purchaseError(.storeKit(.networkError)), after: failed) == nil)
        #expect(try Self.failure(.purchaseError(.storeKit(.networkError)), after: [])?.found == "the last purchase threw no error")
    }

    /// `expect message`: what the app on the current device tells its user now, by kind and text.
    @Test func theMessageIsWhatTheAppTellsItsUserNow() throws {
        let failed: [Command] = [.buy(productID: "pro.m", outcome: .fail(.networkError))]
        #expect(try Self.failure(.message(.failed, containing: "networkError"), after: failed) == nil)
        #expect(try Self.failure(.message(.failed, containing: nil), after: failed) == nil)
        #expect(try Self.failure(.message(.failed, containing: "timeout"), after: failed)?.found
                == "the app tells its user (failed) \"Purchase failed (networkError)\"")
        #expect(try Self.failure(.message(nil, containing: nil), after: failed)?.expected == "message none")
        #expect(try Self.failure(.message(nil, containing: nil), after: []) == nil)
        #expect(try Self.failure(.message(.pending, containing: nil), after: [])?.found == "the app shows no message")
        #expect(try Self.failure(.message(.failed, containing: nil), after: failed + [.quit])?.found == "the app is not running: no message")
        #expect(try Self.failure(.message(.pending, containing: "Ask to Buy"), after: [.buy(productID: "pro.m", outcome: .askToBuy)]) == nil)
    }

    @Test func noTransactionSaysWhichThereAre() throws {
        let failure = try Self.failure(.noTransaction("pro.m"), after: [.buy(productID: "pro.m", outcome: .cancel)])
        #expect(failure?.found == "1 transaction: #1 pro.m cancelled")
    }

    @Test func buyingTheCurrentPlanChargesNothingAndReturnsIt() throws {
        var engine = Engine(clock: date("2026-01-01T09:00:00Z"))
        engine.mustApply(.product(Self.monthly), .launch, .buy(productID: "pro.m", outcome: .success))
        try engine.apply(.buy(productID: "pro.m", outcome: .success))
        #expect(engine.store.transactions.count == 1)
        #expect(engine.events.last { $0.kind == .store }?.text
            == "The App Store tells the customer they are already subscribed to pro.m (#1); nothing is charged; purchase() returns #1")
        #expect(engine.violations.isEmpty)
    }
}
