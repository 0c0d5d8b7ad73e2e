#if os(Linux)
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// A tip jar: consumables that give nothing but thanks, finished as soon as they verify. With no
/// balance to show there is nothing to deliver, so finishing one is not `finished-before-delivery`
/// (it was, for every tip: an outside round of public stores found it).
@Suite struct TipJarTests {
    @MainActor final class TipJar: TwinApp {
        var thanked = 0
        private var listener: Task<Void, Never>?

        init() {}

        func appDidLaunch() async {
            listener = Task {
                for await case .verified(let transaction) in Transaction.updates { await transaction.finish() }
            }
        }

        func buy(_ productID: String) async {
            guard let product = try? await Product.products(for: [productID]).first,
                  case .success(.verified(let transaction))? = try? await product.purchase() else { return }
            await transaction.finish()
            thanked += 1
        }

        func restorePurchases() async {}
        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: "thanked \(thanked) times", paywallShown: false, knowsOwnership: true)
        }
    }

    @Test @MainActor func finishingATipIsItsDelivery() throws {
        let session = try TwinTestSession(TipJar.self, setup: "product tip consumable price 0.99 USD")
        try session.launch()
        try session.buy("tip")
        try session.buy("tip")
        #expect(session.access.reason == "thanked 2 times")
        #expect(session.violations.isEmpty)
        #expect(session.eventLog.filter { $0.contains("StoreKit twin:") }.count == 1, "said once, so that a forgotten balance shows")
    }

    /// A coin app that finishes before it credits, and keeps its balances in a dictionary that
    /// has a key only from the first credit on: its first purchase is no tip, and is flagged
    /// (it escaped when the tip was decided at the finish; a review found it).
    @MainActor final class LazyCoins: TwinApp {
        var balances: [String: Int] = [:]
        private var listener: Task<Void, Never>?

        init() {}

        func appDidLaunch() async {
            listener = Task {
                for await case .verified(let transaction) in Transaction.updates { await transaction.finish() }
            }
        }

        func buy(_ productID: String) async {
            guard let product = try? await Product.products(for: [productID]).first,
                  case .success(.verified(let transaction))? = try? await product.purchase() else { return }
            await transaction.finish()
            balances[productID, default: 0] += 1
        }

        func restorePurchases() async {}
        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: "", paywallShown: false, knowsOwnership: true, consumableBalances: balances)
        }
    }

    @Test @MainActor func aBalanceMadeAtTheFirstCreditIsNoTip() throws {
        let session = try TwinTestSession(LazyCoins.self, setup: "product coins consumable price 0.99 USD")
        try session.launch()
        try session.buy("coins")
        #expect(session.violations.map(\.invariant) == [.finishedBeforeDelivery])
        #expect(!session.eventLog.contains { $0.contains("StoreKit twin: the app shows no balance") })
    }
}
#endif
