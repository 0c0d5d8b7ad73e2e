import Testing
@testable import StoreCore

struct CancelledGrantedTests {
    @Test func grantsFromCancelledFailedDeclinedOrInterruptedPurchasesAreFlagged() {
        let world = CheckSupport.world(.product(CheckSupport.unlock), .launch, .buy(productID: "pro", outcome: .cancel),
                                       .buy(productID: "pro", outcome: .fail(.networkError)), .buy(productID: "pro", outcome: .interrupted),
                                       .buy(productID: "pro", outcome: .askToBuy), .decline(.id(4)))
        let grants = (1...4).map { Grant(productID: "pro", transactionID: $0) }
        let found = CheckSupport.judge(CancelledGranted(), app: CheckSupport.report(granting: grants), in: world, after: CheckSupport.trace())
        #expect(found.map(\.detail) == ["pro is granted from #1 pro, which is cancelled", "pro is granted from #2 pro, which is failed",
                                        "pro is granted from #3 pro, which is interrupted", "pro is granted from #4 pro, which is declined"])
    }

    @Test func aPendingOrPurchasedOneIsNot() {
        let world = CheckSupport.world(.product(CheckSupport.unlock), .launch, .buy(productID: "pro", outcome: .askToBuy))
        let found = CheckSupport.judge(CancelledGranted(), app: CheckSupport.report(granting: [Grant(productID: "pro", transactionID: 1)]),
                                       in: world, after: CheckSupport.trace())
        #expect(found.isEmpty)
    }
}
