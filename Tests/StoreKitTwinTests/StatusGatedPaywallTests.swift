import Foundation
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// An app may gate its paywall on `Transaction.latest(for:)`, or, when its only lasting products
/// are subscriptions, on its group's status, without reading `currentEntitlements`: the store has
/// answered it there, and the paywall after that answer is not `paywall-before-answer` (it was,
/// at every launch; an outside round found it with two public libraries). A status says nothing
/// of an unlock: an app that sells one and shows its paywall after the status alone is flagged.
@Suite struct StatusGatedPaywallTests {
    /// Gates on the group's status alone.
    @MainActor final class StatusGatedStore: TwinApp {
        var subscribed: Bool?
        private var listener: Task<Void, Never>?

        init() {}

        func appDidLaunch() async {
            listener = Task {
                for await case .verified(let transaction) in Transaction.updates { await transaction.finish() }
            }
            let statuses = (try? await Product.SubscriptionInfo.status(for: "pro")) ?? []
            subscribed = statuses.contains { $0.state == .subscribed || $0.state == .inGracePeriod }
        }

        func buy(_ productID: String) async {}
        func restorePurchases() async {}

        var twinReport: TwinAppReport {
            TwinAppReport(access: subscribed.map { $0 ? .subscribed(until: .distantFuture) : .notStarted } ?? .checking,
                          reason: "", paywallShown: subscribed == false, knowsOwnership: subscribed != nil)
        }
    }

    /// Gates on the latest transaction of its one product.
    @MainActor final class LatestGatedStore: TwinApp {
        var owned: Bool?
        private var listener: Task<Void, Never>?

        init() {}

        func appDidLaunch() async {
            listener = Task {
                for await case .verified(let transaction) in Transaction.updates { await transaction.finish() }
            }
            let latest = await Transaction.latest(for: "pro")
            if case .verified(let transaction)? = latest { owned = transaction.revocationDate == nil } else { owned = false }
        }

        func buy(_ productID: String) async {}
        func restorePurchases() async {}

        var twinReport: TwinAppReport {
            TwinAppReport(access: owned.map { $0 ? .unlocked : .notStarted } ?? .checking,
                          reason: "", paywallShown: owned == false, knowsOwnership: owned != nil)
        }
    }

    @Test @MainActor func aSubscriptionOnlyAppsPaywallAfterTheStatusIsNotBeforeTheAnswer() throws {
        let session = try TwinTestSession(StatusGatedStore.self, setup: "product pro.monthly subscription pro P1M")
        try session.launch()
        #expect(session.access.paywallShown)
        #expect(session.violations.isEmpty)
    }

    @Test @MainActor func aStatusSaysNothingOfAnUnlock() throws {
        let session = try TwinTestSession(StatusGatedStore.self, setup: "product pro.monthly subscription pro P1M\nproduct lifetime unlock")
        try session.launch()
        #expect(session.violations.map(\.invariant) == [.paywallBeforeAnswer])
    }

    @Test @MainActor func aPaywallAfterTheLatestTransactionIsNotBeforeTheAnswer() throws {
        let session = try TwinTestSession(LatestGatedStore.self, setup: "product pro unlock")
        try session.launch()
        #expect(session.access.paywallShown)
        #expect(session.violations.isEmpty)
        // Offline, the device's copy answers, as it does an entitlements read (it was flagged).
        try session.goOffline()
        try session.relaunch()
        #expect(session.access.paywallShown)
        #expect(session.violations.isEmpty)
    }

    /// One group's status says nothing of another group's: an app that sells two and read one is
    /// still judged (it was not; a review found it).
    @Test @MainActor func oneGroupsStatusDoesNotAnswerForAnother() throws {
        let session = try TwinTestSession(StatusGatedStore.self, setup: "product pro.monthly subscription pro P1M\nproduct cloud.monthly subscription cloud P1M")
        try session.launch()
        #expect(session.violations.map(\.invariant) == [.paywallBeforeAnswer])
    }
}
