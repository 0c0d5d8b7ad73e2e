import Foundation
@testable import ScenarioLanguage
import Testing

/// `storedbg check` reports what a run would refuse for a scenario's own content, and warns
/// about offers App Store Connect cannot create.
@Suite struct CheckOwnContentTests {
    private static func check(_ text: String) throws -> Checker.Report {
        let file = try TemporaryScenario(named: "own.scenario", text)
        defer { file.remove() }
        var report = Checker.check([file.path])
        report.lines = report.lines.map { $0.replacingOccurrences(of: file.path, with: "own.scenario") }
        return report
    }

    @Test func aPriceIncreaseThatLowersThePriceOrChangesItsCurrencyIsAnError() throws {
        let report = try Self.check("""
            product pro.m subscription pro P1M price 9.99 USD
            price-increase pro.m 7.99 USD
            price-increase pro.m 10.99 EUR
            price-increase pro.m 12.99 USD
            price-increase pro.m 11.99 USD
            """)
        #expect(report.lines == [
            "own.scenario:2:1: error: $7.99 is not an increase: pro.m costs $9.99",
            "own.scenario:3:1: error: pro.m is priced in USD; the new price must be in USD too",
            "own.scenario:5:1: error: $11.99 is not an increase: pro.m costs $12.99",
        ])
        #expect(report.errors == 3)
    }

    @Test func familySharingAProductThatCannotBeSharedIsAnError() throws {
        let report = try Self.check("""
            product com.example.pro unlock
            product com.example.shared unlock family-shareable
            product com.example.coins consumable family-shareable
            family-share com.example.pro
            family-share com.example.shared
            family-share com.example.coins
            """)
        #expect(report.lines == [
            "own.scenario:4:1: error: 'com.example.pro' is not family shareable",
            "own.scenario:6:1: error: 'com.example.coins' is a consumable; only unlocks and subscriptions can be family shared",
        ])
    }

    @Test func offersAppStoreConnectCannotCreateAreWarnings() throws {
        let report = try Self.check("""
            product pro.y subscription pro P1Y price 59.99 USD
            product pro.m subscription pro P1M level 2 price 9.99 USD
            offer pro.y introductory pay-as-you-go P1M periods 3 price 1.99 USD
            offer pro.m introductory free-trial P1W periods 5
            offer pro.m promotional short pay-up-front P1D price 0.99 USD
            offer pro.m code LONG pay-as-you-go P1M periods 13 price 1.99 USD
            offer pro.y promotional fine free-trial P2W
            offer pro.m promotional year pay-as-you-go P1M periods 12 price 4.99 USD
            offer pro.y code SIX pay-up-front P6M price 19.99 USD
            """)
        #expect(report.lines == [
            "own.scenario:3:1: warning: App Store Connect cannot create a pay-as-you-go offer billed every P1M on a subscription renewing every P1Y; a pay-as-you-go offer bills the subscription's own period",
            "own.scenario:4:1: warning: App Store Connect cannot create a free trial of P1W ×5; a free trial lasts 3 days, 1 week, 2 weeks, 1 month, 2 months, 3 months, 6 months or 1 year (SubscriptionOfferDuration)",
            "own.scenario:5:1: warning: App Store Connect cannot create a pay-up-front offer of P1D; it covers 1 month, 2 months, 3 months, 6 months or 1 year (SubscriptionOfferDuration)",
            "own.scenario:6:1: warning: App Store Connect cannot create a pay-as-you-go offer of P1M ×13; it lasts at most a year of periods (12 weeks for a weekly subscription)",
        ])
        #expect(report.errors == 0)
        #expect(report.warnings == 4)
    }

    @Test func theBundledScenariosHaveNoneOfThese() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let report = Checker.check([root.appendingPathComponent("Scenarios").path])
        #expect(report.errors == 0)
        #expect(!report.lines.contains { $0.contains("App Store Connect cannot") })
    }
}
