import StoreCore

/// The transaction list by position: row `n` of what the list shows, the row of a transaction,
/// the selected one. Without a filter a row is a ledger index (ids are sequential from 1); with
/// one, a row of `filterMatches`, the ids found once per change of the filter or the ledger
/// (from `filterIndex`, the rows' words). Nothing here scans or copies the ledger.
extension DebuggerSession {
    /// How many rows the list shows.
    public var visibleCount: Int { filterMatches?.count ?? engine.store.transactions.count }

    /// The transaction on row `position` (0 is the oldest shown).
    public func visibleTransaction(at position: Int) -> Transaction? {
        guard position >= 0, position < visibleCount else { return nil }
        let id = filterMatches?.id(atRow: position) ?? position + 1
        return engine.store.transaction(id)
    }

    /// The row of transaction `id`, if the list shows it.
    public func position(of id: Int) -> Int? {
        guard let matches = filterMatches else { return engine.store.contains(id) ? id - 1 : nil }
        return matches.row(of: id)
    }

    /// The row of the transaction the keys act on: the selected one if shown, else the newest shown.
    public var selectedPosition: Int? {
        guard visibleCount > 0 else { return nil }
        return selectedTransactionID.flatMap(position(of:)) ?? visibleCount - 1
    }

    /// The transaction the keys act on: the selected one if shown, else the newest shown.
    public var selectedTransaction: Transaction? { selectedPosition.flatMap(visibleTransaction(at:)) }

    /// The transactions the list shows, oldest first, after the filter. Builds the whole list:
    /// for tests and small ledgers; the screen reads rows by position.
    public var visibleTransactions: [Transaction] {
        (0..<visibleCount).compactMap(visibleTransaction(at:))
    }

    /// Finds what the filter matches after it changed from `previous`: typed on, among the last
    /// matches; taken back to a filter it grew from, those matches again; else the whole ledger.
    mutating func filterChanged(from previous: String) {
        if !previous.isEmpty, filter.hasPrefix(previous), let matches = filterMatches {
            narrowedFrom.append((previous, matches))
            refreshFilterMatches(within: matches)
        } else if let index = narrowedFrom.lastIndex(where: { $0.filter == filter }) {
            filterMatches = narrowedFrom[index].matches
            narrowedFrom.removeSubrange(index...)
        } else {
            refreshFilterMatches()
        }
    }

    /// Finds the filter's matches again after the ledger changed: the rows' words are built anew.
    mutating func ledgerChanged() {
        filterIndex = nil
        refreshFilterMatches()
    }

    /// Finds the ids the filter matches, among `candidates` (a shorter filter's matches) or else
    /// in the whole ledger; nil without a filter. Forgets the shorter filters' matches unless
    /// narrowing them.
    mutating func refreshFilterMatches(within candidates: MatchedIDs? = nil) {
        if candidates == nil { narrowedFrom = [] }
        let needle = Array(filter.lowercased().utf8)
        guard !needle.isEmpty else {
            filterMatches = nil
            filterIndex = nil
            return
        }
        let index = filterIndex ?? TransactionWordsIndex(engine.store)
        filterIndex = index
        filterMatches = index.ids(matching: needle, among: candidates)
    }
}
