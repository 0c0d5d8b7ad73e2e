import Testing
@testable import StoreCore

struct FinishedBeforeDeliveryTests {
    private let world = CheckSupport.world(.product(CheckSupport.unlock), .launch, .buy(productID: "pro", outcome: .success))

    @Test func aFinishBeforeDeliveryIsFlagged() {
        let trace = CheckSupport.trace { $0.record(.finished(.init(transaction: 1, device: 0, afterDelivery: false, external: false))) }
        #expect(CheckSupport.judge(step: FinishedBeforeDelivery(), in: world, after: trace).map(\.detail)
                == ["the app finished #1 pro before delivering it"])
    }

    /// Another product's transaction is `foreign-finished`'s, not this one's.
    @Test func aFinishAfterDeliveryOrOfAnotherProductIsNot() {
        let trace = CheckSupport.trace {
            $0.record(.finished(.init(transaction: 1, device: 0, afterDelivery: true, external: false)))
            $0.record(.finished(.init(transaction: 1, device: 0, afterDelivery: false, external: true)))
        }
        #expect(CheckSupport.judge(step: FinishedBeforeDelivery(), in: world, after: trace).isEmpty)
    }
}
