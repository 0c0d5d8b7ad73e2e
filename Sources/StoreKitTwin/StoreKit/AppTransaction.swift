import Foundation
import StoreCore

/// StoreKit's `AppTransaction`: the account's own download of the app. The scenario sets it
/// (`app-transaction original-version V [purchased INSTANT] [unverified]`, `app-transaction
/// app-version V`); without that, the account got the app's current version (`1.0`) when the
/// scenario's clock began. A paid app turned free reads `originalAppVersion` to keep what the
/// paid version's buyers had.
public struct AppTransaction: Hashable, Sendable {
    /// The version the device runs.
    public let appVersion: String
    /// The version the account first got.
    public let originalAppVersion: String
    /// When the account first got the app.
    public let originalPurchaseDate: Date
    /// `.xcode`, as every transaction of the twin.
    public let environment: AppStore.Environment
    /// A number made from the account's download, the same at every run.
    public let appTransactionID: String
    /// The app's bundle id: the twin does not know it (`com.example.app`).
    public let bundleID: String
    /// The app's and version's App Store ids: nil, as in StoreKit Testing.
    public let appID: UInt64?
    public let appVersionID: UInt64?
    /// When the App Store signed it (the device time it was read).
    public let signedDate: Date
    /// Nil: the twin knows no pre-orders.
    public let preorderDate: Date?

    init(_ purchase: AppPurchase, signedDate: Date) {
        appVersion = purchase.appVersion
        originalAppVersion = purchase.originalAppVersion
        originalPurchaseDate = purchase.originalPurchaseDate
        environment = .xcode
        appTransactionID = Self.id(of: purchase)
        bundleID = Self.bundleID
        appID = nil
        appVersionID = nil
        self.signedDate = signedDate
        preorderDate = nil
    }

    /// The bundle id the twin gives the app, which it does not know.
    static let bundleID = "com.example.app"

    /// The id of the account's download `purchase`, or of a download at 1970 when there is none
    /// (a transaction made outside a session): a number made from when the account got the app.
    static func id(of purchase: AppPurchase?) -> String {
        let got = purchase?.originalPurchaseDate.timeIntervalSince1970 ?? 0
        let millis = Int64((got * 1000).rounded())
        return String(7_000_000_000_000 + (millis % 1_000_000_000_000))
    }

    /// The account's download, as the device has it (offline too). Verified unless the
    /// scenario said `unverified`.
    nonisolated(nonsending) public static var shared: VerificationResult<AppTransaction> {
        get async throws { try current(TwinSession.active()) }
    }

    /// Asks the App Store for it again: throws `StoreKitError.networkError` offline.
    nonisolated(nonsending) public static func refresh() async throws -> VerificationResult<AppTransaction> {
        let session = TwinSession.active()
        guard session.isOnline else {
            session.log("StoreKit twin: AppTransaction.refresh() failed: the device is offline")
            throw StoreKitError.networkError(URLError(.notConnectedToInternet))
        }
        return try current(session)
    }

    private static func current(_ session: TwinSession) throws -> VerificationResult<AppTransaction> {
        let purchase = session.appPurchase ?? AppPurchase(originalPurchaseDate: Date(timeIntervalSince1970: 0))
        let transaction = AppTransaction(purchase, signedDate: session.now)
        return purchase.verified ? .verified(transaction) : .unverified(transaction, .invalidSignature)
    }
}
