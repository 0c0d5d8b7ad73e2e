import Foundation
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// `Product.PurchaseOption.quantity(_:)`: a consumable bought several at a time is one
/// transaction for that many units; StoreKit's range is 1 to 10.
@Suite struct PurchaseQuantityTests {
    @MainActor final class QuantityApp: TwinApp {
        var quantity = 3
        var outcome = "nothing yet"

        init() {}

        func appDidLaunch() async {}

        func buy(_ productID: String) async {
            do {
                guard let product = try await Product.products(for: [productID]).first,
                      case .success(.verified(let transaction)) = try await product.purchase(options: [.quantity(quantity)]) else { return }
                outcome = "\(transaction.productID) × \(transaction.purchasedQuantity)"
                await transaction.finish()
            } catch {
                outcome = "threw \(error)"
            }
        }

        func restorePurchases() async {}

        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: outcome, paywallShown: false, knowsOwnership: true)
        }
    }

    @Test @MainActor func aConsumableIsBoughtSeveralAtATime() throws {
        let session = try TwinTestSession(QuantityApp.self, setup: "product coins consumable\nproduct pro unlock")
        try session.launch()
        try session.buy("coins")
        #expect(session.access.reason == "coins × 3")
        #expect(session.transaction(identifier: 1)?.quantity == 3)
        #expect(session.eventLog.contains("2026-01-01T09:00:00Z phone store: Bought 3 × coins: #1 purchased, verified"))

        try session.buy("pro")
        #expect(session.access.reason == "pro × 1", "a non-consumable is always one")
        #expect(session.transaction(identifier: 2)?.quantity == 1)
    }

    /// "The quantity applies to consumable Apple In-App Purchases and non-renewing subscriptions":
    /// three passes bought at once last three spans.
    @Test @MainActor func aNonRenewingPassBoughtSeveralAtATimeLastsAsManySpans() throws {
        let session = try TwinTestSession(QuantityApp.self, setup: "product pass nonrenewing 30d")
        try session.launch()
        try session.buy("pass")
        #expect(session.access.reason == "pass × 3")
        let pass = try #require(session.transaction(identifier: 1))
        #expect(pass.quantity == 3)
        #expect(pass.expirationDate.map { Int($0.timeIntervalSince(pass.purchaseDate).rounded()) } == 90 * 86_400)
    }

    @Test @MainActor func aQuantityOutOfRangeThrowsBeforeTheStore() throws {
        let session = try TwinTestSession(QuantityApp.self, setup: "product coins consumable")
        try session.launch()
        session.app?.quantity = 11
        try session.buy("coins")
        #expect(session.access.reason == "threw invalidQuantity")
        #expect(session.transaction(identifier: 1) == nil, "the store was never asked")
        session.app?.quantity = 0
        try session.buy("coins")
        #expect(session.access.reason == "threw invalidQuantity")
        session.app?.quantity = 10
        try session.buy("coins")
        #expect(session.access.reason == "coins × 10")
    }
}
