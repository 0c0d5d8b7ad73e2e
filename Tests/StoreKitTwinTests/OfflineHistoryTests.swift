import Foundation
import StoreKitTwin
import StoreKitTwinTest
import Testing

/// Offline, `Transaction.all` and `latest(for:)` answer from the device's copy: a history read or
/// a sync made online brings it up to date, as an entitlements read does. A device that had read
/// only its history answered nothing offline (an outside round found it, with a public library
/// that gates on `latest(for:)`).
@Suite struct OfflineHistoryTests {
    @MainActor final class HistoryStore: TwinApp {
        var latest: [String] = []
        private var listener: Task<Void, Never>?

        init() {}

        func appDidLaunch() async {
            listener = Task {
                for await case .verified(let transaction) in Transaction.updates { await transaction.finish() }
            }
            await readLatest()
        }

        func buy(_ productID: String) async {
            guard let product = try? await Product.products(for: [productID]).first,
                  case .success(.verified(let transaction))? = try? await product.purchase() else { return }
            await transaction.finish()
        }

        func restorePurchases() async {
            try? await AppStore.sync()
        }

        func tap(_ control: String) async { await readLatest() }

        private func readLatest() async {
            var found: [String] = []
            for id in ["pro", "max"] {
                if case .verified(let transaction)? = await Transaction.latest(for: id) { found.append("\(id) #\(transaction.id)") }
            }
            latest = found
        }

        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: latest.joined(separator: ", "), paywallShown: false, knowsOwnership: true,
                          grantedProductIDs: Set(latest.map { String($0.prefix { $0 != " " }) }))
        }
    }

    @Test @MainActor func aHistoryReadOnlineIsWhatTheDeviceAnswersOffline() throws {
        let session = try TwinTestSession(HistoryStore.self, setup: "product pro unlock\nproduct max unlock")
        try session.launch()
        try session.buy("pro")
        try session.tap("read")
        #expect(session.access.reason == "pro #1")
        try session.goOffline()
        try session.tap("read")
        #expect(session.access.reason == "pro #1", "it answered nothing")
    }

    @Test @MainActor func aSyncIsWhatTheDeviceAnswersOffline() throws {
        let session = try TwinTestSession(HistoryStore.self, setup: "product pro unlock\nproduct max unlock")
        try session.buyProduct(identifier: "max")
        try session.launch()
        try session.restorePurchases()
        try session.goOffline()
        try session.relaunch()
        #expect(session.access.reason == "max #1", "it answered nothing")
    }
}
