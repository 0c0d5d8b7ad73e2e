import Foundation
import StoreCore
import StoreKitConfig
import Testing

/// The `settings` block, as written and as the store settings it amounts to.
struct SettingsTests {
    @Test func corpusDefaultsAreXcodeDefaults() throws {
        let file = try #require(Fixtures.file("russell-archer--StoreHelper--Products")).get()
        let settings = file.configuration.settings
        #expect(settings == StoreSettings())
        #expect(file.settings.legacyErrorCode == 0)
        #expect(file.settings.failTransactionsEnabled == false)
    }

    @Test func aFileWithoutSettingsTakesXcodeDefaults() throws {
        let file = try Fixtures.decode(#"{ "products" : [] }"#).get()
        #expect(file.configuration.settings == StoreSettings())
        #expect(file.settings.localeIdentifier == "en_US")
        #expect(file.settings.storefrontCode == "USA")
        #expect(file.settings.source.location.jsonPath == "settings")
        #expect(file.version == nil)
        #expect(file.products.isEmpty)
    }

    @Test func timeRate1002IsOneRenewalEveryMinute() throws {
        let file = try #require(Fixtures.file("RevenueCat--cordova-plugin-purchases--RevenueCatTest")).get()
        #expect(file.settings.timeRateCode == 1002)
        #expect(file.settings.timeRate == .oneRenewalEveryMinute)
        #expect(file.configuration.settings.timeRate == 43_200)
    }

    @Test func timeRateTable() {
        #expect(StoreKitTimeRate.realTime.storeSecondsPerRealSecond == 1)
        #expect(StoreKitTimeRate.oneHourIsOneDay.storeSecondsPerRealSecond == 24)
        #expect(StoreKitTimeRate.monthlyRenewalEveryHour.storeSecondsPerRealSecond == 720)
        #expect(StoreKitTimeRate.oneRenewalEveryTwoSeconds.storeSecondsPerRealSecond == 1_296_000)
        // Apple's replacements of the deprecated rates run at the same speed.
        #expect(StoreKitTimeRate.oneSecondIsOneDay.storeSecondsPerRealSecond
                == StoreKitTimeRate.monthlyRenewalEveryThirtySeconds.storeSecondsPerRealSecond)
        #expect(StoreKitTimeRate.thirtySecondsIsOneDay.storeSecondsPerRealSecond
                == StoreKitTimeRate.monthlyRenewalEveryFifteenMinutes.storeSecondsPerRealSecond)
        #expect(StoreKitTimeRate.oneMinuteIsOneDay.storeSecondsPerRealSecond
                == StoreKitTimeRate.monthlyRenewalEveryThirtyMinutes.storeSecondsPerRealSecond)
    }

    @Test func anUnknownTimeRateRunsInRealTime() throws {
        let file = try Fixtures.decode(#"{ "settings" : { "_timeRate" : 7 } }"#).get()
        #expect(file.settings.timeRate == nil)
        #expect(file.configuration.settings.timeRate == 1)
    }

    @Test func disabledErrorsFailNothingButAreRead() throws {
        let file = try #require(Fixtures.file("flutter--packages--Configuration")).get()
        #expect(file.configuration.settings.failures.isEmpty)
        let entries = file.settings.simulatedErrors
        #expect(entries.count == 9)
        #expect(entries.map(\.api) == [.loadProducts, .purchase, .verification, .sync, .subscriptionStatus, nil, nil, nil, nil])
        #expect(entries[0].errorType == "generic" && entries[0].errorIndex == 2 && entries[0].error == .networkError)
        #expect(entries[1].errorType == "purchase" && entries[1].error == .productUnavailable)
        #expect(entries[2].error == .verificationFailed)
        #expect(entries[3].errorType == nil && entries[3].error == .unknown)
    }

    @Test func enabledErrorsBecomeFailures() throws {
        let text = """
        { "settings" : { "_storeKitErrors" : [
            { "current" : { "index" : 2, "type" : "generic" }, "enabled" : true, "name" : "Load Products" },
            { "current" : { "index" : 6, "type" : "purchase" }, "enabled" : true, "name" : "Purchase" },
            { "current" : { "index" : 0, "type" : "verification" }, "enabled" : true, "name" : "Verification" },
            { "current" : null, "enabled" : true, "name" : "App Store Sync" },
            { "current" : { "index" : 6, "type" : "generic" }, "enabled" : true, "category" : "Subscription Status" },
            { "current" : { "index" : 1, "type" : "generic" }, "enabled" : true, "name" : "App Transaction" },
            { "current" : { "index" : 1, "type" : "generic" }, "enabled" : false, "name" : "Purchase" }
        ] } }
        """
        let file = try Fixtures.decode(text).get()
        #expect(file.configuration.settings.failures == [
            .loadProducts: .networkError,
            .purchase: .invalidOfferSignature,
            .verification: .verificationFailed,
            .sync: .unknown,
            .subscriptionStatus: .unknown,
        ])
    }

    @Test func legacyFailTransactionsFailsPurchases() throws {
        let withCode = try Fixtures.decode(#"{ "settings" : { "_failTransactionsEnabled" : true, "_storeKitError" : 12 } }"#).get()
        #expect(withCode.configuration.settings.failures == [.purchase: .invalidOfferSignature])
        let withoutCode = try Fixtures.decode(#"{ "settings" : { "_failTransactionsEnabled" : true } }"#).get()
        #expect(withoutCode.configuration.settings.failures == [.purchase: .unknown])
        let off = try Fixtures.decode(#"{ "settings" : { "_failTransactionsEnabled" : false, "_storeKitError" : 12 } }"#).get()
        #expect(off.configuration.settings.failures.isEmpty)
    }

    @Test func flagsMapOntoStoreSettings() throws {
        let text = """
        { "settings" : { "_askToBuyEnabled" : true, "_billingGracePeriodEnabled" : true,
                         "_renewalBillingIssuesEnabled" : true, "_locale" : "de_DE", "_storefront" : "deu",
                         "_timeRate" : 13, "_disableDialogs" : true, "_lastSynchronizedDate" : 743722291.47019804 } }
        """
        let file = try Fixtures.decode(text).get()
        let settings = file.configuration.settings
        #expect(settings.askToBuy)
        #expect(settings.renewalBillingIssues)
        #expect(settings.billingGracePeriod == .days(16))
        #expect(settings.locale.identifier == "de_DE")
        #expect(settings.storefront == "DEU")
        #expect(settings.timeRate == 8_640)
        #expect(file.settings.disableDialogs)
        #expect(file.currencyCode == "EUR")

        let legacy = try Fixtures.decode(#"{ "settings" : { "_billingIssuesEnabled" : true } }"#).get()
        #expect(legacy.configuration.settings.renewalBillingIssues)
        #expect(legacy.configuration.settings.billingGracePeriod == nil)
    }

    @Test func storefrontGivesTheCurrency() throws {
        let spain = try #require(Fixtures.file("RevenueCat--purchases-ios--StoreKitConfiguration")).get()
        #expect(spain.currencyCode == "EUR")
        #expect(spain.configuration.settings.storefront == "ESP")
        #expect(StorefrontCurrency.currencyCode(storefront: "GBR", locale: Locale(identifier: "en_US")) == "GBP")
        #expect(StorefrontCurrency.currencyCode(storefront: "JPN", locale: Locale(identifier: "en_US")) == "JPY")
        // Unknown storefront: the locale's currency, else dollars.
        #expect(StorefrontCurrency.currencyCode(storefront: "XYZ", locale: Locale(identifier: "ja_JP")) == "JPY")
        #expect(StorefrontCurrency.currencyCode(storefront: "XYZ", locale: Locale(identifier: "en")) == "USD")
    }

    @Test func swissFileFormatsFrancsAsFoundationDoes() throws {
        let text = """
        {
          "products" : [
            {
              "displayPrice" : "7.99",
              "familyShareable" : false,
              "localizations" : [
                { "description" : "", "displayName" : "Pro für immer", "locale" : "de_CH" },
                { "description" : "", "displayName" : "Pro forever", "locale" : "en_US" }
              ],
              "productID" : "com.example.app.permanentUnlock",
              "type" : "NonConsumable"
            }
          ],
          "settings" : { "_locale" : "de_CH", "_storefront" : "CHE" },
          "version" : { "major" : 4, "minor" : 0 }
        }
        """
        let configuration = try Fixtures.decode(text).get().configuration
        let product = try #require(configuration.products.first)
        #expect(product.price == Price(amount: Decimal(string: "7.99") ?? 0, currencyCode: "CHF"))
        #expect(product.displayName == "Pro für immer")
        // Foundation on Linux writes a no-break space between code and amount.
        #expect(product.price?.formatted(for: configuration.settings.locale) == "CHF\u{A0}7.99")
    }
}
