import Foundation
import StoreCore
import StoreKitTwin
import StoreKitTwinTest
import Testing
@testable import TwinExamples

/// Issue 23, item 3: a twin app that reports what it grants by product id alone is judged
/// against the store's transactions, as any client: correct finishes raise nothing, a refunded
/// product kept is `revoked-granted`, a pending, unverified or unbought product granted is flagged.
@Suite struct TwinGrantsByProductIDTests {
    private static let setup = """
        product com.example.app.pro unlock price 9.99 USD
        product com.example.app.themes unlock price 1.99 USD
        """

    /// Grants by id whatever product a purchase was attempted for, and Pro with any purchase:
    /// it looks neither at the result nor at the product.
    @MainActor final class GrantsWhateverWasTried: TwinApp {
        var granted: Set<String> = []
        var products: [StoreKitTwin.Product] = []
        var listener: Task<Void, Never>?

        init() {
            listener = Task { for await _ in StoreKitTwin.Transaction.updates {} }
        }

        func appDidLaunch() async {
            for await _ in StoreKitTwin.Transaction.currentEntitlements {}
            products = (try? await StoreKitTwin.Product.products(for: [PurchasedProductsStore.proID, PurchasedProductsStore.themesID])) ?? []
        }

        func buy(_ productID: String) async {
            guard let product = products.first(where: { $0.id == productID }) else { return }
            let result = try? await product.purchase()
            granted.formUnion([productID, PurchasedProductsStore.proID])
            if case .success(let verification)? = result, case .verified(let transaction) = verification { await transaction.finish() }
        }
        func restorePurchases() async {}
        var twinReport: TwinAppReport {
            TwinAppReport(access: granted.isEmpty ? .notStarted : .unlocked, reason: "granted by id", paywallShown: false,
                          knowsOwnership: true, grantedProductIDs: granted)
        }
    }

    @Test @MainActor func correctFinishesRaiseNothingAndAKeptRefundIsRevokedGranted() throws {
        let clean = try TwinTestSession(PurchasedProductsStore.self, setup: Self.setup)
        try clean.launch()
        try clean.buy(PurchasedProductsStore.proID)
        try clean.refundTransaction(identifier: 1)
        try clean.run("expect transaction #1 finished")
        #expect(clean.violations.isEmpty)

        let buggy = try TwinTestSession(NeverForgetsStore.self, setup: Self.setup)
        try buggy.launch()
        try buggy.buy(PurchasedProductsStore.proID)
        #expect(buggy.violations.isEmpty)
        try buggy.refundTransaction(identifier: 1)
        #expect(buggy.violations.map(\.invariant) == [.revokedGranted])
    }

    @Test @MainActor func pendingUnverifiedAndUnboughtGrantsAreFlagged() throws {
        let pending = try TwinTestSession(GrantsWhateverWasTried.self, setup: Self.setup)
        try pending.launch()
        try pending.buy(PurchasedProductsStore.proID, outcome: .askToBuy)
        #expect(pending.violations.map(\.invariant) == [.pendingGranted])

        let unverified = try TwinTestSession(GrantsWhateverWasTried.self, setup: Self.setup)
        try unverified.launch()
        try unverified.buy(PurchasedProductsStore.proID, outcome: .unverified)
        #expect(unverified.violations.map(\.invariant).contains(.unverifiedGranted))

        let themesOnly = try TwinTestSession(GrantsWhateverWasTried.self, setup: Self.setup)
        try themesOnly.launch()
        try themesOnly.buy(PurchasedProductsStore.themesID)
        #expect(themesOnly.violations.map(\.invariant) == [.unownedGranted])
        #expect(themesOnly.violations.first?.detail == "com.example.app.pro is granted, but the account has no transaction of it or of a product that unlocks it")
    }
}
