import Foundation
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// An app that reads `Transaction.unfinished` before it starts its `Transaction.updates`
/// listener (the shape of a public VPN app's store actor) is still handed what waited on
/// `updates` while it was closed, once it listens, as StoreKit's sequence gives it then.
@Suite struct LateListenerTests {
    @MainActor final class UnfinishedFirstApp: TwinApp {
        var heard: [String] = []
        private var updates: Task<Void, Never>?

        init() {}

        func appDidLaunch() async {
            for await result in Transaction.unfinished {
                if case .verified(let transaction) = result { heard.append("unfinished #\(transaction.id)") }
            }
            updates = Task { [weak self] in
                for await result in Transaction.updates {
                    guard case .verified(let transaction) = result else { continue }
                    self?.heard.append("update #\(transaction.id)")
                    await transaction.finish()
                }
            }
        }

        func buy(_ productID: String) async {
            guard let product = try? await Product.products(for: [productID]).first else { return }
            _ = try? await product.purchase()
        }

        func restorePurchases() async {}

        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: heard.joined(separator: ", "), paywallShown: false, knowsOwnership: true)
        }
    }

    @Test @MainActor func whatWaitedIsHandedOverWhenTheListenerStarts() throws {
        let session = try TwinTestSession(UnfinishedFirstApp.self, setup: "product pro unlock")
        try session.launch()
        try session.buy("pro", outcome: .askToBuy)
        try session.quit()
        try session.approveAskToBuyTransaction(identifier: 1)
        try session.launch()
        #expect(session.access.reason == "unfinished #1, update #1",
                "the approval that came while the app was closed reaches the listener it starts after reading unfinished")
        #expect(session.transaction(identifier: 1)?.finished == true)
        #expect(session.eventLog.filter { $0.contains(" app: ") }.suffix(2) == [
            "2026-01-01T09:00:00Z phone app: App launched without an updates listener",
            "2026-01-01T09:00:00Z phone app: The app started its updates listener after launching",
        ], "the launch line is followed by when the listener did start")
    }

    /// Listens only once the user taps Restore, in a later step than the launch.
    @MainActor final class ListensOnRestoreApp: TwinApp {
        var heard: [String] = []
        private var updates: Task<Void, Never>?

        init() {}

        func appDidLaunch() async {}

        func buy(_ productID: String) async {
            guard let product = try? await Product.products(for: [productID]).first else { return }
            _ = try? await product.purchase()
        }

        func restorePurchases() async {
            guard updates == nil else { return }
            updates = Task { [weak self] in
                for await result in Transaction.updates {
                    guard case .verified(let transaction) = result else { continue }
                    self?.heard.append("update #\(transaction.id)")
                    await transaction.finish()
                }
            }
        }

        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: heard.joined(separator: ", "), paywallShown: false, knowsOwnership: true)
        }
    }

    @Test @MainActor func aListenerStartedInALaterStepGetsWhatWaited() throws {
        let session = try TwinTestSession(ListensOnRestoreApp.self, setup: "product pro unlock\nquirk unfinished-redelivered off")
        try session.launch()
        try session.buy("pro", outcome: .askToBuy)
        try session.quit()
        try session.approveAskToBuyTransaction(identifier: 1)
        try session.launch()
        #expect(session.access.reason == "", "not listening yet")
        try session.restorePurchases()
        #expect(session.access.reason == "update #1")
        #expect(session.transaction(identifier: 1)?.finished == true)
        #expect(session.eventLog.contains { $0.hasSuffix("app: The app started its updates listener after launching") })
    }
}
