import Foundation
import StoreCore
import StoreKitTwin
import StoreKitTwinTest
import Testing
@testable import TwinExamples

/// `TwinTestSession`: each call is the step of the command vocabulary it names, the app's code
/// settles within it, and what the engine refuses, an `expect` that fails or a line that does not
/// parse is thrown with the engine's or the parser's words.
@Suite struct TwinTestSessionTests {
    private static let unlock = "product com.example.app.permanentUnlock unlock price 7.99 USD"
    private static let monthly = "com.example.pro.monthly"

    @Test @MainActor func aTapOnBuyRunsTheAppsPurchaseCode() throws {
        let session = try TwinTestSession(UnlockStore.self, setup: Self.unlock)
        #expect(session.app == nil)
        try session.launch()
        #expect(session.access.state == .evaluation(daysLeft: 14, endsAt: session.engine.store.now.addingTimeInterval(14 * 86_400)))
        try session.buy("com.example.app.permanentUnlock")
        #expect(session.app?.unlockTransaction?.id == 1)
        #expect(session.transaction(identifier: 1)?.finished == true)
        try session.run("expect access unlocked")
        #expect(session.eventLog.last == "2026-01-01T09:00:00Z phone store: Bought com.example.app.permanentUnlock: #1 purchased, verified")
        #expect(session.violations.isEmpty)
    }

    /// The transaction manager's actions reach a subscription store: renewal, a billing issue
    /// with grace, its resolution, auto-renew off and the lapse, a price increase agreed to.
    @Test func theTransactionManagerReachesASubscriptionStore() throws {
        let session = try TwinTestSession(SubscriptionStore.self, setup: "product \(Self.monthly) subscription pro P1M price 4.99 USD")
        try session.launch()
        try session.buy(Self.monthly)
        try session.run("expect access subscribed")
        try session.forceRenewalOfSubscription(productIdentifier: Self.monthly)
        try session.run("expect transaction #2 purchased")
        try session.beginBillingIssueForTransaction(identifier: 2, gracePeriod: .days(6))
        try session.advance(by: .days(31))
        try session.run("expect access grace")
        try session.resolveIssueForTransaction(identifier: 2)
        try session.run("expect access subscribed")
        try session.raisePrice(productIdentifier: Self.monthly, to: Price(amount: 5.99, currencyCode: "USD"), consentRequired: true)
        try session.consentToPriceIncreaseForTransaction(identifier: 3, agrees: true)
        try session.run("expect price-increase #3 agreed")
        try session.disableAutoRenewForTransaction(identifier: 3)
        try session.expireSubscription(productIdentifier: Self.monthly)
        try session.run("expect access lapsed")
        #expect(session.violations.isEmpty)
    }

    /// Ask to Buy declined, an interrupted purchase resolved, a refund and a purchase elsewhere.
    @Test @MainActor func purchasesResolveAsTheTransactionManagerSays() throws {
        let session = try TwinTestSession(UnlockStore.self, setup: Self.unlock)
        try session.launch()
        try session.buy("com.example.app.permanentUnlock", outcome: .askToBuy)
        #expect(session.app?.isAwaitingApproval == true)
        try session.declineAskToBuyTransaction(identifier: 1)
        try session.run("expect transaction #1 declined")
        try session.buy("com.example.app.permanentUnlock", outcome: .interrupted)
        try session.resolveIssueForTransaction(identifier: 2)
        #expect(session.app?.unlockTransaction?.id == 2)
        try session.refundTransaction(identifier: 2, reason: .developerIssue)
        #expect(session.app?.unlockTransaction == nil)
        try session.buyProduct(identifier: "com.example.app.permanentUnlock")
        #expect(session.app?.unlockTransaction?.id == 3)
        try session.revokeTransaction(identifier: 3)
        try session.deleteTransaction(identifier: 3)
        #expect(session.eventLog.contains { $0.hasSuffix("Deleted #3 com.example.app.permanentUnlock from the ledger") })
    }

    /// A store call made to fail, offline, a reinstall, and the device's clock moved back.
    @Test @MainActor func failuresAndTheDeviceReachTheApp() throws {
        let session = try TwinTestSession(UnlockStore.self, setup: Self.unlock)
        try session.setSimulatedError(.networkError, forAPI: .loadProducts)
        try session.launch()
        try session.buy("com.example.app.permanentUnlock")
        #expect(session.app?.message == "The App Store is not available right now.")
        try session.setSimulatedError(nil, forAPI: .loadProducts)
        try session.goOffline()
        try session.restorePurchases()
        #expect(session.app?.message == "Could not reach the App Store.")
        try session.goOnline()
        try session.useFeature()
        try session.quit()
        try session.reinstall()
        try session.moveDeviceClock(by: .days(-1))
        try session.relaunch()
        #expect(session.eventLog.contains { $0.contains("App reinstalled") })
    }

    @Test func aRefusedCommandAFailedExpectationAndABadLineAreThrown() throws {
        let session = try TwinTestSession(UnlockStore.self, setup: Self.unlock)
        try session.launch()
        #expect(throws: TwinTestError.self) { try session.approveAskToBuyTransaction(identifier: 9) }
        let failed = #expect(throws: TwinTestError.self) { try session.run("expect access unlocked") }
        #expect(failed?.description.hasPrefix("expect access unlocked: expected access unlocked") == true)
        let bad = #expect(throws: TwinTestError.self) { try session.run("launch\nbuy") }
        #expect(bad?.description.hasPrefix("TwinTestSession:2:") == true)
    }

    /// A `.storekit` file's catalogue, as `SKTestSession(contentsOf:)` takes one.
    @Test func aConfigurationFileGivesTheCatalogue() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Scenarios/storekit/russell-archer--StoreHelper--Products.storekit")
        let session = try TwinTestSession(HistoryApp.self, configurationFileAt: file)
        try session.launch()
        try session.buyProduct(identifier: "com.rarcher.nonconsumable.flowers-large")
        try session.restorePurchases()
        #expect(session.access.reason == "history #1; latest none")
        #expect(throws: TwinTestError.self) { try TwinTestSession(HistoryApp.self, configurationFileAt: file.appendingPathExtension("missing")) }
    }
}
