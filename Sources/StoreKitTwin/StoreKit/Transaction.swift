import Foundation
import StoreCore

/// StoreKit's `Transaction`: one completed purchase, renewal or revocation, as the simulated
/// store's ledger records it. Members StoreKit has and storedbg does not simulate yet are absent
/// (README, "Run your StoreKit 2 code under storedbg", lists them).
public struct Transaction: Identifiable, Hashable, Sendable {
    public typealias ID = UInt64

    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    public let revocationReason: RevocationReason?
    public let ownershipType: OwnershipType
    public let purchasedQuantity: Int
    public let reason: Reason
    public let environment: AppStore.Environment
    /// The ledger entry behind it.
    let record: StoreCore.Transaction

    init(_ record: StoreCore.Transaction) {
        self.record = record
        id = UInt64(record.id)
        originalID = UInt64(record.originalID)
        productID = record.productID
        productType = Product.ProductType(record.kind)
        purchaseDate = record.purchaseDate
        originalPurchaseDate = record.originalPurchaseDate
        expirationDate = record.expirationDate
        revocationDate = record.revocationDate
        revocationReason = record.revocationReason.map(RevocationReason.init)
        ownershipType = record.ownership == .familyShared ? .familyShared : .purchased
        purchasedQuantity = record.quantity
        reason = record.reason == .renewal ? .renewal : .purchase
        environment = .xcode
    }

    /// Tells the App Store the app has delivered what the transaction provides (for a revoked
    /// one: taken it back). The twin tells the monitor the transaction was delivered when, at
    /// this call, the app's `twinReport` agrees: it grants the product (a purchase), or no grant
    /// rests on the transaction (a revocation or an expiry).
    nonisolated(nonsending) public func finish() async {
        await TwinSession.active().finish(self)
    }

    /// The latest transactions that entitle the user (`currentEntitlements`).
    public static var currentEntitlements: Transactions { Transactions(.currentEntitlements) }

    /// Transactions as they happen while the app runs: purchases on other devices, approvals,
    /// renewals, refunds and revocations. Iterating it starts the listener.
    public static var updates: Transactions { Transactions(.updates) }

    /// The transactions the app has not finished.
    public static var unfinished: Transactions { Transactions(.unfinished) }

    /// The latest transaction that entitles the user to `productID`, if any.
    nonisolated(nonsending) public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? {
        var latest: VerificationResult<Transaction>?
        for await result in currentEntitlements where result.unsafePayloadValue.productID == productID {
            latest = result
        }
        return latest
    }

    /// Whether StoreKit would hand this ledger entry to the app as a transaction at all:
    /// attempts that are waiting, declined, cancelled, failed or interrupted are not transactions.
    static func isHandedOver(_ record: StoreCore.Transaction) -> Bool {
        switch record.state {
        case .purchased, .revoked, .expired: return true
        case .pending, .declined, .cancelled, .failed, .interrupted: return false
        }
    }
}
