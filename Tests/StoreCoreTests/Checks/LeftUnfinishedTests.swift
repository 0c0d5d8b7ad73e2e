import Testing
@testable import StoreCore

struct LeftUnfinishedTests {
    /// An app that re-reads the listing instead of using the purchase result leaves #1 unfinished.
    private let unfinished = CheckSupport.world(.product(CheckSupport.unlock), .client(.fault(.readListingAfterPurchase)), .launch,
                                                .buy(productID: "pro", outcome: .success))

    @Test func aPurchaseHandedOverAndLeftUnfinishedIsFlaggedOnce() {
        #expect(unfinished.store.transactions[0].finished == false)
        let trace = CheckSupport.trace {
            $0.record(.handed(.init(transaction: 1, device: 0)))
            $0.record(.handed(.init(transaction: 1, device: 0)))
        }
        #expect(CheckSupport.judge(step: LeftUnfinished(), in: unfinished, after: trace).map(\.detail)
                == ["#1 pro was handed to the app but not delivered and finished"])
    }

    @Test func oneFinishedOrNeverHandedOverIsNot() {
        let finished = CheckSupport.world(.product(CheckSupport.unlock), .launch, .buy(productID: "pro", outcome: .success))
        let handed = CheckSupport.trace { $0.record(.handed(.init(transaction: 1, device: 0))) }
        #expect(CheckSupport.judge(step: LeftUnfinished(), in: finished, after: handed).isEmpty)
        #expect(CheckSupport.judge(step: LeftUnfinished(), in: unfinished, after: CheckSupport.trace()).isEmpty)
    }
}
