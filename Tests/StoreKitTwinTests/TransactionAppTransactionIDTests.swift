import StoreKitTwin
import StoreKitTwinTest
import Testing

/// `Transaction.appTransactionID` is the id of the account's download of the app, as
/// `AppTransaction.shared` gives it on the device reading the transaction.
@Suite struct TransactionAppTransactionIDTests {
    @MainActor final class ComparingApp: TwinApp {
        var said = "nothing bought"

        init() {}

        func appDidLaunch() async {}

        func buy(_ productID: String) async {
            guard case .success(.verified(let transaction))? = try? await Product.products(for: [productID]).first?.purchase(),
                  let download = try? await AppTransaction.shared.payloadValue else { return }
            said = transaction.appTransactionID == download.appTransactionID ? "same \(download.appTransactionID)" : "different"
            await transaction.finish()
        }

        func restorePurchases() async {}
        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: said, paywallShown: false, knowsOwnership: true)
        }
    }

    @Test @MainActor func aTransactionNamesTheAccountsDownload() throws {
        let session = try TwinTestSession(ComparingApp.self, setup: "product pro unlock\napp-transaction original-version 1.0 purchased 2025-06-01T10:00:00Z")
        try session.launch()
        try session.buy("pro")
        #expect(session.access.reason == "same 7748772000000")
    }
}
