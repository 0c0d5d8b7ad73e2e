import Foundation
import Testing
@testable import StoreCore

/// Price increases: the renewal info's status through the port, and what the renewal does.
struct PriceIncreaseTests {
    static let monthly = StoreProduct(id: "pro.monthly", kind: .subscription(group: "pro", period: SubscriptionPeriod(count: 1, unit: .month), level: 1),
                                 price: Price(amount: 4.99, currencyCode: "USD"))

    func engine() -> Engine {
        var engine = Engine(clock: date("2026-01-01T09:00:00Z"))
        engine.mustApply(.product(Self.monthly), .launch, .buy(productID: Self.monthly.id, outcome: .success))
        return engine
    }

    @Test func theStatusReachesTheAppAndTheUserIsTold() {
        var engine = engine()
        engine.mustApply(.priceIncrease(productID: Self.monthly.id, price: Price(amount: 5.99, currencyCode: "USD"), consentRequired: true))
        #expect(engine.store.status(ofChainAt: 0)?.priceIncreaseStatus == .pending)
        #expect(engine.store.status(ofChainAt: 0)?.renewalInfo?.priceIncreaseStatus == .pending)
        #expect(engine.store.catalogue[Self.monthly.id]?.price == Price(amount: 5.99, currencyCode: "USD"))
        #expect(engine.currentDevice.app?.message?.text.hasPrefix("The price of pro.monthly is going up") == true)
        #expect(engine.access.reason.hasSuffix("price increase waiting for consent"))
        engine.mustApply(.priceConsent(.last, agree: true))
        #expect(engine.store.status(ofChainAt: 0)?.priceIncreaseStatus == .agreed)
        #expect(engine.store.status(ofChainAt: 0)?.renewalInfo?.priceIncreaseStatus == .agreed)
        engine.mustApply(.advance(.days(31)))
        #expect(engine.store.transactions.count == 2)
        #expect(engine.store.status(ofChainAt: 0)?.priceIncreaseStatus == .noIncreasePending)
        #expect(engine.store.status(ofChainAt: 0)?.renewalInfo?.priceIncreaseStatus == .noIncreasePending)
        // Each transaction records what it cost: the renewal, the new price.
        #expect(engine.store.transactions.map(\.price) == [Price(amount: 4.99, currencyCode: "USD"), Price(amount: 5.99, currencyCode: "USD")])
    }

    @Test func withoutConsentTheSubscriptionExpiresAtItsRenewal() {
        var engine = engine()
        engine.mustApply(.priceIncrease(productID: Self.monthly.id, price: Price(amount: 5.99, currencyCode: "USD"), consentRequired: true),
                         .advance(.days(31)))
        #expect(engine.store.chains.first?.phase == .expired(reason: "price-increase"))
        #expect(engine.access.state == .lapsed(reason: "price-increase"))
        #expect(engine.violations.isEmpty)
    }

    @Test func anIncreaseWithoutConsentIsAgreedAtOnce() {
        var engine = engine()
        engine.mustApply(.priceIncrease(productID: Self.monthly.id, price: Price(amount: 5.99, currencyCode: "USD"), consentRequired: false))
        #expect(engine.store.status(ofChainAt: 0)?.priceIncreaseStatus == .agreed)
        #expect(engine.refusal(of: .priceConsent(.last, agree: true))?.message
            == "no price increase is pending for pro.monthly (#1): its renewal info says agreed")
        #expect(engine.refusal(of: .priceIncrease(productID: Self.monthly.id, price: Price(amount: 0, currencyCode: "USD"), consentRequired: false))?.message
            == "the new price must be above 0")
    }
}
