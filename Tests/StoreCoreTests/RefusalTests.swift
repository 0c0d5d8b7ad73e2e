import Foundation
import Testing
@testable import StoreCore

/// `Engine.refusal(of:)` answers as `apply` would, for a rule and for an expectation (the
/// engine's own check), and changes nothing.
struct RefusalTests {
    static let unlock = StoreProduct(id: "pro.unlock", kind: .unlock, price: Price(amount: 9.99, currencyCode: "USD"))

    @Test func anExpectationOfAProductNotDefinedIsRefusedAsApplyRefusesIt() throws {
        var engine = Engine(clock: date("2026-01-01T09:00:00Z"))
        engine.mustApply(.product(Self.unlock), .launch)
        let steps = engine.stepCount
        let refusal = engine.refusal(of: .expect(.owned("pro.missing")))
        #expect(refusal != nil)
        #expect(engine.stepCount == steps)
        do throws(EngineError) {
            try engine.apply(.expect(.owned("pro.missing")))
            Issue.record("apply took an expectation of an undefined product")
        } catch {
            #expect(error.message == refusal?.message)
        }
        #expect(engine.refusal(of: .expect(.owned(Self.unlock.id))) == nil)
        #expect(engine.refusal(of: .expect(.balance(Self.unlock.id, 1)))?.message.contains("not a consumable") == true)
    }

    @Test func aRuleIsRefusedWithoutBeingCarriedOut() {
        var engine = Engine(clock: date("2026-01-01T09:00:00Z"))
        engine.mustApply(.product(Self.unlock), .launch)
        #expect(engine.refusal(of: .buy(productID: "pro.missing", outcome: .success)) != nil)
        #expect(engine.refusal(of: .buy(productID: Self.unlock.id, outcome: .success)) == nil)
        #expect(engine.store.transactions.isEmpty)
    }
}
