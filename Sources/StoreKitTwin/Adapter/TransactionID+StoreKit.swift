import StoreCore

extension UInt64 {
    /// A ledger number as StoreKit spells a transaction's id (`Transaction.ID`, a `UInt64`): the
    /// twin's public StoreKit API keeps StoreKit's type, and converts here, at the boundary.
    init(_ id: TransactionID) { self.init(id.rawValue) }
}
