import Foundation
import ScenarioLanguage
import StoreCore
import Testing

/// An advance that would make more renewals than `RenewalLimit.maximum` is refused before it
/// starts, with the number in the message (it once grew past 7 GB).
struct RenewalLimitTests {
    @Test func twoHundredWeeklySubscriptionsCannotBeAdvancedAThousandYears() throws {
        var text = (0..<200).map { "product s\($0) subscription g\($0) P1W\n" }.joined()
        text += "launch\n" + (0..<200).map { "buy s\($0)\n" }.joined() + "advance 365999d\n"
        let scenario = try Scenario.parse(text: text, context: testContext(path: "many.scenario", catalogue: Catalogue())).get()
        let result = ScenarioRunner.run(scenario)
        #expect(result.status == .error)
        #expect(result.errors.map(\.description) == [
            "many.scenario:402:1: error: advance 365999d would renew subscriptions up to 10,457,000 times; at most 1,000,000 renewals "
                + "are made in one advance (advance in shorter steps, or let fewer subscriptions renew)",
        ])
    }

    @Test func aYearOfAThousandDailySubscriptionsIsAllowed() throws {
        var engine = Engine()
        let daily = SubscriptionPeriod(count: 1, unit: .day)
        for index in 0..<1_000 {
            try engine.apply(.product(StoreProduct(id: "s\(index)", kind: .subscription(group: "g\(index)", period: daily, level: 1))))
        }
        try engine.apply(.launch)
        for index in 0..<1_000 { try engine.apply(.buy(productID: "s\(index)", outcome: .success)) }
        #expect(RenewalLimit.refusal(of: .advance(.days(365)), in: engine) == nil)
        #expect(RenewalLimit.refusal(of: .advance(.days(1_001)), in: engine) != nil)
        #expect(RenewalLimit.refusal(of: .launch, in: engine) == nil)
    }
}
