import Testing
@testable import StoreCore

struct PendingGrantedTests {
    @Test func aGrantFromAnAskToBuyStillWaitingIsFlagged() {
        let world = CheckSupport.world(.product(CheckSupport.unlock), .launch, .buy(productID: "pro", outcome: .askToBuy))
        let found = CheckSupport.judge(PendingGranted(), app: CheckSupport.report(granting: [Grant(productID: "pro", transactionID: 1)]),
                                       in: world, after: CheckSupport.trace())
        #expect(found.map(\.detail) == ["pro is granted from #1 pro, still waiting for approval"])
    }

    @Test func anApprovedOneIsNot() {
        let world = CheckSupport.world(.product(CheckSupport.unlock), .launch, .buy(productID: "pro", outcome: .askToBuy), .approve(.id(1)))
        let found = CheckSupport.judge(PendingGranted(), app: CheckSupport.report(granting: [Grant(productID: "pro", transactionID: 1)]),
                                       in: world, after: CheckSupport.trace())
        #expect(found.isEmpty)
    }
}
