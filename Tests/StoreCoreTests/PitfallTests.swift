import Foundation
import Testing
@testable import StoreCore

/// The six pitfalls of seed 003, each caught by the monitor with its fault switched on and
/// absent with the reference client.
struct PitfallTests {
    static let foreign = StoreProduct(id: "com.other.app.pro", kind: .unlock, external: true)

    func outcome(_ fault: ClientFault?, _ commands: [Command]) -> (access: AccessState, violations: [String]) {
        var engine = demoEngine()
        engine.mustApply(.product(Self.foreign))
        if let fault { engine.mustApply(.client(.fault(fault))) }
        for command in commands { engine.mustApply(command) }
        return (engine.access.state, engine.violationNames)
    }

    /// 1. Ownership read in a task SwiftUI then cancels: a paying customer is shown the paywall.
    @Test func ownershipReadInACancelledTask() {
        let steps: [Command] = [.launch, .buy(productID: unlockID, outcome: .success), .advance(.days(20)), .refresh(cancelled: true)]
        #expect(outcome(nil, steps) == (.unlocked, []))
        let faulty = outcome(.cancelledReadAsNone, steps)
        #expect(faulty.access == .expired)
        #expect(faulty.violations == ["entitlement-lost-on-failure"])
    }

    /// 2. currentEntitlements read the moment purchase() returns: the Buy button "does nothing".
    @Test func listingReadRightAfterPurchase() {
        let steps: [Command] = [.launch, .advance(.days(20)), .buy(productID: unlockID, outcome: .success)]
        #expect(outcome(nil, steps) == (.unlocked, []))
        let faulty = outcome(.readListingAfterPurchase, steps)
        #expect(faulty.access == .expired)
        #expect(faulty.violations == ["left-unfinished"])
    }

    /// 3. The listing re-read when an update arrives: an approved Ask to Buy arrives before the listing has it.
    @Test func listingReadWhenAnApprovalArrives() {
        let steps: [Command] = [.launch, .advance(.days(20)), .buy(productID: unlockID, outcome: .askToBuy), .approve(.last)]
        #expect(outcome(nil, steps) == (.unlocked, []))
        let faulty = outcome(.readListingAfterPurchase, steps)
        #expect(faulty.access == .expired)
        #expect(faulty.violations == ["left-unfinished"])
    }

    /// 4. Another product's transactions finished, so their owner never sees them.
    @Test func anotherProductsTransactionFinished() {
        let steps: [Command] = [.launch, .buyElsewhere(productID: Self.foreign.id)]
        #expect(outcome(nil, steps).violations == [])
        #expect(outcome(.finishForeign, steps).violations == ["foreign-finished"])
    }

    /// 5. Prices waited for before ownership is known, locking owners out offline.
    @Test func pricesBeforeOwnershipLocksOwnersOutOffline() {
        let steps: [Command] = [.launch, .buy(productID: unlockID, outcome: .success), .advance(.days(20)), .quit, .offline, .launch]
        #expect(outcome(nil, steps) == (.unlocked, []))
        let faulty = outcome(.pricesBeforeOwnership, steps)
        #expect(faulty.access == .expired)
        #expect(faulty.violations == ["paywall-before-answer", "entitlement-lost-on-failure"])
    }

    /// 5, during the evaluation: no paywall shows, but the owner is still not recognised.
    @Test func pricesBeforeOwnershipDuringTheEvaluation() {
        let steps: [Command] = [.launch, .buy(productID: unlockID, outcome: .success), .quit, .offline, .launch]
        #expect(outcome(nil, steps) == (.unlocked, []))
        let faulty = outcome(.pricesBeforeOwnership, steps)
        #expect(faulty.access.name == "evaluation")
        #expect(faulty.violations == ["entitlement-lost-on-failure"])
    }

    /// 6. A purchase that does not verify reported as a cancellation, to someone who may have been charged.
    @Test func unverifiedReportedAsCancellation() {
        let steps: [Command] = [.launch, .buy(productID: unlockID, outcome: .unverified)]
        #expect(outcome(nil, steps).violations == [])
        #expect(outcome(.unverifiedAsCancel, steps).violations == ["unverified-shown-as-cancel"])
    }
}
