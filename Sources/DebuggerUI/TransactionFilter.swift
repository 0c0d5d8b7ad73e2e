import StoreCore
import TerminalUI

/// The `/` filter of the transaction list, a child state of the session: the text it holds,
/// its line while open, and the ids it matches, found once per change of the text or the
/// ledger and never per read. Pure: `handle` takes a key and the store and says, as data, what
/// the session must do; the session tells it when the ledger changed.
///
/// Typing on narrows the last matches; Backspace back to a filter it grew from takes that
/// filter's matches again without a search. The matches come from the rows' words
/// (`TransactionWordsIndex`), built when a filter is set and then, at each step, read again
/// only for the transactions the step added or changed.
package struct TransactionFilter {
    /// Only transactions whose row contains this text (any case) are listed; empty lists all.
    package private(set) var text = ""
    /// The `/` line while it is open; it opens holding `text`.
    package private(set) var editor = LineEditor()
    /// The ids of the transactions the filter matches, oldest first; nil without a filter.
    private(set) var matches: MatchedIDs?
    /// The matches of shorter filters the current one grew from by typing, shortest first, so
    /// Backspace takes them back without a search; emptied when the ledger changes.
    private var narrowedFrom: [(text: String, matches: MatchedIDs)] = []
    /// The words of every row, while a filter is set.
    private var index: TransactionWordsIndex?

    package init() {}

    /// What a key asks of the session.
    package enum Outcome: Hashable, Sendable {
        /// The line stays open (the filter may have changed as it was typed).
        case editing
        /// Enter: the line closes and the filter holds `text` (empty: cleared).
        case applied(String)
        /// Esc: the line closes and the filter is cleared.
        case cancelled
    }

    /// Opens the line on the filter as it stands.
    package mutating func open() {
        editor.clear()
        for character in text { _ = editor.handle(.character(character)) }
    }

    /// The line's keys (`LineEditor`'s): the filter follows the line as it is typed.
    package mutating func handle(_ key: Key, in store: borrowing Store) -> Outcome {
        switch editor.handle(key) {
        case .edited:
            setText(editor.text, in: store)
            return .editing
        case .submitted(let line):
            setText(line, in: store)
            return .applied(line)
        case .cancelled:
            clear()
            return .cancelled
        case .ignored:
            return .editing
        }
    }

    /// Clears the filter: every transaction is listed.
    package mutating func clear() {
        text = ""
        matches = nil
        narrowedFrom = []
        index = nil
    }

    /// Follows a step applied to the ledger, which changed the transactions `changed` in place
    /// (`StepReport.changedTransactionIDs`) and may have added some: only those rows, and those
    /// whose expiration true time passed, are read again, and only the matches they change are
    /// changed. The matches of shorter filters are forgotten.
    mutating func ledgerChanged(in store: borrowing Store, changed: [TransactionID]) {
        guard var matches, var words = index else { return }
        // Neither shared while they change: the index holds an entry per transaction.
        (self.matches, index, narrowedFrom) = (nil, nil, [])
        follow(words.update(to: store, changed: changed), of: words, into: &matches)
        (self.matches, index) = (matches, words)
    }

    /// Follows an undo, which put back `store`, an earlier version of `before`: the rows the undo
    /// removed leave the matches, and only the rows that differ between the two are read again
    /// (`TransactionWordsIndex.undo`), never the whole ledger.
    mutating func storeUndone(from before: borrowing Store, to store: borrowing Store) {
        guard var matches, var words = index else { return }
        (self.matches, index, narrowedFrom) = (nil, nil, [])
        let update = words.undo(from: before, to: store)
        matches.removeIDs(above: TransactionID(store.transactions.count))
        follow(update, of: words, into: &matches)
        (self.matches, index) = (matches, words)
    }

    /// Changes `matches` as `update` says the rows' words changed.
    private func follow(_ update: TransactionWordsIndex.Update, of words: borrowing TransactionWordsIndex, into matches: inout MatchedIDs) {
        let needle = Array(text.lowercased().utf8)
        switch update {
        case .all:
            matches = words.ids(matching: needle, among: nil)
        case .rows(let reworded, let added):
            let nowHeld = words.ids(matching: needle, in: reworded)
            var flips: [(id: TransactionID, held: Bool)] = []
            var heldIndex = 0
            for id in reworded {
                let held = heldIndex < nowHeld.count && nowHeld[heldIndex] == id
                if held { heldIndex += 1 }
                if held != (matches.row(of: id) != nil) { flips.append((id, held)) }
            }
            matches.set(flips)
            for id in words.ids(matching: needle, in: added) { matches.append(id) }
        }
    }

    /// Sets the text and finds what it matches: typed on, among the last matches; taken back
    /// to a filter it grew from, those matches again; else the whole ledger.
    private mutating func setText(_ newText: String, in store: borrowing Store) {
        guard newText != text else { return }
        let previous = text
        text = newText
        if !previous.isEmpty, text.hasPrefix(previous), let matches {
            narrowedFrom.append((previous, matches))
            refreshMatches(within: matches, in: store)
        } else if let found = narrowedFrom.lastIndex(where: { $0.text == text }) {
            matches = narrowedFrom[found].matches
            narrowedFrom.removeSubrange(found...)
        } else {
            refreshMatches(in: store)
        }
    }

    /// Finds the ids the filter matches, among `candidates` (a shorter filter's matches) or else
    /// in the whole ledger; nil without a filter. Forgets the shorter filters' matches unless
    /// narrowing them.
    private mutating func refreshMatches(within candidates: MatchedIDs? = nil, in store: borrowing Store) {
        if candidates == nil { narrowedFrom = [] }
        let needle = Array(text.lowercased().utf8)
        guard !needle.isEmpty else {
            matches = nil
            index = nil
            return
        }
        let words = index ?? TransactionWordsIndex(store)
        index = words
        matches = words.ids(matching: needle, among: candidates)
    }
}
