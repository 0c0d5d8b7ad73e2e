import Foundation
import StoreKitTwinTest
import Testing
@testable import StoreKitTwin

/// `deviceVerification`: on the device that reads a transaction (or its renewal info, or the app
/// transaction), SHA-384 of its nonce and `AppStore.deviceVerificationID`, lowercased, as
/// StoreKit documents it; each device has its own identifier, the same at every run.
@Suite struct DeviceVerificationTests {
    @MainActor final class VerifyingApp: TwinApp {
        var seen: [String] = []

        init() {}

        func appDidLaunch() async {
            guard let device = AppStore.deviceVerificationID else { return }
            for await result in Transaction.currentEntitlements {
                let transaction = result.unsafePayloadValue
                let matches = transaction.deviceVerification
                    == DeviceVerification.value(nonce: transaction.deviceVerificationNonce, identifier: device)
                    && result.deviceVerification == transaction.deviceVerification
                seen.append("\(device.uuidString.prefix(8)) #\(transaction.id) \(matches ? "matches" : "differs") nonce \(transaction.deviceVerificationNonce.uuidString.prefix(8))")
            }
            if case .verified(let app) = try? await AppTransaction.shared {
                let matches = app.deviceVerification == DeviceVerification.value(nonce: app.deviceVerificationNonce, identifier: device)
                seen.append("app transaction \(matches ? "matches" : "differs")")
            }
        }

        func buy(_ productID: String) async {
            guard let product = try? await Product.products(for: [productID]).first,
                  case .success(.verified(let transaction)) = try? await product.purchase() else { return }
            await transaction.finish()
        }

        func restorePurchases() async {}

        var twinReport: TwinAppReport {
            TwinAppReport(access: .notStarted, reason: seen.joined(separator: "; "), paywallShown: false, knowsOwnership: true)
        }
    }

    @Test @MainActor func eachDeviceVerifiesWhatItReads() throws {
        let session = try TwinTestSession(VerifyingApp.self, setup: "product pro unlock")
        try session.launch()
        try session.buy("pro")
        try session.relaunch()
        let phone = try #require(session.access.reason.split(separator: ";").first.map(String.init))
        #expect(phone.hasSuffix("#1 matches nonce \(phone.split(separator: " ").last ?? "")"))
        #expect(session.access.reason.hasSuffix("app transaction matches"))
        try session.relaunch()
        #expect(session.access.reason.split(separator: ";").first.map(String.init) == phone, "the same at every launch")

        try session.run("device tablet\nlaunch")
        let tablet = try #require(session.access.reason.split(separator: ";").first.map(String.init))
        #expect(tablet.contains("#1 matches"))
        #expect(tablet.prefix(8) != phone.prefix(8), "each device has its own identifier")
        #expect(tablet.suffix(8) != phone.suffix(8), "and its own nonce for the same transaction")
    }
}
