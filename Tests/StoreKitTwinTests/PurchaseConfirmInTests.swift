#if os(Linux)
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// `purchase(confirmIn:options:)`, which a UIKit app calls on iOS 17 and later with its window
/// scene or (iOS 18.2) its view controller, buys as `purchase(options:)` does.
@Suite struct PurchaseConfirmInTests {
    @Test @MainActor func aPurchaseConfirmedInASceneOrNextToAViewControllerGoesThrough() throws {
        let session = try TwinTestSession(ConfirmInApp.self, setup: "product pro unlock\nproduct max unlock")
        try session.launch()
        try session.buy("pro")
        try session.buy("max")
        #expect(session.access.reason == "pro,max", "an alert's button is never tapped: its handler does not run")
        #expect(session.eventLog.filter { $0.contains("presents") } == [
            "2026-01-01T09:00:00Z phone client: The app presents an alert: “Thank you” — “pro is yours.” [OK]",
            "2026-01-01T09:00:00Z phone client: The app presents an alert: “Thank you” — “max is yours.” [OK]",
        ])
    }
}
#endif
