import Foundation
import Testing
@testable import StoreCore

/// Issue 12, bug 2: a crossgrade (the same level) of the same duration starts at once; to another
/// duration, at the next renewal, as a downgrade does.
struct SubscriptionChangeTests {
    static func subscription(_ id: String, _ period: String, level: Int) -> StoreProduct {
        StoreProduct(id: id, kind: .subscription(group: "news", period: SubscriptionPeriod(iso8601: period)!, level: level))
    }

    static let monthly = subscription("news.monthly", "P1M", level: 2)
    static let monthlyPlus = subscription("news.monthly.plus", "P1M", level: 2)
    static let yearly = subscription("news.yearly", "P1Y", level: 2)
    static let premium = subscription("news.premium", "P1Y", level: 1)
    static let basic = subscription("news.basic", "P1M", level: 3)

    @Test func theDirectionAndWhenItStarts() {
        let cases: [(StoreProduct, SubscriptionChange.Direction, Bool)] = [
            (Self.premium, .upgrade, true), (Self.basic, .downgrade, false),
            (Self.monthlyPlus, .crossgrade, true), (Self.yearly, .crossgrade, false),
        ]
        for (product, direction, atOnce) in cases {
            let change = SubscriptionChange(from: Self.monthly.kind, to: product.kind)
            #expect(change?.direction == direction, "\(product.id)")
            #expect(change?.startsAtOnce == atOnce, "\(product.id)")
        }
        #expect(SubscriptionChange(from: Self.monthly.kind, to: .unlock) == nil)
    }

    /// An Ask to Buy crossgrade approved while the group runs starts at once, as bought then.
    @Test func anApprovedCrossgradeOfTheSameDurationStartsAtOnce() {
        var engine = Engine(clock: date("2026-01-01T09:00:00Z"))
        engine.mustApply(.product(Self.monthly), .product(Self.monthlyPlus), .launch,
                         .buy(productID: Self.monthly.id, outcome: .success),
                         .buy(productID: Self.monthlyPlus.id, outcome: .askToBuy), .advance(.days(5)), .approve(.id(2)))
        #expect(engine.store.transactions[0].state == .expired)
        #expect(engine.store.transactions[1].expirationDate == date("2026-02-06T09:00:00Z"))
        #expect(engine.store.chains.first?.productID == Self.monthlyPlus.id)
        #expect(engine.violations.isEmpty)
    }
}
