import StoreCore

/// The transaction list by position: row `n` of what the list shows, the row of a transaction,
/// the selected one. Without a filter a row is a ledger index (ids are sequential from 1); with
/// one, a row of the filter's matches, found once per change of the filter or the ledger.
/// Nothing here scans or copies the ledger.
extension DebuggerSession {
    /// How many rows the list shows.
    package var visibleCount: Int { filter.matches?.count ?? engine.store.transactions.count }

    /// The transaction on row `position` (0 is the oldest shown).
    package func visibleTransaction(at position: Int) -> StoreTransaction? {
        guard position >= 0, position < visibleCount else { return nil }
        let id = filter.matches?.id(atRow: position) ?? TransactionID(ledgerIndex: position)
        return engine.store.transaction(id)
    }

    /// The row of transaction `id`, if the list shows it.
    package func position(of id: TransactionID) -> Int? {
        guard let matches = filter.matches else { return engine.store.contains(id) ? id.ledgerIndex : nil }
        return matches.row(of: id)
    }

    /// The row of the transaction the keys act on: the selected one if shown, else the newest shown.
    package var selectedPosition: Int? {
        guard visibleCount > 0 else { return nil }
        return selectedTransactionID.flatMap(position(of:)) ?? visibleCount - 1
    }

    /// The transaction the keys act on: the selected one if shown, else the newest shown.
    package var selectedTransaction: StoreTransaction? { selectedPosition.flatMap(visibleTransaction(at:)) }

    /// The transactions the list shows, oldest first, after the filter. Builds the whole list:
    /// for tests and small ledgers; the screen reads rows by position.
    package var visibleTransactions: [StoreTransaction] {
        (0..<visibleCount).compactMap(visibleTransaction(at:))
    }
}
