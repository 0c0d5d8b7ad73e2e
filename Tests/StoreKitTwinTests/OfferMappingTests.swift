import Foundation
@testable import StoreCore
import Testing
@testable import StoreKitTwin

/// How the store's offers, renewal info and purchase options reach the app as StoreKit's types.
@Suite struct OfferMappingTests {
    private let month = StoreCore.SubscriptionPeriod(count: 1, unit: .month)
    private let week = StoreCore.SubscriptionPeriod(count: 1, unit: .week)
    private let date = Date(timeIntervalSince1970: 1_767_258_000)

    private func subscription(offers: [StoreCore.SubscriptionOffer]) -> LoadedProduct {
        var product = StoreCore.StoreProduct(id: "pro", kind: .subscription(group: "g", period: month, level: 1),
                                        price: Price(amount: 4.99, currencyCode: "EUR"))
        product.offers = offers
        return LoadedProduct(product: product, displayPrice: "€4.99", isEligibleForIntroOffer: true,
                             storefrontLocale: Locale(identifier: "de_DE"))
    }

    /// A transaction's offer lasts its period times their count, as the App Store's
    /// `offerPeriod` writes it: a week's free trial `P1W`, three months at a price `P3M`.
    @Test func aTransactionsOfferKnowsHowLongItLasts() {
        let trial = StoreCore.StoreTransaction.Offer(.init(kind: .introductory, id: nil, paymentMode: .freeTrial, period: week))
        let spring = StoreCore.StoreTransaction.Offer(.init(kind: .promotional, id: "spring", paymentMode: .payAsYouGo, period: month,
                                                            periodCount: 3, price: Price(amount: 0.99, currencyCode: "EUR")))
        #expect(StoreKitTwin.Transaction.Offer(trial).period == StoreKitTwin.Product.SubscriptionPeriod(week))
        #expect(StoreKitTwin.Transaction.Offer(spring).period?.debugDescription == "P3M")
        #expect(StoreKitTwin.Transaction.Offer(spring).period?.unit == .month && StoreKitTwin.Transaction.Offer(spring).period?.value == 3)
    }

    /// `jsonRepresentation` writes the product's own members, for an app that hands them on;
    /// a period is written as ISO 8601, as its `debugDescription` is.
    @Test func aProductIsWrittenAsJSON() throws {
        let product = StoreKitTwin.Product(subscription(offers: []))
        let json = try #require(try JSONSerialization.jsonObject(with: product.jsonRepresentation) as? [String: Any])
        #expect(json["id"] as? String == "pro" && json["type"] as? String == "Auto-Renewable Subscription")
        #expect((json["price"] as? String).flatMap { Decimal(string: $0) } == product.price)
        #expect(json["currency"] as? String == "EUR" && json["displayPrice"] as? String == "€4.99")
        #expect(json["subscriptionGroupID"] as? String == "g" && json["subscriptionPeriod"] as? String == "P1M")
        #expect(StoreKitTwin.Product.SubscriptionPeriod(week).debugDescription == "P1W")
    }

    @Test func aProductListsItsOffersByKindWithPricesInTheStorefrontsLocale() throws {
        let loaded = subscription(offers: [
            .init(kind: .introductory, id: nil, paymentMode: .freeTrial, period: week),
            .init(kind: .promotional, id: "spring", paymentMode: .payAsYouGo, period: month, periodCount: 3,
                  price: Price(amount: 0.99, currencyCode: "EUR")),
            .init(kind: .code, id: "CODE", paymentMode: .freeTrial, period: month),
            .init(kind: .winBack, id: "comeback", paymentMode: .payUpFront, period: month, price: Price(amount: 1.99, currencyCode: "EUR")),
        ])
        let info = try #require(StoreKitTwin.Product(loaded).subscription)
        let intro = try #require(info.introductoryOffer)
        #expect(intro.id == nil && intro.type == .introductory && intro.paymentMode == .freeTrial)
        #expect(intro.price == 0 && intro.displayPrice == Price(amount: 0, currencyCode: "EUR").formatted(for: Locale(identifier: "de_DE")))
        #expect(intro.period == StoreKitTwin.Product.SubscriptionPeriod(week) && intro.periodCount == 1)
        #expect(info.promotionalOffers.map(\.id) == ["spring"])
        #expect(info.promotionalOffers.first?.periodCount == 3 && info.promotionalOffers.first?.paymentMode == .payAsYouGo)
        #expect(info.promotionalOffers.first?.displayPrice == Price(amount: 0.99, currencyCode: "EUR").formatted(for: Locale(identifier: "de_DE")))
        // An offer code is redeemed outside the app: the product lists no offer for it.
        #expect(info.winBackOffers.map(\.id) == ["comeback"] && info.winBackOffers.first?.type == .winBack)
    }

    @Test func aTransactionCarriesItsOfferUpgradeAndGroup() {
        var record = StoreCore.StoreTransaction(id: 2, originalID: 1, productID: "pro", kind: .subscription(group: "g", period: month, level: 1),
                                           account: "a", device: "phone", purchaseDate: date, originalPurchaseDate: date, state: .purchased)
        record.offer = .init(type: .winBack, id: "comeback", paymentMode: .payUpFront)
        let transaction = StoreKitTwin.Transaction(record)
        #expect(transaction.offer?.type == .winBack && transaction.offer?.id == "comeback" && transaction.offer?.paymentMode == .payUpFront)
        #expect(transaction.subscriptionGroupID == "g" && !transaction.isUpgraded)
        #expect(StoreKitTwin.Transaction.OfferType.winBack.rawValue == 4 && StoreKitTwin.Transaction.OfferType.introductory.rawValue == 1)
        let unlock = StoreCore.StoreTransaction(id: 3, originalID: 3, productID: "u", kind: .unlock, account: "a", device: nil,
                                           purchaseDate: date, originalPurchaseDate: date, state: .purchased)
        #expect(StoreKitTwin.Transaction(unlock).subscriptionGroupID == nil && StoreKitTwin.Transaction(unlock).offer == nil)
    }

    @Test func renewalInfoSaysWhatTheStoreSays() {
        let info = StoreCore.RenewalInfo(willAutoRenew: true, autoRenewPreference: "pro.yearly", renewalDate: date,
                                         offer: .init(type: .promotional, id: "spring", paymentMode: .payUpFront),
                                         eligibleWinBackOfferIDs: ["comeback"],
                                         renewalPrice: Price(amount: Decimal(string: "4.99")!, currencyCode: "USD"))
        let status = SubscriptionStatus(group: "g", transactionID: 2, productID: "pro", expirationDate: date, phase: .active,
                                        isVerified: true, renewalInfo: info, priceIncreaseStatus: .pending)
        let renewal = StoreKitTwin.Product.SubscriptionInfo.RenewalInfo(info, of: status, originalTransactionID: 1)
        #expect(renewal.willAutoRenew && renewal.autoRenewPreference == "pro.yearly" && renewal.renewalDate == date)
        #expect(renewal.offer?.type == .promotional && renewal.offer?.id == "spring")
        #expect(renewal.priceIncreaseStatus == .pending && renewal.eligibleWinBackOfferIDs == ["comeback"])
        #expect(renewal.currentProductID == "pro" && renewal.originalTransactionID == 1 && renewal.expirationReason == nil)
        #expect(renewal.renewalPrice == Decimal(string: "4.99") && renewal.currency == Locale.Currency("USD"))
    }

    @Test func anEndedOrNonRenewingSubscriptionHasNoAutoRenewPreference() {
        let off = StoreCore.RenewalInfo(willAutoRenew: false, autoRenewPreference: "pro")
        let running = SubscriptionStatus(group: "g", transactionID: 2, productID: "pro", expirationDate: date, phase: .active, isVerified: true)
        #expect(StoreKitTwin.Product.SubscriptionInfo.RenewalInfo(off, of: running, originalTransactionID: 1).autoRenewPreference == nil)
        let lapsed = StoreCore.RenewalInfo(willAutoRenew: true, autoRenewPreference: "pro", expirationReason: "price-increase")
        let expired = SubscriptionStatus(group: "g", transactionID: 2, productID: "pro", expirationDate: date,
                                         phase: .expired(reason: "price-increase"), isVerified: true)
        let renewal = StoreKitTwin.Product.SubscriptionInfo.RenewalInfo(lapsed, of: expired, originalTransactionID: 1)
        #expect(renewal.autoRenewPreference == nil && renewal.expirationReason == .didNotConsentToPriceIncrease)
    }

    @Test func aPromotionalSignatureIsJudgedAgainstWhatTheServerStandInSigned() {
        let now = date
        for judged in OfferSignature.allCases {
            let signed = TwinSignedOffer(productID: "pro", offerID: "spring", signature: judged, now: now)
            let parts = StoreKitTwin.Product.PurchaseOption(offer: .promotional(offerID: "spring", keyID: signed.keyID, signature: signed.signature))
            let jws = StoreKitTwin.Product.PurchaseOption(offer: .promotionalJWS(offerID: "spring", compactJWS: signed.compactJWS))
            #expect(parts.purchaseOffer(for: "pro") == .promotional(offerID: "spring", signature: judged))
            #expect(jws.purchaseOffer(for: "pro") == .promotional(offerID: "spring", signature: judged))
        }
        // A valid signature for another product or offer is not valid for this one.
        let other = TwinSignedOffer(productID: "pro", offerID: "autumn", signature: .valid, now: now)
        let option = StoreKitTwin.Product.PurchaseOption.promotionalOffer(offerID: "spring", keyID: other.keyID, nonce: other.nonce,
                                                                           signature: other.signature, timestamp: other.timestamp)
        #expect(option.purchaseOffer(for: "pro") == .promotional(offerID: "spring", signature: .invalid))
        #expect(StoreKitTwin.Product.PurchaseOption.promotionalOffer("spring", compactJWS: other.compactJWS).first?.purchaseOffer(for: "pro")
                == .promotional(offerID: "spring", signature: .invalid))
    }

    @Test func aWinBackOptionNamesItsOffer() throws {
        let loaded = subscription(offers: [.init(kind: .winBack, id: "comeback", paymentMode: .freeTrial, period: month)])
        let offer = try #require(StoreKitTwin.Product(loaded).subscription?.winBackOffers.first)
        #expect(StoreKitTwin.Product.PurchaseOption.winBackOffer(offer).purchaseOffer(for: "pro") == .winBack(offerID: "comeback"))
    }
}
