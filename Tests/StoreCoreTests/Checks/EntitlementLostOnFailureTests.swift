import Testing
@testable import StoreCore

struct EntitlementLostOnFailureTests {
    private let world = CheckSupport.world(.product(CheckSupport.unlock), .launch, .buy(productID: "pro", outcome: .success))
    private let owned = CheckSupport.report(granting: [Grant(productID: "pro", transactionID: 1)])

    @Test func anUnlockDroppedAfterAFailureIsFlagged() {
        let failed = CheckSupport.trace {
            _ = $0.storeCallFailed(on: 0)
            $0.reportedBeforeFailure(owned, on: 0)
        }
        let found = CheckSupport.judge(EntitlementLostOnFailure(), app: CheckSupport.report(), in: world, after: failed)
        #expect(found.map(\.detail) == ["pro is still owned, but the app dropped it after a failure"])
    }

    @Test func anUnlockKeptIsFine() {
        let failed = CheckSupport.trace {
            _ = $0.storeCallFailed(on: 0)
            $0.reportedBeforeFailure(owned, on: 0)
        }
        #expect(CheckSupport.judge(EntitlementLostOnFailure(), app: owned, in: world, after: failed).isEmpty)
    }

    /// Dropped without a failure: the store said so (a refund), not this invariant's business.
    @Test func withoutAFailureNothingIsJudged() {
        let step = CheckSupport.trace { $0.reportedBeforeFailure(owned, on: 0) }
        #expect(CheckSupport.judge(EntitlementLostOnFailure(), app: CheckSupport.report(), in: world, after: step).isEmpty)
    }
}
