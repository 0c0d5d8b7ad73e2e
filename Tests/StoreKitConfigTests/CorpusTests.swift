import Foundation
import StoreCore
import StoreKitConfig
import Testing

/// Every real Xcode file of the corpus loads, with the products and prices it holds.
struct CorpusTests {
    /// What one corpus file must decode to.
    struct Expectation: Sendable, CustomTestStringConvertible {
        let name: String
        let version: String
        let consumables: Int
        let unlocks: Int
        let nonRenewing: Int
        let subscriptions: Int
        /// Product id → price as formatted for the file's locale.
        let prices: [String: String]

        var testDescription: String { name }
    }

    static let table: [Expectation] = [
        Expectation(name: "RevenueCat--purchases-ios--Configuration", version: "1.0",
                    consumables: 0, unlocks: 1, nonRenewing: 0, subscriptions: 2,
                    prices: ["lifetime": "$199.99", "com.revenuecat.monthly_4.99.1_week_intro": "$4.99"]),
        Expectation(name: "russell-archer--StoreHelper--Products", version: "1.1",
                    consumables: 0, unlocks: 4, nonRenewing: 0, subscriptions: 0,
                    prices: ["com.rarcher.nonconsumable.flowers-large": "$1.99",
                             "com.rarcher.nonconsumable.chocolates-small": "$3.99"]),
        Expectation(name: "RevenueCat--purchases-ios--RevenueCat_SwiftUIConfiguration", version: "1.2",
                    consumables: 1, unlocks: 2, nonRenewing: 0, subscriptions: 5,
                    prices: ["com.revenuecat.500coins.1.99": "$1.99", "rc_1099_1m": "$10.99"]),
        Expectation(name: "russell-archer--StoreHelper--SampleProducts", version: "2.0",
                    consumables: 1, unlocks: 4, nonRenewing: 0, subscriptions: 6,
                    prices: ["com.rarcher.consumable.plant.installation": "$29.00",
                             "com.rarcher.subscription.vip.gold": "$19.99"]),
        Expectation(name: "space-code--flare--Flare", version: "3.0",
                    consumables: 0, unlocks: 1, nonRenewing: 0, subscriptions: 4,
                    prices: ["com.flare.test_non_consumable_purchase_1": "$0.99"]),
        Expectation(name: "RevenueCat--purchases-ios--PurchaseTesterStoreKitConfiguration", version: "3.0",
                    consumables: 1, unlocks: 1, nonRenewing: 1, subscriptions: 13,
                    prices: ["com.revenuecat.purchaseTester.archiveSub.1.20.99": "$20.99", "greenie_annual": "$99.99"]),
        Expectation(name: "RevenueCat--cordova-plugin-purchases--RevenueCatTest", version: "4.0",
                    consumables: 1, unlocks: 2, nonRenewing: 0, subscriptions: 6,
                    prices: ["rc_5999_non_renewing": "$59.99", "com.revenuecat.monthly_4.99": "$4.99"]),
        Expectation(name: "flutter--packages--Configuration", version: "4.0",
                    consumables: 2, unlocks: 1, nonRenewing: 0, subscriptions: 3,
                    prices: ["consumable_discounted": "$0.49", "subscription_silver": "$4.99"]),
        Expectation(name: "RevenueCat--purchases-ios--StoreKitConfiguration", version: "4.0",
                    consumables: 1, unlocks: 1, nonRenewing: 0, subscriptions: 4,
                    prices: ["maestro.nonconsumable.tests.01": "€3.99", "maestro.yearly.tests.01": "€2.99"]),
        Expectation(name: "RevenueCat--purchases-ios--UnitTestsConfiguration", version: "5.0",
                    consumables: 1, unlocks: 1, nonRenewing: 1, subscriptions: 4,
                    prices: ["com.revenuecat.non_renewable": "$1.69", "com.revenuecat.annual_with_commitment": "$11.88"]),
    ]

    @Test func theTableCoversTheWholeCorpus() throws {
        let directory = try #require(Fixtures.directory)
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".storekit") }
            .map { String($0.dropLast(".storekit".count)) }
        #expect(Set(onDisk) == Set(Self.table.map(\.name)))
        #expect(Set(Fixtures.corpusNames) == Set(Self.table.map(\.name)))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("SOURCES.md").path))
    }

    @Test(arguments: table)
    func loads(_ expected: Expectation) throws {
        let file = try #require(Fixtures.file(expected.name)).get()
        #expect(file.version?.description == expected.version)
        let kinds = file.configuration.products.map(\.kind)
        #expect(kinds.filter { $0 == .consumable }.count == expected.consumables)
        #expect(kinds.filter { $0 == .unlock }.count == expected.unlocks)
        #expect(kinds.filter { $0 == .nonRenewing(.days(30)) }.count == expected.nonRenewing)
        #expect(kinds.filter(\.isAutoRenewable).count == expected.subscriptions)
        #expect(kinds.count == expected.consumables + expected.unlocks + expected.nonRenewing + expected.subscriptions)
        let locale = file.configuration.settings.locale
        for (id, formatted) in expected.prices {
            let product = try #require(file.configuration.products.first { $0.id == id })
            #expect(product.price?.formatted(for: locale) == formatted, "\(id)")
        }
    }

    @Test(arguments: table)
    func hasNoErrorsWhenChecked(_ expected: Expectation) throws {
        let file = try #require(Fixtures.file(expected.name)).get()
        #expect(StoreKitCheck.problems(in: file).filter { $0.severity == .error }.isEmpty)
    }

    @Test func subscriptionsMapToGroupPeriodAndLevel() throws {
        let file = try #require(Fixtures.file("russell-archer--StoreHelper--SampleProducts")).get()
        let catalogue = Catalogue(file.configuration.products)
        #expect(catalogue["com.rarcher.subscription.vip.bronze"]?.kind
                == .subscription(group: "VIP", period: SubscriptionPeriod(count: 1, unit: .month), level: 3))
        #expect(catalogue.subscriptions(inGroup: "Standard").map(\.id)
                == ["com.rarcher.green", "com.rarcher.amber", "com.rarcher.red"])
        #expect(file.subscriptionGroups.map(\.name) == ["VIP", "Standard"])
        #expect(file.subscriptionGroups.map(\.id) == ["8126C4BB", "1A156646"])
        #expect(catalogue["com.rarcher.nonconsumable.chocolates.small"]?.familyShareable == true)
    }

    @Test func displayNamesPreferTheFileLocaleAndSkipEmptyNames() throws {
        let tester = try #require(Fixtures.file("RevenueCat--purchases-ios--PurchaseTesterStoreKitConfiguration")).get()
        let testerProducts = Catalogue(tester.configuration.products)
        // Only an en_GB localisation, in an en_US file: same language.
        #expect(testerProducts["greenie_annual"]?.displayName == "Annual")
        // No localisation at all.
        #expect(testerProducts["demo2023_mv"]?.displayName == nil)
        #expect(testerProducts["demo2023_mv"]?.title == "demo2023_mv")
        // The description is chosen as the name is; "" means none.
        #expect(testerProducts["greenie_annual"]?.descriptionText == "Annual")
        #expect(testerProducts["com.revenuecat.purchaseTester.archiveSub.1.20.99"]?.descriptionText == "Non renewable subscription")
        #expect(testerProducts["com.revenuecat.purchaseTester.500coins.1.99"]?.descriptionText == nil)
        #expect(testerProducts["demo2023_mv"]?.descriptionText == nil)

        let oldest = try #require(Fixtures.file("RevenueCat--purchases-ios--Configuration")).get()
        // displayName "" means none.
        #expect(Catalogue(oldest.configuration.products)["lifetime"]?.displayName == nil)

        let flare = try #require(Fixtures.file("space-code--flare--Flare")).get()
        let unlock = try #require(flare.products.first)
        #expect(unlock.referenceName == nil)
        #expect(unlock.displayName == "com.flare.test_non_consumable_")
    }

    @Test func productsListInAppProductsThenNonRenewingThenSubscriptions() throws {
        let file = try #require(Fixtures.file("RevenueCat--purchases-ios--UnitTestsConfiguration")).get()
        #expect(file.products.map(\.productID) == [
            "lifetime", "com.revenuecat.consumable", "com.revenuecat.non_renewable",
            "com.revenuecat.monthly_4.99.1_week_intro", "com.revenuecat.annual_39.99.2_week_intro",
            "com.revenuecat.annual_with_commitment", "com.revenuecat.annual_39.99_no_trial",
        ])
        #expect(file.products.map(\.source.location.jsonPath) == [
            "products[0]", "products[1]", "nonRenewingSubscriptions[0]",
            "subscriptionGroups[0].subscriptions[0]", "subscriptionGroups[0].subscriptions[1]",
            "subscriptionGroups[0].subscriptions[2]", "subscriptionGroups[1].subscriptions[0]",
        ])
        #expect(file.identifier == "B495CDA2")
        #expect(file.currencyCode == "USD")
    }

    @Test func sourcePositionsPointAtTheValues() throws {
        let file = try #require(Fixtures.file("russell-archer--StoreHelper--Products")).get()
        let third = file.products[2]
        #expect(third.source.location == StoreKitLocation(jsonPath: "products[2]", position: SourcePosition(line: 37, column: 5)))
        #expect(third.source.location(of: "displayPrice")
                == StoreKitLocation(jsonPath: "products[2].displayPrice", position: SourcePosition(line: 38, column: 24)))
        #expect(third.source.location(of: "productID").position == SourcePosition(line: 48, column: 21))
    }
}
