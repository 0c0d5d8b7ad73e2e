import Foundation
import StoreCore
import StoreKitConfig
import Testing

/// The offers of a `.storekit` file as the store runs them, and the fields `check` warns are
/// read but not simulated.
struct OfferSimulationTests {
    private func product(_ id: String, in name: String) throws -> StoreProduct {
        let file = try #require(Fixtures.file(name)).get()
        return try #require(file.configuration.products.first { $0.id == id })
    }

    @Test func everyKindOfOfferReachesTheCatalogue() throws {
        let annual = try product("com.revenuecat.annual_39.99.2_week_intro", in: "RevenueCat--cordova-plugin-purchases--RevenueCatTest")
        #expect(annual.introductoryOffer == SubscriptionOffer(kind: .introductory, id: nil, paymentMode: .freeTrial,
                                                              period: SubscriptionPeriod(count: 2, unit: .week)))
        let promo = try #require(annual.offer(.promotional, id: "$4 for month"))
        #expect(promo.paymentMode == .payUpFront)
        #expect(promo.price == Price(amount: 4, currencyCode: "USD"))
        let code = try #require(annual.offer(.code, id: "TestOffer"))
        #expect(code.customers == [.new, .existing, .expired])
        let monthly = try product("com.revenuecat.monthly_4.99", in: "RevenueCat--cordova-plugin-purchases--RevenueCatTest")
        #expect(monthly.offer(.winBack, id: "winback.1m0")?.customers == [.expired])
    }

    @Test func aPayAsYouGoOfferKeepsItsPeriods() throws {
        let gold = try product("com.rarcher.subscription.vip.gold", in: "russell-archer--StoreHelper--SampleProducts")
        let intro = try #require(gold.introductoryOffer)
        #expect(intro.paymentMode == .payAsYouGo)
        #expect(intro.periodCount == 3)
        #expect(!intro.isOneSpan)
    }

    @Test func billingPlansAndStackableCodesAreWarnedAbout() throws {
        let file = try #require(Fixtures.file("RevenueCat--purchases-ios--UnitTestsConfiguration")).get()
        let warnings = StoreKitCheck.problems(in: file).filter { $0.severity == .warning }.map(\.message)
        #expect(warnings.filter { $0.hasPrefix("storedbg does not simulate billing plans") }.count == 9)
        let cordova = try #require(Fixtures.file("RevenueCat--cordova-plugin-purchases--RevenueCatTest")).get()
        let stackable = StoreKitCheck.problems(in: cordova).filter { $0.location.jsonPath.hasSuffix("isStackable") }
        #expect(stackable.map(\.severity) == [.warning])
    }

    @Test func aSecondIntroductoryOfferIsWarnedAbout() throws {
        let text = """
        {
          "subscriptionGroups" : [
            { "name" : "pro", "subscriptions" : [
              { "productID" : "app.monthly", "recurringSubscriptionPeriod" : "P1M", "displayPrice" : "4.99",
                "introductoryOffers" : [
                  { "paymentMode" : "free", "subscriptionPeriod" : "P1W" },
                  { "paymentMode" : "free", "subscriptionPeriod" : "P2W" }
                ] }
            ] }
          ]
        }
        """
        let file = try Fixtures.decode(text).get()
        #expect(StoreKitCheck.problems(in: file).map(\.description) == [
            "test.storekit:7:11: warning: subscriptionGroups[0].subscriptions[0].introductoryOffers[1]: 'app.monthly' has more than one introductory offer; storedbg applies the first and ignores this one",
        ])
    }
}
