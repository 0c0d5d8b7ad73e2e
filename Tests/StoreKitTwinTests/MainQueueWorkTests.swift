#if os(Linux)
import Foundation
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// Work the app's code sends to the main queue runs under the twin as its main-actor code: at
/// once in the same step, or after its delay once the device's clock has moved by it. A debugger
/// does not run the process's main queue, so before, such work never ran.
@Suite struct MainQueueWorkTests {
    @MainActor final class CompletionHandlerStore: TwinApp {
        var shown: [String] = []

        init() {}

        func appDidLaunch() async {}

        func buy(_ productID: String) async {
            guard let product = try? await Product.products(for: [productID]).first else { return }
            Task.detached {
                guard case .success(.verified(let transaction)) = try? await product.purchase() else { return }
                await transaction.finish()
                // A completion handler of the older shape: back to the main queue to show it.
                DispatchQueue.main.async { self.shown.append("bought #\(transaction.id)") }
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 90) { self.shown.append("thank-you banner gone") }
            let item = DispatchWorkItem { self.shown.append("work item") }
            DispatchQueue.main.async(execute: item)
        }

        func restorePurchases() async {}

        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: shown.joined(separator: "; "), paywallShown: false, knowsOwnership: true)
        }
    }

    @Test @MainActor func mainQueueWorkRunsAsTheAppsMainActorCode() throws {
        let session = try TwinTestSession(CompletionHandlerStore.self, setup: "product pro unlock")
        try session.launch()
        try session.buy("pro")
        #expect(session.access.reason == "work item; bought #1", "sent with no delay: run in the same step, in order")
        try session.advance(by: .minutes(1))
        #expect(session.access.reason == "work item; bought #1", "90 s have not passed on the device")
        try session.advance(by: .minutes(1))
        #expect(session.access.reason == "work item; bought #1; thank-you banner gone")
        #expect(!session.eventLog.contains { $0.contains("StoreKit twin:") }, "nothing ran from outside the twin")
    }

    /// Completion handlers joined with a group: `async(group:)` on the main queue and the group's
    /// `notify(queue: .main)` run as the app's main-actor code, the notification last; a group's
    /// work on another queue is waited for.
    @MainActor final class GroupedStore: TwinApp {
        var shown: [String] = []

        init() {}

        func appDidLaunch() async {
            let group = DispatchGroup()
            DispatchQueue.main.async(group: group) { self.shown.append("products") }
            DispatchQueue.global().async(group: group) { Thread.sleep(forTimeInterval: 0.05) }
            DispatchQueue.main.async(group: group) { self.shown.append("entitlements") }
            group.notify(queue: .main) { self.shown.append("ready") }
        }

        func buy(_ productID: String) async {}
        func restorePurchases() async {}

        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: shown.joined(separator: ", "), paywallShown: false, knowsOwnership: true)
        }
    }

    @Test @MainActor func groupedMainQueueWorkRunsThenTheNotification() throws {
        let session = try TwinTestSession(GroupedStore.self)
        try session.launch()
        #expect(session.access.reason == "products, entitlements, ready")
    }
}
#endif
