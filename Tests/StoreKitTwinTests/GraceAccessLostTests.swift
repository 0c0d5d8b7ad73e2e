import Foundation
import StoreCore
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// `grace-access-lost`: an app that read its subscription in its billing grace period and still
/// takes access away is flagged; before that read it may not know, and billing retry is the app's
/// call. A public subscription library did this (`default: return nil` for every state but
/// `.subscribed`).
@Suite struct GraceAccessLostTests {
    private static let setup = #"""
        product com.example.pro.monthly subscription pro P1M price 4.99 USD name "Pro Monthly"
        """#
    private static let monthly = "com.example.pro.monthly"

    /// Derives access from the subscription's status at launch and at Restore; `keepsGrace`
    /// keeps access in the grace period, else only `.subscribed` gives it.
    @MainActor class StatusStore: TwinApp {
        var state: StoreKitTwin.Product.SubscriptionInfo.RenewalState?
        var checked = false
        var products: [StoreKitTwin.Product] = []
        var listener: Task<Void, Never>?
        var keepsGrace: Bool { false }

        required init() {
            listener = Task { [weak self] in
                for await result in StoreKitTwin.Transaction.updates {
                    guard case .verified(let transaction) = result else { continue }
                    await self?.refresh()
                    await transaction.finish()
                }
            }
        }

        func refresh() async {
            for await _ in StoreKitTwin.Transaction.currentEntitlements {}
            state = try? await products.first?.subscription?.status.first?.state
            checked = true
        }

        func appDidLaunch() async {
            products = (try? await StoreKitTwin.Product.products(for: [GraceAccessLostTests.monthly])) ?? []
            await refresh()
        }

        func buy(_ productID: String) async {
            guard let product = products.first,
                  case .success(.verified(let transaction))? = try? await product.purchase() else { return }
            await refresh()
            await transaction.finish()
        }

        func restorePurchases() async {
            try? await AppStore.sync()
            await refresh()
        }

        var hasAccess: Bool { state == .subscribed || keepsGrace && state == .inGracePeriod }

        var twinReport: TwinAppReport {
            guard checked else { return TwinAppReport(access: .checking, reason: "checking", paywallShown: false, knowsOwnership: false) }
            return TwinAppReport(access: hasAccess ? .unlocked : .notStarted, reason: "\(state.map { "\($0)" } ?? "no status")",
                                 paywallShown: !hasAccess, knowsOwnership: true,
                                 grantedProductIDs: hasAccess ? [GraceAccessLostTests.monthly] : [])
        }
    }

    @MainActor final class GraceKeepingStore: StatusStore {
        override var keepsGrace: Bool { true }
    }

    /// Bought; its renewal fails with `grace`, or none (billing retry), and the renewal date passes.
    @MainActor private func renewalFailed<Store: StatusStore>(_ store: Store.Type, grace: String = " grace 16d") throws -> TwinTestSession<Store> {
        let session = try TwinTestSession(store, setup: Self.setup)
        try session.launch()
        try session.buy(Self.monthly)
        try session.run("billing-issue last\(grace)\nadvance 31d")
        return session
    }

    @Test @MainActor func accessTakenAwayInTheGracePeriodIsFlaggedOnceTheAppReadIt() throws {
        let session = try renewalFailed(StatusStore.self)
        #expect(session.violations.isEmpty, "the app has not read the subscription since its renewal failed")
        try session.restorePurchases()
        #expect(session.violations.map(\.invariant) == [.graceAccessLost])
        #expect(session.violations.first?.detail
            == "com.example.pro.monthly is in its billing grace period (#1 com.example.pro.monthly), as the app read it from the store, but the app shows not-started")
    }

    @Test @MainActor func accessKeptInTheGracePeriodOrTakenInBillingRetryIsNotFlagged() throws {
        let keeps = try renewalFailed(GraceKeepingStore.self)
        try keeps.restorePurchases()
        try keeps.run("expect access unlocked")
        #expect(keeps.violations.isEmpty)

        let retry = try renewalFailed(StatusStore.self, grace: "")
        try retry.restorePurchases()
        try retry.run("expect access not-started")
        #expect(retry.violations.isEmpty)
    }
}
