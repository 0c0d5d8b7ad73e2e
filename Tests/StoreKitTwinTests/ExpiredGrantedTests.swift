import Foundation
import StoreCore
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// `expired-granted`: an app that still grants a subscription after it lapsed, once it has read
/// its entitlements or statuses since, is flagged; before that read it may not know (seed 002:
/// "remove access the next time you recompute entitlements"), and a subscription that renews, is
/// in billing retry or is bought again is not lapsed. Two public stores kept granting this way.
@Suite struct ExpiredGrantedTests {
    private static let setup = #"""
        product com.example.pro.monthly subscription pro P1M price 4.99 USD name "Pro Monthly"
        product com.example.themes unlock price 1.99 USD
        product com.example.cloud.monthly subscription cloud P1M price 0.99 USD
        product com.example.pro.yearly subscription pro P1Y price 39.99 USD
        """#
    private static let monthly = "com.example.pro.monthly"

    /// The tutorial shape: the products the user bought are a set, filled from
    /// `currentEntitlements`; `forgets` empties it first, else it is only ever added to.
    @MainActor class PurchasedSetStore: TwinApp {
        var purchased: Set<String> = []
        /// The store has answered since launch: until then nothing is locked or offered.
        var checked = false
        var products: [StoreKitTwin.Product] = []
        var listener: Task<Void, Never>?
        var forgets: Bool { false }

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
            var owned: Set<String> = []
            for await result in StoreKitTwin.Transaction.currentEntitlements {
                if case .verified(let transaction) = result { owned.insert(transaction.productID) }
            }
            purchased = forgets ? owned : purchased.union(owned)
            checked = true
        }

        func appDidLaunch() async {
            await refresh()
            products = (try? await StoreKitTwin.Product.products(for: [ExpiredGrantedTests.monthly, "com.example.cloud.monthly",
                                                                                      "com.example.pro.yearly"])) ?? []
        }

        func buy(_ productID: String) async {
            guard let product = products.first(where: { $0.id == productID }),
                  case .success(.verified(let transaction))? = try? await product.purchase() else { return }
            purchased.insert(productID)
            await transaction.finish()
        }

        func restorePurchases() async {
            try? await AppStore.sync()
            await refresh()
        }

        var twinReport: TwinAppReport {
            TwinAppReport(access: !checked ? .checking : purchased.isEmpty ? .notStarted : .unlocked, reason: "purchased set",
                          paywallShown: checked && purchased.isEmpty, knowsOwnership: checked, grantedProductIDs: purchased)
        }
    }

    @MainActor final class ForgettingStore: PurchasedSetStore {
        override var forgets: Bool { true }
    }

    /// Reads the subscription's statuses alone (after launch) and grants it whenever there is
    /// one, whatever its state.
    @MainActor final class AnyStatusStore: PurchasedSetStore {
        override func refresh() async {
            guard let product = products.first(where: { $0.id == ExpiredGrantedTests.monthly }) else { return await super.refresh() }
            guard let statuses = try? await product.subscription?.status, !statuses.isEmpty else { return }
            purchased.insert(product.id)
        }

        override func restorePurchases() async {
            await refresh()
        }
    }

    /// Reads only other products: the themes unlock's entitlement and the cloud group's status.
    @MainActor final class OtherProductsStore: PurchasedSetStore {
        var read: [String] = []

        override func restorePurchases() async {
            let themes = await StoreKitTwin.Transaction.currentEntitlement(for: "com.example.themes")
            let cloud = try? await products.first { $0.id == "com.example.cloud.monthly" }?.subscription?.status
            read.append("themes \(themes == nil ? "none" : "owned"), cloud \(cloud?.count ?? -1)")
        }
    }

    /// Bought, auto-renew turned off, past its end: until the app reads again, nothing is said.
    @MainActor private func lapsed<Store: PurchasedSetStore>(_ store: Store.Type) throws -> TwinTestSession<Store> {
        let session = try TwinTestSession(store, setup: Self.setup)
        try session.launch()
        try session.buy(Self.monthly)
        try session.disableAutoRenewForTransaction(identifier: 1)
        try session.advance(by: .days(40))
        try session.run("expect transaction #1 expired")
        return session
    }

    @Test @MainActor func aLapsedSubscriptionStillGrantedAfterARestoreIsFlagged() throws {
        let session = try lapsed(PurchasedSetStore.self)
        #expect(session.violations.isEmpty, "the app has not read anything since the subscription lapsed")
        try session.restorePurchases()
        #expect(session.violations.map(\.invariant) == [.expiredGranted])
        #expect(session.violations.first?.detail
            == "com.example.pro.monthly is still granted from #1 com.example.pro.monthly, a subscription that had lapsed when the app last read it from the store")
        // Bought again: granted from the new subscription, nothing new is found.
        try session.buy(Self.monthly)
        try session.restorePurchases()
        try session.run("expect access unlocked")
        #expect(session.violations.count == 1)
    }

    @Test @MainActor func aLapsedSubscriptionStillGrantedAfterAStatusReadIsFlagged() throws {
        let session = try lapsed(AnyStatusStore.self)
        #expect(session.violations.isEmpty)
        try session.restorePurchases()
        #expect(session.violations.map(\.invariant) == [.expiredGranted])
    }

    /// A read of another product's entitlement or another group's status is not a read of the
    /// lapsed subscription.
    @Test @MainActor func readingOtherProductsIsNotReadingTheLapsedSubscription() throws {
        let session = try lapsed(OtherProductsStore.self)
        try session.restorePurchases()
        #expect(session.app?.read == ["themes none, cloud 0"])
        #expect(session.violations.isEmpty)
    }

    /// Reads only the monthly plan's entitlement.
    @MainActor final class MonthlyOnlyStore: PurchasedSetStore {
        override func restorePurchases() async {
            _ = await StoreKitTwin.Transaction.currentEntitlement(for: ExpiredGrantedTests.monthly)
        }
    }

    /// A read of one plan's entitlement is not a read of another plan of the same group, which
    /// it does not hand over.
    @Test @MainActor func readingOnePlanIsNotReadingAnotherOfItsGroup() throws {
        let session = try TwinTestSession(MonthlyOnlyStore.self, setup: Self.setup)
        try session.launch()
        try session.buy("com.example.pro.yearly")
        try session.disableAutoRenewForTransaction(identifier: 1)
        try session.advance(by: .days(370))
        try session.run("expect transaction #1 expired")
        try session.restorePurchases()
        #expect(session.violations.isEmpty)
    }

    @Test @MainActor func anAppThatRecomputesFromTheListingIsNotFlagged() throws {
        let session = try lapsed(ForgettingStore.self)
        try session.restorePurchases()
        try session.run("expect access not-started")
        #expect(session.violations.isEmpty)
    }

    @Test @MainActor func billingRetryARenewalAndARelaunchAreNotLapses() throws {
        // In billing retry the app may keep access (seeds 002 and 004).
        let retry = try TwinTestSession(PurchasedSetStore.self, setup: Self.setup)
        try retry.launch()
        try retry.buy(Self.monthly)
        try retry.beginBillingIssueForTransaction(identifier: 1)
        try retry.advance(by: .days(40))
        try retry.restorePurchases()
        #expect(retry.violations.isEmpty)

        // Renewed: what is granted rests on the renewal.
        let renewed = try TwinTestSession(PurchasedSetStore.self, setup: Self.setup)
        try renewed.launch()
        try renewed.buy(Self.monthly)
        try renewed.advance(by: .days(40))
        try renewed.run("expect transaction #2 purchased")
        try renewed.restorePurchases()
        #expect(renewed.violations.isEmpty)

        // Relaunched after the lapse: the app starts from what the listing says.
        let relaunched = try lapsed(PurchasedSetStore.self)
        try relaunched.relaunch()
        try relaunched.run("expect access not-started")
        #expect(relaunched.violations.isEmpty)
    }
}
