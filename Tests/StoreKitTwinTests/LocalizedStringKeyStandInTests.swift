#if os(Linux)
import StoreKitTwin
import SwiftUI
import Testing

/// The SwiftUI stand-in's `LocalizedStringKey`, which purchase code returns from its own helpers
/// (an offer's "Free week", a price per period) for views to show.
@Suite struct LocalizedStringKeyStandInTests {
    private func offerText(_ period: Product.SubscriptionPeriod) -> LocalizedStringKey? {
        switch period {
        case .weekly: return "Free week"
        case .monthly: return "Free month"
        default: return nil
        }
    }

    @Test func aKeyIsMadeFromALiteralOrAnInterpolation() {
        #expect(offerText(.weekly) == "Free week")
        #expect(offerText(.everySixMonths) == nil)
        let coins = 5
        #expect(LocalizedStringKey("\(coins) coins") == "\(coins) coins")
        #expect(LocalizedStringKey("5 coins") == LocalizedStringKey(stringLiteral: "5 coins"))
    }
}
#endif
