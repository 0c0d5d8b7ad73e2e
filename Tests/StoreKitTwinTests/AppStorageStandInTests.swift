#if os(Linux)
import StoreKitTwin
import StoreKitTwinTest
import SwiftUI
import Testing

/// The SwiftUI stand-in's `@AppStorage`: an entitlement kept in the device's preferences, as an
/// app that says `import SwiftUI` keeps it; set when a purchase goes through, kept over a
/// relaunch, wiped by a reinstall.
@Suite struct AppStorageStandInTests {
    public enum Plan: String { case free, pro }


    @MainActor final class FlagApp: TwinApp, ObservableObject {
        @AppStorage("hasPro") var hasPro = false
        @AppStorage("launches") var launches = 0
        @AppStorage("plan", store: UserDefaults(suiteName: "group.com.example")) var plan = Plan.free

        init() {}

        func appDidLaunch() async { launches += 1 }

        func buy(_ productID: String) async {
            guard case .success(.verified(let transaction))? = try? await Product.products(for: [productID]).first?.purchase() else { return }
            hasPro = true
            plan = .pro
            await transaction.finish()
        }

        func restorePurchases() async {}
        var twinReport: TwinAppReport {
            TwinAppReport(access: hasPro ? .unlocked : .notStarted, reason: "launches \(launches), plan \(plan.rawValue)",
                          paywallShown: false, knowsOwnership: true,
                          grantedProductIDs: hasPro ? ["pro"] : [])
        }
    }

    /// Read through the app's report: its preferences are the device's, which only the app's
    /// own code, run by the twin, reaches.
    @Test @MainActor func aFlagIsKeptInTheDevicesPreferences() throws {
        let session = try TwinTestSession(FlagApp.self, setup: "product pro unlock")
        try session.launch()
        #expect(session.access.state == .notStarted && session.access.reason == "launches 1, plan free")
        try session.buy("pro")
        #expect(session.access.state == .unlocked && session.access.reason == "launches 1, plan pro")
        try session.relaunch()
        #expect(session.access.state == .unlocked && session.access.reason == "launches 2, plan pro")
        try session.reinstall()
        try session.launch()
        #expect(session.access.state == .notStarted && session.access.reason == "launches 1, plan free")
    }
}
/// Not Sendable, as a public enum of a library often is not: `@AppStorage` takes it all the same.
@available(*, unavailable) extension AppStorageStandInTests.Plan: Sendable {}
#endif
