import Foundation
import Testing
@testable import StoreCore

/// Each quirk of the real store, on and off, and the difference it makes.
struct QuirkTests {
    func engine(_ quirk: Quirk, on: Bool, fault: ClientFault? = nil) -> Engine {
        var engine = demoEngine()
        engine.mustApply(.quirk(quirk, on: on))
        if let fault { engine.mustApply(.client(.fault(fault))) }
        return engine
    }

    /// `Store.isOn` reads a quirk by its position: each must be its place in `allCases`.
    @Test func eachQuirkKnowsItsPlace() {
        #expect(Quirk.allCases.map(\.position) == Array(Quirk.allCases.indices))
        var store = Store(now: Engine.defaultClock)
        for quirk in Quirk.allCases {
            store.setQuirk(quirk, on: false)
            #expect(Quirk.allCases.filter { store.isOn($0) } == Quirk.allCases.filter { $0 != quirk })
            store.setQuirk(quirk, on: true)
        }
    }

    @Test func listedLateHidesAPurchaseFromTheNextRead() {
        var on = engine(.listedLate, on: true, fault: .readListingAfterPurchase)
        on.mustApply(.launch, .buy(productID: unlockID, outcome: .success))
        #expect(on.access.state != .unlocked)
        #expect(on.violationNames == ["left-unfinished"])

        var off = engine(.listedLate, on: false, fault: .readListingAfterPurchase)
        off.mustApply(.launch, .buy(productID: unlockID, outcome: .success))
        #expect(off.access.state == .unlocked)
    }

    @Test func listedLateDoesNotFoolTheReferenceClient() {
        var engine = engine(.listedLate, on: true)
        engine.mustApply(.launch, .buy(productID: unlockID, outcome: .success), .refresh(cancelled: false))
        #expect(engine.access.state == .unlocked)
        // The read is a step after the purchase: a moment later, so the purchase is listed.
        #expect(!engine.events.contains { if case .listedLate = $0.fact { true } else { false } })
        #expect(engine.violations.isEmpty)
    }

    @Test func cancelledReadEmptyAnswersNothingInsteadOfThrowing() {
        var on = engine(.cancelledReadEmpty, on: true, fault: .cancelledReadAsNone)
        on.mustApply(.launch, .buy(productID: unlockID, outcome: .success), .refresh(cancelled: true))
        #expect(on.access.state != .unlocked)
        #expect(on.violationNames == ["entitlement-lost-on-failure"])

        var off = engine(.cancelledReadEmpty, on: false, fault: .cancelledReadAsNone)
        off.mustApply(.launch, .buy(productID: unlockID, outcome: .success), .refresh(cancelled: true))
        #expect(off.access.state == .unlocked)
        #expect(off.events.last { $0.kind == .client }?.text.contains("threw") == true)
    }

    @Test func declineSilentTellsTheAppNothing() {
        var on = engine(.declineSilent, on: true)
        on.mustApply(.launch, .buy(productID: unlockID, outcome: .askToBuy), .decline(.last))
        #expect(on.report(onDevice: on.currentDeviceIndex).pending[unlockID] != nil)
        on.mustApply(.relaunch)
        #expect(on.report(onDevice: on.currentDeviceIndex).pending.isEmpty)

        var off = engine(.declineSilent, on: false)
        off.mustApply(.launch, .buy(productID: unlockID, outcome: .askToBuy), .decline(.last))
        #expect(off.report(onDevice: off.currentDeviceIndex).pending.isEmpty)
    }

    @Test func refundVanishesFromTheNextRead() {
        // With the quirk on, a client that ignores revocations still loses the refund at the next
        // read, because the read no longer lists it; off, the read lists it with a revocation date.
        var on = engine(.refundVanishes, on: true, fault: .ignoreRevocation)
        on.mustApply(.launch, .buy(productID: unlockID, outcome: .success), .quit, .refund(.last, .other))
        #expect(on.store.entitlementItems(account: "default") == [])
        on.mustApply(.launch)
        #expect(on.access.state == .evaluation(daysLeft: 14, endsAt: date("2026-01-15T09:00:00Z")))

        var off = engine(.refundVanishes, on: false, fault: .ignoreRevocation)
        off.mustApply(.launch, .buy(productID: unlockID, outcome: .success), .quit, .refund(.last, .other))
        #expect(off.store.entitlementItems(account: "default") == [1])
        off.mustApply(.launch)
        #expect(off.access.state == .unlocked)
        #expect(off.violationNames.contains("revoked-granted"))
    }

    @Test func purchaseNotReannouncedOnUpdates() {
        var on = engine(.purchaseNotReannounced, on: true)
        on.mustApply(.launch, .buy(productID: unlockID, outcome: .success))
        #expect(!on.events.contains { $0.text.hasPrefix("update: #1") })

        var off = engine(.purchaseNotReannounced, on: false)
        off.mustApply(.launch, .buy(productID: unlockID, outcome: .success))
        #expect(off.events.contains { $0.text.hasPrefix("update: #1") })
        #expect(off.violations.isEmpty)
    }

    @Test func unfinishedRedeliveredAtLaunch() {
        // A purchase the app could not verify stays unfinished and comes back at each launch.
        var on = engine(.unfinishedRedelivered, on: true)
        on.mustApply(.launch, .buy(productID: unlockID, outcome: .unverified), .relaunch)
        #expect(on.events.contains { $0.text.hasPrefix("redelivered at launch: #1") })

        var off = engine(.unfinishedRedelivered, on: false)
        off.mustApply(.launch, .buy(productID: unlockID, outcome: .unverified), .relaunch)
        #expect(!off.events.contains { $0.text.hasPrefix("redelivered at launch") })
        #expect(off.events.contains { $0.text.hasPrefix("unfinished sweep: #1") })
    }
}
