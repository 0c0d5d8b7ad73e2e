import NotesStoreKit
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// Notes Pro's StoreKit 2 store, driven in-process by `TwinTestSession` over storedbg's simulated
/// App Store: each call is one step (a tap, a transaction-manager action, time), the store's own
/// code runs until it settles, and the monitor judges it.
@MainActor @Suite struct NotesProStoreTests {
    private let session: TwinTestSession<NotesProStore>

    init() throws {
        session = try TwinTestSession(NotesProStore.self, setup: #"product com.example.notes.pro unlock price 4.99 USD name "Notes Pro""#)
        try session.launch()
    }

    @Test func buyingProUnlocksItAndFinishesTheTransaction() throws {
        #expect(session.app?.isPro == false)
        #expect(session.app?.product?.displayPrice == "$4.99")
        try session.buy(NotesProStore.proID)
        #expect(session.app?.isPro == true)
        #expect(session.transaction(identifier: 1)?.finished == true)
        #expect(session.violations.isEmpty)
    }

    @Test func askToBuyWaitsForAParentThenTheListenerDelivers() throws {
        try session.buy(NotesProStore.proID, outcome: .askToBuy)
        #expect(session.app?.isAwaitingApproval == true)
        #expect(session.app?.isPro == false)
        try session.approveAskToBuyTransaction(identifier: 1)
        #expect(session.app?.isPro == true)
        #expect(session.violations.isEmpty)
    }

    @Test func aRefundTakesProAway() throws {
        try session.buy(NotesProStore.proID)
        try session.refundTransaction(identifier: 1)
        #expect(session.app?.isPro == false)
        #expect(session.access.state == .notStarted)
    }

    @Test func proBoughtOnAnotherDeviceIsRestoredOnANewOne() throws {
        try session.buyProduct(identifier: NotesProStore.proID)
        #expect(session.app?.isPro == true)
        try session.run("""
            device ipad
            launch
            expect owned com.example.notes.pro
            """)
        #expect(session.app?.isPro == true)
    }

    @Test func offlineTheStoreStillKnowsWhatItHeard() throws {
        try session.buy(NotesProStore.proID)
        try session.goOffline()
        try session.relaunch()
        #expect(session.app?.isPro == true)
        #expect(session.eventLog.contains { $0.hasSuffix("app: App launched; updates listener started") })
    }
}
