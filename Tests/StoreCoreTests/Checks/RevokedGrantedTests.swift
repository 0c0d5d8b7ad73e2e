import Testing
@testable import StoreCore

struct RevokedGrantedTests {
    private let granted = CheckSupport.report(granting: [Grant(productID: "pro", transactionID: 1)])

    @Test func aGrantFromARevocationTheAppWasToldOfIsFlagged() {
        let world = CheckSupport.world(.product(CheckSupport.unlock), .launch, .buy(productID: "pro", outcome: .success),
                                       .refund(.id(1), .other))
        let found = CheckSupport.judge(RevokedGranted(), app: granted, in: world, after: CheckSupport.trace())
        #expect(found.map(\.detail) == ["pro is still granted from #1 pro, which the app was told is revoked"])
    }

    /// Refunded after the app quit: it has not been told.
    @Test func aRevocationTheAppWasNotToldOfIsNot() {
        let world = CheckSupport.world(.product(CheckSupport.unlock), .launch, .buy(productID: "pro", outcome: .success), .quit,
                                       .refund(.id(1), .other))
        #expect(world.devices[0].process.toldRevoked.contains(1) == false)
        #expect(CheckSupport.judge(RevokedGranted(), app: granted, in: world, after: CheckSupport.trace()).isEmpty)
    }
}
