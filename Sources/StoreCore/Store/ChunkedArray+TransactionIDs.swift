import PurchasePort

extension ChunkedArray where Element == StoreTransaction {
    /// The transaction with the store's id `id` (`#id`), at `id.ledgerIndex`. Read and changed in place.
    @inline(__always)
    package subscript(id id: TransactionID) -> StoreTransaction {
        _read { yield self[id.ledgerIndex] }
        _modify { yield &self[id.ledgerIndex] }
    }
}

extension TransactionID {
    /// Where transaction `#id` sits in the ledger (and in any table kept beside it): ids count
    /// from 1 in the order the ledger recorded them, so `#id` is at `id - 1`.
    @inline(__always)
    package var ledgerIndex: Int { rawValue - 1 }

    /// The transaction at `ledgerIndex` in the ledger.
    @inline(__always)
    package init(ledgerIndex: Int) { self.init(ledgerIndex + 1) }
}
