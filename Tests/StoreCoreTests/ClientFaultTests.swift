import Foundation
import Testing
@testable import StoreCore

/// For each fault: a situation where the reference client stays clean and the faulty client
/// trips exactly the fault's invariant.
struct ClientFaultTests {
    static let coins = StoreProduct(id: "com.example.coins", kind: .consumable, price: Price(amount: 0.99, currencyCode: "USD"))
    static let foreign = StoreProduct(id: "com.other.sdk.credits", kind: .consumable, external: true)

    static func situation(for fault: ClientFault) -> [Command] {
        let buy = Command.buy(productID: unlockID, outcome: .success)
        switch fault {
        case .grantUnverified, .unverifiedAsCancel:
            return [.launch, .buy(productID: unlockID, outcome: .unverified)]
        case .readListingAfterPurchase, .finishBeforeDelivery:
            return [.launch, buy]
        case .finishForeign:
            return [.product(foreign), .launch, .buyElsewhere(productID: foreign.id)]
        case .ignoreRevocation, .cachedBool:
            return [.launch, buy, .refund(.last, .developerIssue)]
        case .noLaunchListener:
            return [.launch]
        case .pricesBeforeOwnership:
            return [.launch, buy, .products(.fail)]
        case .doubleCredit, .grantAnyPurchase:
            return [.product(coins), .launch, .buy(productID: coins.id, outcome: .success)]
        case .paywallBeforeAnswer:
            return [.launch, buy, .advance(.days(15)), .relaunch]
        case .cancelledReadAsNone:
            return [.launch, buy, .refresh(cancelled: true)]
        }
    }

    @Test(arguments: ClientFault.allCases)
    func referenceClientStaysClean(fault: ClientFault) {
        var engine = demoEngine()
        engine.mustApply(.client(.reference))
        for command in Self.situation(for: fault) { engine.mustApply(command) }
        #expect(engine.violationNames == [], "\(engine.transcript)")
    }

    @Test(arguments: ClientFault.allCases)
    func faultTripsExactlyItsInvariant(fault: ClientFault) {
        var engine = demoEngine()
        engine.mustApply(.client(.fault(fault)))
        for command in Self.situation(for: fault) { engine.mustApply(command) }
        #expect(Set(engine.violationNames) == [fault.invariant.rawValue], "\(engine.transcript)")
    }

    @Test func cachedBoolSurvivesARelaunchAfterARefundWhileClosed() {
        var engine = demoEngine()
        engine.mustApply(.client(.fault(.cachedBool)), .launch, .buy(productID: unlockID, outcome: .success), .quit,
                         .refund(.last, .other), .launch)
        #expect(engine.access.state == .unlocked)
        #expect(engine.violationNames == ["revoked-granted"])
    }

    @Test func theReferenceClientLosesARefundedUnlockWhileClosedAtNextLaunch() {
        var engine = demoEngine()
        engine.mustApply(.launch, .buy(productID: unlockID, outcome: .success), .quit, .refund(.last, .other), .launch,
                         .expect(.notOwned(unlockID)), .expect(.access(state: "evaluation", days: 14, reason: nil)),
                         .expect(.noViolations))
    }
}
