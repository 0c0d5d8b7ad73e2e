#if os(Linux)
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// An `@Observable` store in a file that imports only StoreKit compiles (Observation comes with
/// StoreKit), and `Product.currentEntitlement` answers each product's entitlement: two public
/// stores did not compile without them.
@Suite struct ObservableEntitlementTests {
    @Test @MainActor func eachProductsCurrentEntitlementIsRead() throws {
        let session = try TwinTestSession(ObservableEntitlementApp.self, setup: "product pro unlock\nproduct max unlock")
        try session.buyProduct(identifier: "max")
        try session.launch()
        #expect(session.access.reason == "max")
        try session.buy("pro")
        try session.relaunch()
        #expect(session.access.reason == "max,pro")
        #expect(session.violations.isEmpty)
    }
}
#endif
