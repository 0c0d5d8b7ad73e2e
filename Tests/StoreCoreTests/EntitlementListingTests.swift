import Foundation
import Testing
@testable import StoreCore

/// Issue 12, bugs 1 and 5: what `Transaction.currentEntitlements` lists, as Apple documents it.
struct EntitlementListingTests {
    static let monthly = StoreProduct(id: "pro.monthly", kind: .subscription(group: "pro", period: SubscriptionPeriod(count: 1, unit: .month), level: 1))
    static let pass = StoreProduct(id: "pass", kind: .nonRenewing(.days(30)))

    func engine() -> Engine {
        var engine = Engine(clock: date("2026-01-01T09:00:00Z"))
        engine.mustApply(.product(Self.monthly), .product(Self.pass), .launch)
        return engine
    }

    /// The latest transaction of a subscription that is subscribed or in its grace period;
    /// not in billing retry.
    @Test func aSubscriptionIsListedWhileSubscribedOrInGrace() {
        var engine = engine()
        engine.mustApply(.buy(productID: Self.monthly.id, outcome: .success))
        #expect(engine.store.entitlementItems(account: "default") == [1])
        engine.mustApply(.advance(.days(31)))
        #expect(engine.store.entitlementItems(account: "default") == [2])
        engine.mustApply(.billingIssue(.last, grace: .days(3)), .advance(.days(28)))
        #expect(engine.access.state == .grace(until: date("2026-03-04T09:00:00Z")))
        #expect(engine.store.entitlementItems(account: "default") == [2])
        engine.mustApply(.advance(.days(3)))
        #expect(engine.access.state == .billingRetry)
        #expect(engine.store.entitlementItems(account: "default") == [])
        #expect(engine.currentDevice.entitlementCopy.listing.isEmpty, "the device's copy follows while online")
    }

    /// Only the latest pass, ended or not.
    @Test func theLatestPassIsListedEvenOnceEnded() {
        var engine = engine()
        engine.mustApply(.buy(productID: Self.pass.id, outcome: .success), .buy(productID: Self.pass.id, outcome: .success))
        #expect(engine.store.entitlementItems(account: "default") == [2])
        engine.mustApply(.advance(.days(90)))
        #expect(engine.store.entitlementItems(account: "default") == [2])
    }
}
