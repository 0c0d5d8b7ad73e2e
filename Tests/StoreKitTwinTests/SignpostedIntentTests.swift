#if os(Linux)
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// `OSSignposter`, `PurchaseIntent.offer` and SwiftUI's `Color` as a value compile and run: a
/// public store did not compile without them.
@Suite struct SignpostedIntentTests {
    @Test @MainActor func aPromotedPurchaseIsReadWithItsOfferAndTimedBySignposts() throws {
        let session = try TwinTestSession(SignpostedIntentApp.self, setup: "product pro unlock")
        try session.launch()
        try session.promote("pro")
        #expect(session.access.reason == "pro offer none; purple at 0.8")
    }
}
#endif
