import Foundation
import StoreCore

/// The App Store's sheets an app presents over itself. A call opens the sheet (the event log
/// says so) and waits until the customer answers it (`sheet …`); it returns, or throws, as
/// StoreKit does for that answer. The scene is not looked at: any window scene (UIKit's
/// `UIWindowScene`, the Linux stand-in's) will do.
extension AppStore {
    /// The manage-subscriptions sheet: the customer cancels, changes plan within the group, or
    /// closes it; the call returns when the sheet is dismissed. Throws `StoreKitError.networkError`
    /// offline and `StoreKitError.systemError` while another of the store's sheets is open.
    @MainActor public static func showManageSubscriptions(in scene: AnyObject) async throws {
        try await presentAndReturn(.manageSubscriptions)
    }

    /// The manage-subscriptions sheet for one subscription group: as `showManageSubscriptions(in:)`.
    @MainActor public static func showManageSubscriptions(in scene: AnyObject, subscriptionGroupID: String) async throws {
        try await presentAndReturn(.manageSubscriptions)
    }

    /// Whether the account may buy: always, under the twin (StoreKit says false when a parent
    /// restricts purchases, which the twin does not simulate).
    public static var canMakePayments: Bool { true }

    /// The offer-code sheet: the customer redeems a code (its transaction then arrives through
    /// `Transaction.updates`) or closes it; the call returns when the sheet is dismissed.
    @MainActor public static func presentOfferCodeRedeemSheet(in scene: AnyObject) async throws {
        try await presentAndReturn(.offerCodeRedemption)
    }

    @MainActor private static func presentAndReturn(_ sheet: StoreSheet) async throws {
        switch await TwinSession.active().present(sheet) {
        case .dismissed, .refundRequested, .userCancelled: return
        case .failed(let failure): throw failure.thrown
        }
    }
}

extension Transaction {
    /// What the customer did with the refund-request sheet (not whether a refund came).
    public enum RefundRequestStatus: Hashable, Sendable {
        case success
        case userCancelled
    }

    /// Why a refund request could not be made.
    public enum RefundRequestError: Error, Hashable, Sendable {
        /// The App Store already received a request for it, or refunded it.
        case duplicateRequest
        /// Anything else: no such transaction of the account, offline.
        case failed
    }

    /// The refund-request sheet for transaction `transactionID`: the customer submits it
    /// (`.success`; a refund comes only if the scenario grants one, `refund #N`) or cancels it
    /// (`.userCancelled`).
    @MainActor public static func beginRefundRequest(for transactionID: Transaction.ID, in scene: AnyObject) async throws -> RefundRequestStatus {
        let id = TransactionID(transactionID > UInt64(Int.max) ? Int.max : Int(transactionID))
        switch await TwinSession.active().present(.refundRequest(transactionID: id)) {
        case .refundRequested: return .success
        case .userCancelled, .dismissed: return .userCancelled
        case .failed(.duplicateRequest): throw RefundRequestError.duplicateRequest
        case .failed(.alreadyPresented): throw SheetFailure.alreadyPresented.thrown
        case .failed: throw RefundRequestError.failed
        }
    }

    /// The refund-request sheet for this transaction.
    @MainActor public func beginRefundRequest(in scene: AnyObject) async throws -> RefundRequestStatus {
        try await Transaction.beginRefundRequest(for: id, in: scene)
    }
}

extension SheetFailure {
    /// What StoreKit throws for it.
    var thrown: any Error {
        switch self {
        case .networkError: return StoreKitError.networkError(URLError(.notConnectedToInternet))
        case .alreadyPresented: return StoreKitError.systemError(SimulatedSystemError())
        case .duplicateRequest: return Transaction.RefundRequestError.duplicateRequest
        case .invalidTransaction: return Transaction.RefundRequestError.failed
        }
    }
}
