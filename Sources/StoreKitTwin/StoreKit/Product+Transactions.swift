import StoreCore

extension Product {
    /// The product's latest transaction (`Transaction.latest(for:)`), nil when there is none.
    nonisolated(nonsending) public var latestTransaction: VerificationResult<Transaction>? {
        get async { await Transaction.latest(for: id) }
    }

    /// The product's current entitlements (`Transaction.currentEntitlements(for:)`).
    public var currentEntitlements: Transaction.Transactions { Transaction.currentEntitlements(for: id) }

    /// The product's current entitlement (`Transaction.currentEntitlement(for:)`), nil when
    /// there is none; StoreKit deprecates it in iOS 18.4 for `currentEntitlements`.
    nonisolated(nonsending) public var currentEntitlement: VerificationResult<Transaction>? {
        get async { await Transaction.currentEntitlement(for: id) }
    }
}
