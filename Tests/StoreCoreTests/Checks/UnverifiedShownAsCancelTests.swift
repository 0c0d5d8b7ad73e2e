import Testing
@testable import StoreCore

struct UnverifiedShownAsCancelTests {
    private let world = CheckSupport.world(.product(CheckSupport.unlock), .launch, .buy(productID: "pro", outcome: .unverified))

    @Test func tellingTheUserAnUnverifiedPurchaseWasCancelledIsFlagged() {
        let trace = CheckSupport.trace { $0.record(.toldCancelled(.init(transaction: 1, device: 0))) }
        #expect(CheckSupport.judge(step: UnverifiedShownAsCancel(), in: world, after: trace).map(\.detail)
                == ["the purchase #1 pro failed verification but the user was told it was cancelled"])
    }

    @Test func saidNothingIsNot() {
        #expect(CheckSupport.judge(step: UnverifiedShownAsCancel(), in: world, after: CheckSupport.trace()).isEmpty)
    }
}
