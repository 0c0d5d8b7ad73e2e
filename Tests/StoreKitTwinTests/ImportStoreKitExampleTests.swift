import Foundation
import ImportStoreKitExamples
import StoreKitTwin
import StoreCore
import StoreKitTwinTest
import Testing

/// The controllers whose files say only `import StoreKit`, driven in-process: the product's
/// members from a `.storekit` file, the app's Logger lines and alerts in the event log, and the
/// consumable balance the app shows turned into credits, uses and withdrawals.
@Suite struct ImportStoreKitExampleTests {
    private static let proFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Examples/StoreKitTwin/Pro.storekit").standardized
    private static let coin = "product com.example.app.coin consumable price 0.99 USD name \"Coin\""

    @Test @MainActor func aProductReadsItsNameDescriptionAndPriceFromTheFileInItsLocale() throws {
        let session = try TwinTestSession(ProStore.self, configurationFileAt: Self.proFile)
        try session.launch()
        let product = try #require(session.app?.product)
        #expect(product.displayName == "Pro")
        // The file's locale is de_DE: its German localisation, and prices as Germany writes them.
        #expect(product.description == "Alle Werkzeuge, auf jedem Gerät")
        #expect(product.displayPrice == "4,99\u{A0}€" && product.isFamilyShareable)
        #expect(product.price.formatted(product.priceFormatStyle) == product.displayPrice)
        #expect(Decimal(string: "0.42")!.formatted(product.priceFormatStyle) == "0,42\u{A0}€")
    }

    @Test @MainActor func aScenarioProductHasItsNameAndNoDescription() throws {
        let session = try TwinTestSession(CoinStore.self, setup: Self.coin)
        try session.launch()
        let product = try #require(session.app?.product)
        #expect(product.displayName == "Coin" && product.description == "" && !product.isFamilyShareable)
        #expect(product.price.formatted(product.priceFormatStyle) == "$0.99")
    }

    @Test func subscriptionPeriodUnitsAreNamed() {
        typealias Unit = StoreKitTwin.Product.SubscriptionPeriod.Unit
        #expect([Unit.day, .week, .month, .year].map(\.localizedDescription) == ["Day", "Week", "Month", "Year"])
        #expect(Unit.month.formatted(Unit.FormatStyle()) == "month")
    }

    /// StoreKit's named periods, which code compares a product's period with (a product's own:
    /// `SubscriptionGroupTests`).
    @Test func thePeriodsAreNamed() {
        typealias Period = StoreKitTwin.Product.SubscriptionPeriod
        #expect([Period.weekly, .monthly, .yearly, .everyThreeDays, .everyTwoWeeks, .everyTwoMonths, .everyThreeMonths, .everySixMonths]
            .map(\.debugDescription) == ["P1W", "P1M", "P1Y", "P3D", "P2W", "P2M", "P3M", "P6M"])
    }

    @Test func theAppsLogLinesAndAlertsReachTheEventLog() throws {
        let session = try TwinTestSession(ProStore.self, configurationFileAt: Self.proFile)
        try session.launch()
        #expect(session.eventLog.last == "2026-01-01T09:00:00Z phone client: Log [Store] info: Entitlements read: Pro not owned")
        try session.buy(ProStore.proID, outcome: .unverified)
        #expect(session.eventLog.suffix(2) == [
            "2026-01-01T09:00:00Z phone client: Log [Store] error: Purchase #1 did not verify: invalidSignature",
            "2026-01-01T09:00:00Z phone client: The app tells the user (failed): The purchase could not be verified; Pro stays locked.",
        ])
        try session.buy(ProStore.proID)
        #expect(session.eventLog.last == "2026-01-01T09:00:00Z phone client: The app tells the user (purchased): Thank you! Pro is unlocked.")
        #expect(session.violations.isEmpty)
    }

    @Test func coinsCreditedUsedAndRefundedAreTheDevicesBalance() throws {
        let session = try TwinTestSession(CoinStore.self, setup: Self.coin)
        try session.launch()
        try session.buy(CoinStore.coinID)
        try session.buy(CoinStore.coinID)
        try session.run("expect balance com.example.app.coin 2\nexpect transaction #1 finished\nexpect transaction #2 finished")
        try session.run("consume com.example.app.coin 1\nexpect balance com.example.app.coin 1")
        try session.refundTransaction(identifier: 2)
        try session.run("expect balance com.example.app.coin 0")
        #expect(session.violations.isEmpty)
    }

    @Test func aPurchaseCreditedTwiceIsCaught() throws {
        let session = try TwinTestSession(DoubleCreditCoinStore.self, setup: Self.coin)
        try session.launch()
        try session.buy(CoinStore.coinID)
        try session.run("expect balance com.example.app.coin 2")
        #expect(session.violations.map(\.invariant.rawValue) == ["consumable-double-credit"])
    }
}
