#if os(Linux)
import Foundation
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// `Date()` in the app's own code reads the simulated device's clock under the twin (Linux), as
/// `TwinClock.now` does: unchanged purchase code that compares `expirationDate > Date()` judges
/// by the scenario's time, the same at every run, not by the machine's.
@Suite struct DeviceClockDateTests {
    @MainActor final class DateReadingApp: TwinApp {
        var shown = ""

        init() {}

        func appDidLaunch() async {
            shown = "launched at \(Date().formatted(.iso8601))"
        }

        func buy(_ productID: String) async {
            guard let product = try? await Product.products(for: [productID]).first,
                  case .success(.verified(let transaction)) = try? await product.purchase() else { return }
            await transaction.finish()
            let active = (transaction.expirationDate ?? .distantFuture) > Date()
            shown = "bought at \(Date.now.formatted(.iso8601)); active \(active)"
        }

        func restorePurchases() async {
            var active: [String] = []
            for await result in Transaction.currentEntitlements {
                if case .verified(let transaction) = result, (transaction.expirationDate ?? .distantFuture) > Date() {
                    active.append(transaction.productID)
                }
            }
            shown = "at \(Date().formatted(.iso8601)) active: \(active)"
        }

        /// What the app shows is read from it at the end of a step, by the device's clock too.
        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: shown, paywallShown: Date() < Date(timeIntervalSince1970: 1_767_900_000),
                          knowsOwnership: true)
        }
    }

    @Test @MainActor func dateInTheAppsCodeIsTheDevicesClock() throws {
        let session = try TwinTestSession(DateReadingApp.self, setup: "product pro.monthly subscription pro P1M")
        try session.launch()
        #expect(session.access.reason == "launched at 2026-01-01T09:00:00Z")
        #expect(session.access.paywallShown, "the report read Date() as the device's 1 January, not the machine's date")
        try session.buy("pro.monthly")
        #expect(session.access.reason == "bought at 2026-01-01T09:00:00Z; active true",
                "the subscription just bought is active by the device's clock")
        try session.advance(by: .days(10))
        try session.restorePurchases()
        #expect(session.access.reason == "at 2026-01-11T09:00:00Z active: [\"pro.monthly\"]")
        #expect(!session.access.paywallShown, "11 January is after the report's threshold")
        let machine = Date()
        #expect(abs(machine.timeIntervalSince(Date(timeIntervalSince1970: 1_768_122_000))) > 1,
                "outside the app's code Date() is the machine's clock")
    }

    /// Foundation's timed waits take a `Date` made from `Date()`, the device's: they still wait as
    /// long as the app asked, by the machine's clock (the kernel's).
    @MainActor final class WaitingApp: TwinApp {
        var waited: [String] = []

        init() {}

        func appDidLaunch() async {
            for (name, wait) in [("condition", { let condition = NSCondition(); condition.lock(); _ = condition.wait(until: Date() + 0.3); condition.unlock() }),
                                 ("lock", { let lock = NSLock(); lock.lock(); _ = lock.lock(before: Date() + 0.3) })] as [(String, () -> Void)] {
                let start = DispatchTime.now().uptimeNanoseconds
                wait()
                let milliseconds = (DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
                waited.append("\(name) \(milliseconds >= 250 && milliseconds < 1_500 ? "waited" : "did not wait: \(milliseconds) ms")")
            }
        }

        func buy(_ productID: String) async {}
        func restorePurchases() async {}

        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: waited.joined(separator: ", "), paywallShown: false, knowsOwnership: true)
        }
    }

    @Test @MainActor func foundationsTimedWaitsWaitAsLongAsAsked() throws {
        let session = try TwinTestSession(WaitingApp.self)
        try session.launch()
        #expect(session.access.reason == "condition waited, lock waited")
    }
}
#endif
