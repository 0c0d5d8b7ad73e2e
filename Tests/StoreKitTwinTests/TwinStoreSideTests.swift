import Foundation
import ImportStoreKitExamples
import StoreKitTwin
import StoreCore
import StoreKitTwinTest
import Testing

/// `Storefront`, `AppTransaction`, the store's sheets, `PurchaseIntent`, StoreKit 1's promoted
/// purchases and `.appAccountToken`, driven in-process through the example controllers.
@Suite struct TwinStoreSideTests {
    private static let yearly = "product com.example.app.yearly subscription pro P1Y price 49.99 USD name \"Pro Yearly\""
    private static let monthly = "product com.example.app.monthly subscription pro P1M price 4.99 USD name \"Pro Monthly\""
    private static let pro = "product com.example.app.pro unlock price 9.99 USD name \"Pro\""

    @Test @MainActor func theStorefrontAndItsLocaleFollowTheScenario() throws {
        let session = try TwinTestSession(StorefrontStore.self, setup: Self.yearly)
        try session.launch()
        #expect(session.app?.countryCode == "USA")
        #expect(session.app?.product?.displayPrice == "$49.99")
        try session.setStorefront("FRA", locale: "fr_FR")
        #expect(session.app?.countryCode == "FRA")
        let product = try #require(session.app?.product)
        let french = Decimal(string: "49.99")!.formatted(.currency(code: "USD").locale(Locale(identifier: "fr_FR")))
        #expect(product.displayPrice == french)
        #expect(product.price.formatted(product.priceFormatStyle) == product.displayPrice)
        #expect(session.eventLog.contains { $0.hasSuffix("Log [Paywall] default: Storefront changed: USA → FRA") })
    }

    /// Reads `Storefront.current` at launch.
    @MainActor final class StorefrontProbe: TwinApp {
        var storefront: Storefront?
        init() {}
        func appDidLaunch() async { storefront = await Storefront.current }
        func buy(_ productID: String) async {}
        func restorePurchases() async {}
        var twinReport: TwinAppReport { TwinAppReport(access: .notStarted, reason: "probe", paywallShown: false, knowsOwnership: true) }
    }

    @Test @MainActor func theStorefrontIsTheStoreKitFilesAtFirst() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/StoreKitTwin/Pro.storekit").standardized
        let session = try TwinTestSession(StorefrontProbe.self, configurationFileAt: file)
        try session.launch()
        #expect(session.app?.storefront?.countryCode == "DEU")
        #expect(session.app?.storefront?.id == "143443")
        #expect(session.app?.storefront?.currency == Locale.Currency("EUR"))
    }

    @Test @MainActor func aPaidVersionsBuyerKeepsProOnTheAppPurchase() throws {
        let session = try TwinTestSession(PaidToFreeStore.self, setup: """
            \(Self.pro)
            app-transaction app-version 2.1
            app-transaction original-version 1.4 purchased 2024-03-01T10:00:00Z
            """)
        try session.launch()
        #expect(session.app?.originalAppVersion == "1.4")
        #expect(session.app?.isPro == true)
        #expect(session.access.state == .unlocked)
        #expect(session.violations.isEmpty)
    }

    @Test @MainActor func aFreeVersionsCustomerBuysPro() throws {
        let session = try TwinTestSession(PaidToFreeStore.self, setup: "\(Self.pro)\napp-transaction app-version 2.1")
        try session.launch()
        #expect(session.app?.originalAppVersion == "2.1")
        #expect(session.app?.isPro == false)
        try session.buy(PaidToFreeStore.proID)
        #expect(session.app?.isPro == true)
        #expect(session.violations.isEmpty)
    }

    /// Grants Pro to everyone "from the app purchase", whatever the download.
    @MainActor final class EveryoneGrandfathered: TwinApp {
        var original: String?
        var refreshError: String?
        init() {}
        func appDidLaunch() async {
            original = try? await AppTransaction.shared.payloadValue.originalAppVersion
        }
        func buy(_ productID: String) async {}
        func restorePurchases() async {
            do { _ = try await AppTransaction.refresh() } catch { refreshError = String(describing: error) }
        }
        var twinReport: TwinAppReport {
            var report = TwinAppReport(access: .unlocked, reason: "everyone keeps Pro", paywallShown: false, knowsOwnership: true,
                                       grantedProductIDs: ["com.example.app.pro"])
            report.restsOnAppPurchase = ["com.example.app.pro"]
            return report
        }
    }

    @Test @MainActor func aGrantOnTheAppPurchaseOfTheCurrentVersionIsUnowned() throws {
        let session = try TwinTestSession(EveryoneGrandfathered.self, setup: Self.pro)
        try session.launch()
        #expect(session.app?.original == "1.0")
        #expect(session.violations.map(\.invariant).contains(.unownedGranted))
        #expect(session.violations.first?.detail.contains("got the app at its current version 1.0") == true)
    }

    @Test @MainActor func refreshingTheAppTransactionFailsOffline() throws {
        let session = try TwinTestSession(EveryoneGrandfathered.self, setup: Self.pro)
        try session.launch()
        try session.goOffline()
        try session.restorePurchases()
        #expect(session.app?.refreshError?.hasPrefix("networkError") == true)
        #expect(session.eventLog.contains { $0.hasSuffix("StoreKit twin: AppTransaction.refresh() failed: the device is offline") })
    }

    @Test @MainActor func aPurchaseCarriesTheAppsAccountToken() throws {
        let session = try TwinTestSession(AccountSettingsStore.self, setup: Self.monthly)
        try session.launch()
        try session.buy(AccountSettingsStore.monthlyID)
        let transaction = try #require(session.app?.entitlement)
        #expect(transaction.appAccountToken == AccountSettingsStore.serverAccountID)
        let json = String(decoding: transaction.jsonRepresentation, as: UTF8.self)
        #expect(json.contains("\"appAccountToken\":\"e621e1f8-c36c-495a-93fc-0c247a3e6e5f\""))
    }

    /// Buys with a token, then reads the product's latest transaction, its entitlements and its
    /// renewal info.
    @MainActor final class TokenProbe: TwinApp {
        static let token = UUID(uuidString: "0B5C6D8E-1111-4222-8333-944455566677")!
        var latestID: UInt64?
        var entitledIDs: [UInt64] = []
        var renewalToken: UUID?
        init() {}
        func appDidLaunch() async {}
        func buy(_ productID: String) async {
            guard let product = try? await Product.products(for: [productID]).first,
                  case .success(.verified(let transaction))? = try? await product.purchase(options: [.appAccountToken(Self.token)]) else { return }
            await transaction.finish()
        }
        func restorePurchases() async {
            guard let product = try? await Product.products(for: ["com.example.app.monthly"]).first else { return }
            if case .verified(let latest)? = await product.latestTransaction { latestID = latest.id }
            for await result in product.currentEntitlements { if case .verified(let t) = result { entitledIDs.append(t.id) } }
            if case .verified(let info)? = try? await product.subscription?.status.first?.renewalInfo { renewalToken = info.appAccountToken }
        }
        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: "probe", paywallShown: false, knowsOwnership: true)
        }
    }

    @Test @MainActor func aProductsLatestTransactionEntitlementsAndRenewalInfoCarryTheToken() throws {
        let session = try TwinTestSession(TokenProbe.self, setup: Self.monthly)
        try session.launch()
        try session.buy(AccountSettingsStore.monthlyID)
        try session.advance(by: .days(31))
        try session.restorePurchases()
        #expect(session.app?.latestID == 2)
        #expect(session.app?.entitledIDs == [2])
        #expect(session.app?.renewalToken == TokenProbe.token)
        #expect(session.transaction(identifier: 2)?.appAccountToken == TokenProbe.token)
    }

    @Test @MainActor func theManageSubscriptionsCallWaitsForTheCustomer() throws {
        let session = try TwinTestSession(AccountSettingsStore.self, setup: Self.monthly)
        try session.launch()
        try session.buy(AccountSettingsStore.monthlyID)
        try session.tap("manage-subscription")
        #expect(session.eventLog.last?.hasSuffix("The app presents the store's manage-subscriptions sheet; it waits for the customer's answer (sheet …)") == true)
        try session.answerSheet(.cancelSubscription)
        #expect(session.eventLog.last?.hasSuffix("Log [Account] info: Manage subscriptions closed") == true)
        #expect(session.engine.store.chains.first?.autoRenew == false)
        try session.goOffline()
        try session.tap("manage-subscription")
        #expect(session.app?.notice == "The App Store is unavailable. Try again later.")
    }

    @Test @MainActor func aRefundRequestReturnsWhatTheCustomerDid() throws {
        let session = try TwinTestSession(AccountSettingsStore.self, setup: Self.monthly)
        try session.launch()
        try session.buy(AccountSettingsStore.monthlyID)
        try session.tap("request-refund")
        try session.answerSheet(.cancel)
        #expect(session.eventLog.last?.hasSuffix("Refund request cancelled") == true)
        try session.tap("request-refund")
        try session.answerSheet(.requestRefund(reason: nil))
        #expect(session.app?.notice == "Apple received your refund request.")
        #expect(session.transaction(identifier: 1)?.revocationDate == nil)
        try session.tap("request-refund")
        #expect(session.app?.notice == "A refund was already requested for this purchase.")
    }

    @Test @MainActor func aCodeRedeemedInTheStoreKit1SheetArrivesThroughUpdates() throws {
        let session = try TwinTestSession(AccountSettingsStore.self, setup: "\(Self.monthly)\noffer com.example.app.monthly code WELCOME free-trial P1M")
        try session.launch()
        try session.tap("redeem-code-sk1")
        try session.answerSheet(.redeem(productID: AccountSettingsStore.monthlyID, offerID: "WELCOME", code: nil))
        #expect(session.app?.entitlement?.offer?.type == .code)
        #expect(session.access.state.name == "subscribed")
        #expect(session.violations.isEmpty)
    }

    @Test @MainActor func aPromotedProductArrivesAsAPurchaseIntent() throws {
        let session = try TwinTestSession(PromotedPurchaseStore.self, setup: Self.pro)
        try session.promote(PromotedPurchaseStore.proID)
        #expect(session.app?.purchasedProductIDs == [PromotedPurchaseStore.proID])
        #expect(session.transaction(identifier: 1)?.finished == true)
        #expect(session.violations.isEmpty)
    }

    /// Keeps the App Store's payment (`shouldAddStorePayment` false) and adds it at the next tap
    /// on Buy, as an app that first shows its own screen does; finishes with StoreKit 1.
    @MainActor final class DeferringStore: TwinApp {
        final class Observer: NSObject, SKPaymentTransactionObserver {
            var kept: SKPayment?
            var states: [SKPaymentTransactionState] = []
            func paymentQueue(_ queue: SKPaymentQueue, updatedTransactions transactions: [SKPaymentTransaction]) {
                for transaction in transactions {
                    states.append(transaction.transactionState)
                    if transaction.transactionState == .purchased { queue.finishTransaction(transaction) }
                }
            }
            func paymentQueue(_ queue: SKPaymentQueue, shouldAddStorePayment payment: SKPayment, for product: SKProduct) -> Bool {
                kept = payment
                return false
            }
        }
        let observer = Observer()
        init() { SKPaymentQueue.default().add(observer) }
        func appDidLaunch() async {}
        func buy(_ productID: String) async {
            if let payment = observer.kept { SKPaymentQueue.default().add(payment) }
        }
        func restorePurchases() async {}
        var twinReport: TwinAppReport {
            let owned = observer.states.contains(.purchased)
            return TwinAppReport(access: owned ? .unlocked : .notStarted, reason: "sk1", paywallShown: !owned, knowsOwnership: true,
                                 grantedProductIDs: owned ? [PromotedPurchaseStore.proID] : [])
        }
    }

    @Test @MainActor func aPaymentKeptByTheObserverIsBoughtWhenTheAppAddsIt() throws {
        let session = try TwinTestSession(DeferringStore.self, setup: Self.pro)
        try session.launch()
        try session.promote(PromotedPurchaseStore.proID)
        #expect(session.app?.observer.kept?.productIdentifier == PromotedPurchaseStore.proID)
        #expect(session.transaction(identifier: 1) == nil)
        try session.buy(PromotedPurchaseStore.proID)
        #expect(session.app?.observer.states == [.purchased])
        #expect(session.transaction(identifier: 1)?.finished == true)
    }

    @Test @MainActor func aStoreKit1ObserverAddsThePromotedPayment() throws {
        let session = try TwinTestSession(LegacyPromotedPurchaseStore.self, setup: Self.pro)
        try session.launch()
        try session.promote(PromotedPurchaseStore.proID)
        #expect(session.app?.store.purchasedProductIDs == [PromotedPurchaseStore.proID])
        #expect(session.transaction(identifier: 1)?.finished == true)
        #expect(session.violations.isEmpty)
    }
}
