import PurchasePort

extension ChunkedArray where Element == StoreTransaction {
    /// The transaction with the store's id `id` (`#id`): ids count from 1 in the order the
    /// ledger recorded them, so transaction `#id` sits at position `id - 1`. Read and changed in place.
    @inline(__always)
    package subscript(id id: TransactionID) -> StoreTransaction {
        _read { yield self[id.rawValue - 1] }
        _modify { yield &self[id.rawValue - 1] }
    }
}
