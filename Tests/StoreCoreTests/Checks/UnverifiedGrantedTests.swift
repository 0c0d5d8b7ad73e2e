import Testing
@testable import StoreCore

struct UnverifiedGrantedTests {
    @Test func aGrantFromATransactionThatFailedVerificationIsFlagged() {
        let world = CheckSupport.world(.product(CheckSupport.unlock), .launch, .buy(productID: "pro", outcome: .unverified))
        let found = CheckSupport.judge(UnverifiedGranted(), app: CheckSupport.report(granting: [Grant(productID: "pro", transactionID: 1)]),
                                       in: world, after: CheckSupport.trace())
        #expect(found.map(\.invariant) == [.unverifiedGranted])
        #expect(found.first?.detail == "pro is granted from #1 pro, which failed verification")
    }

    @Test func aGrantFromAVerifiedTransactionIsNot() {
        let world = CheckSupport.world(.product(CheckSupport.unlock), .launch, .buy(productID: "pro", outcome: .success))
        let found = CheckSupport.judge(UnverifiedGranted(), app: CheckSupport.report(granting: [Grant(productID: "pro", transactionID: 1)]),
                                       in: world, after: CheckSupport.trace())
        #expect(found.isEmpty)
    }
}
