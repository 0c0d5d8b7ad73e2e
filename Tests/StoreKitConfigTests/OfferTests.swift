import Foundation
import StoreCore
import StoreKitConfig
import Testing

/// Introductory, promotional, code and win-back offers, and billing plans, as the corpus holds them.
struct OfferTests {
    private func product(_ id: String, in name: String) throws -> StoreKitProduct {
        let file = try #require(Fixtures.file(name)).get()
        return try #require(file.products.first { $0.productID == id })
    }

    @Test func oldestIntroductoryOfferHasOnlyModeAndPeriod() throws {
        let monthly = try product("com.revenuecat.monthly_4.99.1_week_intro", in: "RevenueCat--purchases-ios--Configuration")
        let offer = try #require(monthly.subscription?.introductoryOffers.first)
        #expect(offer.paymentMode == .free)
        #expect(offer.period == SubscriptionPeriod(count: 1, unit: .week))
        #expect(offer.numberOfPeriods == 1)
        #expect(offer.displayPrice == nil)
        #expect(offer.price == Price(amount: 0, currencyCode: "USD"))
        #expect(monthly.subscription?.promotionalOffers.isEmpty == true)
    }

    @Test func payAsYouGoIntroductoryOfferAndPromotionalAndCodeOffers() throws {
        let gold = try product("com.rarcher.subscription.vip.gold", in: "russell-archer--StoreHelper--SampleProducts")
        let details = try #require(gold.subscription)
        let intro = try #require(details.introductoryOffers.first)
        #expect(intro.paymentMode == .payAsYouGo)
        #expect(intro.numberOfPeriods == 3)
        #expect(intro.price == Price(amount: Decimal(string: "1.99") ?? 0, currencyCode: "USD"))
        #expect(details.promotionalOffers.map(\.offerID) == ["vip.gold.xmassale", "vip.gold.xmassale2"])
        #expect(details.promotionalOffers.map(\.displayPrice) == ["0.99", "10"])
        let code = try #require(details.offerCodes.first)
        #expect(code.eligibility == ["new", "expired", "existing"])
        #expect(code.isStackable == true)
        #expect(code.referenceName == "Special Winter Offer")
    }

    @Test func nullIntroductoryOfferIsNone() throws {
        let silver = try product("com.rarcher.subscription.vip.silver", in: "russell-archer--StoreHelper--SampleProducts")
        #expect(silver.subscription?.introductoryOffers.isEmpty == true)
    }

    @Test func offerCodesWithPeriodsAndPrices() throws {
        let p1 = try product("P1", in: "RevenueCat--purchases-ios--PurchaseTesterStoreKitConfiguration")
        let codes = try #require(p1.subscription?.offerCodes)
        #expect(codes.count == 3)
        #expect(codes[2].numberOfPeriods == 5)
        #expect(codes[2].paymentMode == .payAsYouGo)
        #expect(codes[2].eligibility == ["expired"])
        #expect(codes[2].isStackable == false)
        #expect(codes[2].price?.amount == Decimal(string: "0.99"))
        #expect(p1.subscription?.period == SubscriptionPeriod(count: 1, unit: .week))
        #expect(p1.subscription?.groupName == "michail_testing")
    }

    @Test func winBackOffers() throws {
        let monthly = try product("com.revenuecat.monthly_4.99", in: "RevenueCat--cordova-plugin-purchases--RevenueCatTest")
        let winBack = try #require(monthly.subscription?.winBackOffers.first)
        #expect(winBack.offerID == "winback.1m0")
        #expect(winBack.isEligible == true)
        #expect(winBack.paymentMode == .free)
        #expect(winBack.period == SubscriptionPeriod(count: 1, unit: .month))
    }

    @Test func formatFiveIntroductoryOffersAndBillingPlans() throws {
        let name = "RevenueCat--purchases-ios--UnitTestsConfiguration"
        let monthly = try product("com.revenuecat.monthly_4.99.1_week_intro", in: name)
        let details = try #require(monthly.subscription)
        // introductoryOffers[] wins over the matching introductoryOffer: one offer, not two.
        #expect(details.introductoryOffers.count == 1)
        #expect(details.introductoryOffers.first?.period == SubscriptionPeriod(count: 3, unit: .month))
        #expect(details.introductoryOffers.first?.billingPlanType == "BILLED_UPFRONT")
        #expect(details.promotionalOffers.map(\.billingPlanType) == ["BILLED_UPFRONT", "BILLED_UPFRONT"])
        #expect(details.billingPlans.count == 1)

        let commitment = try product("com.revenuecat.annual_with_commitment", in: name)
        let plans = try #require(commitment.subscription?.billingPlans)
        #expect(plans.map(\.type) == ["BILLED_UPFRONT", "MONTHLY"])
        #expect(plans[1].price?.amount == Decimal(string: "0.5"))
        #expect(plans[1].commitmentPrice?.amount == Decimal(string: "6.00"))
        #expect(plans[1].isEnabled)
        #expect(commitment.subscription?.introductoryOffers.isEmpty == true)
    }

    @Test func groupIDsComeFromTheSubscription() throws {
        let flare = try product("com.flare.monthly_0.99", in: "space-code--flare--Flare")
        #expect(flare.subscription?.groupID == "C3C61FEC")
        #expect(flare.subscription?.level == 1)
    }

    /// A real file with the empty price Xcode writes on a free introductory offer
    /// (Fixtures/derived/SOURCES.md): read as free, and `check` finds nothing to say about
    /// prices (only that its stackable offer code does not stack).
    @Test func anEmptyDisplayPriceOnAFreeIntroductoryOfferIsFree() throws {
        let data = try #require(Fixtures.derivedData("free-intro-offer-empty-displayPrice"))
        let file = try StoreKitFile.decode(data, path: "free.storekit").get()
        let annual = try #require(file.products.first { $0.productID == "com.revenuecat.annual_39.99.2_week_intro" })
        let offer = try #require(annual.subscription?.introductoryOffers.first)
        #expect(offer.displayPrice == "")
        #expect(offer.paymentMode == .free)
        #expect(offer.price?.isFree == true)
        #expect(StoreKitCheck.check(data, path: "free.storekit").map(\.location.jsonPath)
            == ["subscriptionGroups[0].subscriptions[2].codeOffers[0].isStackable"])
    }
}
