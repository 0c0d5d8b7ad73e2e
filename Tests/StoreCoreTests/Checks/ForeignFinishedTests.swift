import Testing
@testable import StoreCore

struct ForeignFinishedTests {
    private let world = CheckSupport.world(.product(CheckSupport.unlock), .launch, .buy(productID: "pro", outcome: .success))

    @Test func finishingAnotherProductsTransactionIsFlagged() {
        let trace = CheckSupport.trace { $0.record(.finished(.init(transaction: 1, device: 0, afterDelivery: true, external: true))) }
        #expect(CheckSupport.judge(step: ForeignFinished(), in: world, after: trace).map(\.detail)
                == ["the app finished #1 pro, a product it does not handle"])
    }

    @Test func finishingItsOwnIsNot() {
        let trace = CheckSupport.trace { $0.record(.finished(.init(transaction: 1, device: 0, afterDelivery: false, external: false))) }
        #expect(CheckSupport.judge(step: ForeignFinished(), in: world, after: trace).isEmpty)
    }
}
