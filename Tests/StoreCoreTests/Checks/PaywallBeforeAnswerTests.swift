import Testing
@testable import StoreCore

struct PaywallBeforeAnswerTests {
    /// With products that fail to load, the reference client never reads what is owned.
    private let unanswered = CheckSupport.world(.product(CheckSupport.unlock), .fail(.entitlements, .networkError), .launch)

    @Test func aPaywallShownBeforeTheStoreAnsweredIsFlagged() {
        #expect(!unanswered.devices[0].process.storeAnswered)
        let found = CheckSupport.judge(PaywallBeforeAnswer(), app: CheckSupport.report(paywall: true), in: unanswered, after: CheckSupport.trace())
        #expect(found.map(\.detail) == ["the paywall was shown on phone before the store answered"])
    }

    /// Shown at some input of the step, then hidden again: still flagged.
    @Test func aPaywallShownDuringTheStepIsFlaggedToo() {
        let trace = CheckSupport.trace { $0.paywallShownBeforeAnswer(on: 0) }
        #expect(CheckSupport.judge(PaywallBeforeAnswer(), app: CheckSupport.report(), in: unanswered, after: trace).count == 1)
    }

    @Test func onceTheStoreAnsweredThePaywallIsFine() {
        let answered = CheckSupport.world(.product(CheckSupport.unlock), .launch)
        #expect(CheckSupport.judge(PaywallBeforeAnswer(), app: CheckSupport.report(paywall: true), in: answered, after: CheckSupport.trace()).isEmpty)
    }
}
