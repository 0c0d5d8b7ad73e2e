import DebuggerUI
import Foundation
import ScenarioLanguage
import ScreenTestSupport
import StoreCore
import TerminalUI
import Testing

/// Offers on the screen: the catalogue shows each product's offers, and a subscription's detail
/// (Enter) its offer and renewal info.
@Suite struct OfferScreenTests {
    private static let setup = """
        product pro.monthly subscription pro P1M price 9.99 USD name "Pro Monthly"
        product pro.yearly subscription pro P1Y price 79.99 USD name "Pro Yearly"
        offer pro.yearly introductory free-trial P2W
        offer pro.yearly promotional spring pay-up-front P3M price 4.99 USD
        offer pro.yearly win-back comeback free-trial P1M
        offer pro.monthly code FRIENDS pay-as-you-go P1M periods 3 price 1.99 USD
        launch
        buy pro.yearly
        """

    private func session() throws -> DebuggerSession {
        var session = try SessionFixtures.scenario(Self.setup)
        session.press("nnnnnnnn")
        return session
    }

    @Test func theCatalogueShowsOffersAt80x24() throws {
        assertSnapshot(DebuggerScreen.render(try session(), size: Size(width: 80, height: 24)).grid, named: "offers_catalogue_80x24")
    }

    @Test func aSubscriptionDetailShowsItsOfferAndRenewalInfoAt120x40() throws {
        var session = try session()
        _ = session.handle(.enter)
        let frame = DebuggerScreen.render(session, size: Size(width: 120, height: 40))
        assertSnapshot(frame.grid, named: "offers_detail_120x40")
    }

    /// The renewal info's price-increase status, and the price each transaction was charged:
    /// the renewal after an agreed increase at the new price.
    @Test func aSubscriptionDetailShowsThePriceIncreaseAndThePricePaidAt120x40() throws {
        var session = try SessionFixtures.scenario("""
            product pro.monthly subscription pro P1M price 9.99 USD name "Pro Monthly"
            launch
            buy pro.monthly
            price-increase pro.monthly 12.99 USD consent-required
            """)
        session.press("nnnn")
        _ = session.handle(.enter)
        assertSnapshot(DebuggerScreen.render(session, size: Size(width: 120, height: 40)).grid, named: "price_increase_pending_detail_120x40")
        _ = session.handle(.escape)
        session.enter("price-consent #1 agree")
        session.enter("advance 31d")
        _ = session.handle(.enter)
        assertSnapshot(DebuggerScreen.render(session, size: Size(width: 120, height: 40)).grid, named: "price_increase_renewed_detail_120x40")
    }
}

/// A refunded consumable's detail shows the consumption the App Store was told of.
@Suite struct ConsumptionDetailTests {
    @Test func aRefundedConsumableShowsItsConsumption() throws {
        var session = try SessionFixtures.scenario("""
            product com.example.coins consumable price 0.99 USD
            launch
            buy com.example.coins
            consume com.example.coins 1
            refund #1
            """)
        session.press("nnnnn")
        _ = session.handle(.enter)
        let text = DebuggerScreen.render(session, size: Size(width: 160, height: 50)).grid.text
        #expect(text.contains("Consumption     100% reported to the App Store (consumptionPercentage 100000)"))
        #expect(text.contains("the app's server reports 100% consumed"))
    }
}
