import Testing
@testable import StoreCore

struct ConsumableDoubleCreditTests {
    @Test func creditingMoreUnitsThanBoughtIsFlaggedOncePerTransaction() {
        let world = CheckSupport.world(.product(CheckSupport.coins), .client(.fault(.doubleCredit)), .launch,
                                       .buy(productID: "coins", outcome: .success))
        #expect(world.devices[0].storage.consumables.unitsCredited(by: 1) == 2)
        let trace = CheckSupport.trace {
            $0.record(.credited(.init(transaction: 1, device: 0)))
            $0.record(.credited(.init(transaction: 1, device: 0)))
        }
        #expect(CheckSupport.judge(step: ConsumableDoubleCredit(), in: world, after: trace).map(\.detail)
                == ["2 units of coins credited for 1 bought"])
    }

    @Test func creditingWhatWasBoughtIsNot() {
        let world = CheckSupport.world(.product(CheckSupport.coins), .launch, .buy(productID: "coins", outcome: .success))
        let trace = CheckSupport.trace { $0.record(.credited(.init(transaction: 1, device: 0))) }
        #expect(CheckSupport.judge(step: ConsumableDoubleCredit(), in: world, after: trace).isEmpty)
    }
}
