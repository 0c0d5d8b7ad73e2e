import Foundation
import Testing
@testable import StoreCore

/// The reference client's lines kept as facts (`ClientLine`) read exactly as the strings it
/// wrote before; a loaded product's display price, formatted when read, is the one the store
/// formatted before.
struct ClientLineTests {
    static let locale = Locale(identifier: "en_US")
    static let products = [
        StoreProduct(id: "pro", kind: .unlock, price: Price(amount: 4.99, currencyCode: "USD")),
        StoreProduct(id: "trial", kind: .trial(of: "pro", lasting: .days(7))),
        StoreProduct(id: "coins", kind: .consumable),
        StoreProduct(id: "max", kind: .unlock, price: Price(amount: 9.99, currencyCode: "EUR")),
    ]

    static func loaded(_ count: Int) -> [LoadedProduct] {
        products.prefix(count).map { LoadedProduct(product: $0, isEligibleForIntroOffer: false, storefrontLocale: PriceLocale(locale)) }
    }

    @Test func productsLoadedReadsAsWritten() {
        #expect(ClientLine.productsLoaded([]).text == "Products loaded: 0")
        #expect(ClientLine.productsLoaded(Self.loaded(1)).text == "Products loaded: 1 (pro $4.99)")
        #expect(ClientLine.productsLoaded(Self.loaded(3)).text == "Products loaded: 3 (pro $4.99, trial free, coins no price)")
        #expect(ClientLine.productsLoaded(Self.loaded(4)).text == "Products loaded: 4 (pro $4.99, trial free, coins no price, …)")
    }

    @Test func entitlementsReadReadsAsWritten() {
        #expect(ClientLine.entitlementsRead(reason: "launch", fromDeviceCopy: false, owned: []).text
            == "Entitlements read (launch): nothing owned")
        #expect(ClientLine.entitlementsRead(reason: "restore", fromDeviceCopy: true, owned: ["coins", "pro"]).text
            == "Entitlements read (restore) offline, from the device's copy: coins, pro")
    }

    @Test func evaluationStartedReadsAsWritten() {
        let policy = EvaluationPolicy(length: .days(14), unlockProductID: "pro", start: .firstUse, storage: .preferences)
        let end = Engine.defaultClock.addingTimeInterval(14 * 86_400)
        #expect(ClientLine.evaluationStarted(policy, end: end).text
            == "Evaluation started at first-use: \(TimeSpan.days(14)), ends \(InstantFormat.iso(end)); stored in preferences")
    }

    @Test func deliveredReadsAsWritten() {
        #expect(ClientLine.delivered(via: .purchaseResult, transaction: 3, product: "pro", verified: true, what: "unlocked").text
            == "purchase result: #3 pro verified; unlocked")
        #expect(ClientLine.delivered(via: .sweep, transaction: 12, product: "pass", verified: false, what: "access until ?").text
            == "unfinished sweep: #12 pass failed verification, granted anyway; access until ?")
    }

    /// Kept as a fact in the log, the line reads the same there, and two lines are equal when
    /// they read the same.
    @Test func theLogSpellsTheLineItKeeps() {
        let line = ClientLine.productsLoaded(Self.loaded(2))
        let logLine = LogLine(content: .spelledWhenRead(line))
        #expect(logLine.text == line.text)
        #expect(EventWording.sentence(logLine.fact) == line.text)
        #expect(LogLine(logLine.fact).text == line.text)
        #expect(line == .productsLoaded(Self.loaded(2)))
        #expect(line != .productsLoaded(Self.loaded(3)))
        #expect(Set([line, .productsLoaded(Self.loaded(2))]).count == 1)
    }

    /// Over many prices and locales, formatted when read is what was formatted up front.
    @Test func aDisplayPriceFormattedWhenReadIsTheStoresFormatting() {
        var rng = PropertyTests.SeededGenerator(state: 7)
        let locales = ["en_US", "de_DE", "fr_CH", "ja_JP", "en_GB"].map { Locale(identifier: $0) }
        let currencies = ["USD", "EUR", "CHF", "JPY", "GBP"]
        for _ in 0..<2_000 {
            let cents = Int(rng.next() % 1_000_000)
            let price = rng.next() % 10 == 0 ? nil : Price(amount: Decimal(cents) / 100, currencyCode: currencies[Int(rng.next() % 5)])
            let locale = locales[Int(rng.next() % 5)]
            let product = StoreProduct(id: "p", kind: .unlock, price: price)
            let deferred = LoadedProduct(product: product, isEligibleForIntroOffer: false, storefrontLocale: PriceLocale(locale))
            let upFront = LoadedProduct(product: product, displayPrice: price?.formatted(for: locale), storefrontLocale: locale)
            #expect(deferred.displayPrice == upFront.displayPrice)
        }
        #expect(LoadedProduct(product: Self.products[0], displayPrice: "€4.99").displayPrice == "€4.99")
    }
}
