import Foundation
import StoreCore

/// The words the filter searches in each transaction's row, built when a filter is set and then
/// kept up to date step by step (`update(to:changed:)`). A row's words are `#ID`, its product's id
/// and title, its type, its state, and words for its yes/no columns (`bought` or `family
/// family-shared`, `finished` or `unfinished`, `verified` or `unverified` for Ver NO, its device
/// or `elsewhere`, and `deleted`, `rev`, `exp` when they apply). All but `#ID` are the same for
/// most transactions, so each distinct set of them is spelled out once, lowercased, and a
/// transaction keeps the number of its set: a filter is matched against the few sets and the
/// ids' digits, not a million strings.
struct TransactionWordsIndex {
    /// For transaction `#n`, at its `ledgerIndex`, the index of its words in `wordSets`.
    private var wordSetOf: [UInt32] = []
    /// Each distinct set of words after `#ID`, lowercased UTF-8, with the space before them.
    private var wordSets: [[UInt8]] = []
    /// The words of each set as data, at its number: to find a row's set, and to spell the sets
    /// again when a product's title changes.
    private var setWords: [RowWords] = []
    private var setNumbers: [RowWords: UInt32] = [:]
    /// The catalogue the sets were spelled with (their titles).
    private var catalogue: Catalogue
    /// The true time the rows' states were read at: a purchased row whose expiration has passed
    /// reads `expired`.
    private var now: Date
    /// The rows that read `purchased` at `now` and expire later, with their expiration: each
    /// must be read again once true time passes it. Unordered; `nextExpiration` is the earliest.
    private var expiring: [(date: Date, id: TransactionID)] = []
    private var nextExpiration: Date?
    /// The rows taken out of `expiring` as time passed their expiration, with the true time
    /// that took them (ascending): when an undo takes time back, those it takes back before
    /// their expiration read `purchased` again.
    private var expired: [(takenAt: Date, date: Date, id: TransactionID)] = []

    var transactionCount: Int { wordSetOf.count }

    /// What `update(to:changed:)` changed.
    enum Update: Equatable {
        /// The rows of `changed` (ascending) now have other words; the rows of `added` are new.
        case rows(changed: [TransactionID], added: Range<TransactionID>)
        /// Any row may have other words (a title changed, time went back): match every row again.
        case all
    }

    /// `store` is borrowed: passed on as a copy, it was copied whole for every transaction.
    init(_ store: borrowing Store) {
        catalogue = store.catalogue
        now = store.now
        wordSetOf.reserveCapacity(store.transactions.count)
        var last: (words: RowWords, number: UInt32)?
        for transaction in store.transactions {
            let words = RowWords(transaction, in: store)
            if let last, last.words == words {
                wordSetOf.append(last.number)
            } else {
                let number = setNumber(of: words)
                wordSetOf.append(number)
                last = (words, number)
            }
            noteExpiration(of: transaction, words: words)
        }
    }

    /// Follows the ledger after a step: reads again the rows the step `changed` (in place, as
    /// `StepReport.changedTransactionIDs` lists them) and those whose expiration true time has
    /// passed, and adds the rows of the transactions the step added. Says which rows have other
    /// words now. Built anew when the ledger shrank or time went back (an undo, not a step).
    mutating func update(to store: borrowing Store, changed: [TransactionID]) -> Update {
        guard store.transactions.count >= transactionCount, store.now >= now else {
            self = TransactionWordsIndex(store)
            return .all
        }
        let titlesChanged = store.catalogue != catalogue && respell(with: store.catalogue)
        var reread = changed.filter { $0.ledgerIndex < transactionCount }
        if store.now != now {
            now = store.now
            if let next = nextExpiration, next <= now { reread += takeExpired() }
        }
        let rewordedRows = reword(reread, through: TransactionID(store.transactions.count), in: store)
        let added = TransactionID(ledgerIndex: transactionCount)..<TransactionID(ledgerIndex: store.transactions.count)
        for id in added {
            let transaction = store.transactions[id: id]
            let words = RowWords(transaction, in: store)
            wordSetOf.append(setNumber(of: words))
            noteExpiration(of: transaction, words: words)
        }
        return titlesChanged ? .all : .rows(changed: rewordedRows, added: added)
    }

    /// Follows the ledger back after an undo, from `before` (the store this index was up to
    /// date with) to `store`, an earlier version of it: drops the rows the undo removed, reads
    /// again those whose transaction differs between the two (found chunk by chunk,
    /// `ChunkedArray.positionsDiffering`) and those whose expiration the undo took time back
    /// before. Never reads the whole ledger unless the undo added rows, which an undo does not.
    mutating func undo(from before: borrowing Store, to store: borrowing Store) -> Update {
        guard store.transactions.count <= transactionCount, before.transactions.count == transactionCount else {
            self = TransactionWordsIndex(store)
            return .all
        }
        let titlesChanged = store.catalogue != catalogue && respell(with: store.catalogue)
        let count = store.transactions.count
        if count < wordSetOf.count { wordSetOf.removeSubrange(count...) }
        var reread = store.transactions.positionsDiffering(from: before.transactions).map { TransactionID(ledgerIndex: $0) }
        if store.now < now {
            now = store.now
            // Those taken after the new `now`: read again if their expiration is later; else
            // still expired, and kept as taken at the new `now`.
            let firstLater = expired.firstIndex { $0.takenAt > now } ?? expired.count
            let later = expired[firstLater...]
            expired.removeSubrange(firstLater...)
            for entry in later where entry.id.ledgerIndex < count {
                if entry.date > now {
                    reread.append(entry.id)
                } else {
                    expired.append((now, entry.date, entry.id))
                }
            }
        } else if store.now > now {
            now = store.now
            if let next = nextExpiration, next <= now { reread += takeExpired() }
        }
        if expiring.contains(where: { $0.id.ledgerIndex >= count }) {
            expiring.removeAll { $0.id.ledgerIndex >= count }
            nextExpiration = expiring.map(\.date).min()
        }
        let rewordedRows = reword(reread, through: TransactionID(count), in: store)
        let end = TransactionID(ledgerIndex: count)
        return titlesChanged ? .all : .rows(changed: rewordedRows, added: end..<end)
    }

    /// The number of the set `words` spell, spelling it out if it is new.
    /// Spells again the rows `ids` names (any order, repeats allowed) up to id `last`; returns
    /// the ids whose word set changed, ascending.
    private mutating func reword(_ ids: [TransactionID], through last: TransactionID, in store: borrowing Store) -> [TransactionID] {
        var rewordedRows: [TransactionID] = []
        var previous: TransactionID = 0
        for id in ids.sorted() where id != previous && id <= last {
            previous = id
            let transaction = store.transactions[id: id]
            let words = RowWords(transaction, in: store)
            let number = setNumber(of: words)
            if number != wordSetOf[id.ledgerIndex] {
                wordSetOf[id.ledgerIndex] = number
                rewordedRows.append(id)
            }
            noteExpiration(of: transaction, words: words)
        }
        return rewordedRows
    }

    private mutating func setNumber(of words: RowWords) -> UInt32 {
        if let known = setNumbers[words] { return known }
        let number = UInt32(wordSets.count)
        setNumbers[words] = number
        setWords.append(words)
        wordSets.append(Self.spelling(words, in: catalogue))
        return number
    }

    private static func spelling(_ words: RowWords, in catalogue: Catalogue) -> [UInt8] {
        Array((" " + words.text(in: catalogue)).lowercased().utf8)
    }

    /// Spells every set again with `newCatalogue`'s titles; whether any spelling changed.
    private mutating func respell(with newCatalogue: Catalogue) -> Bool {
        catalogue = newCatalogue
        let respelled = setWords.map { Self.spelling($0, in: newCatalogue) }
        defer { wordSets = respelled }
        return respelled != wordSets
    }

    /// Keeps a row that reads `purchased` but expires later among those to read again then.
    /// A row that reads `expired` only because true time passed its expiration is kept among
    /// those taken, for an undo that takes time back.
    private mutating func noteExpiration(of transaction: StoreTransaction, words: RowWords) {
        guard transaction.state == .purchased, let date = transaction.expirationDate else { return }
        guard words.state == .purchased else {
            expired.append((now, date, transaction.id))
            return
        }
        expiring.append((date, transaction.id))
        if nextExpiration.map({ date < $0 }) ?? true { nextExpiration = date }
    }

    /// The rows whose expiration `now` has passed, no longer kept as expiring.
    private mutating func takeExpired() -> [TransactionID] {
        var due: [TransactionID] = []
        var next: Date?
        expiring.removeAll { entry in
            if entry.date <= now {
                due.append(entry.id)
                expired.append((now, entry.date, entry.id))
                return true
            }
            if next.map({ entry.date < $0 }) ?? true { next = entry.date }
            return false
        }
        nextExpiration = next
        return due
    }

    /// The ids whose row contains `needle` (lowercased UTF-8, not empty), among `candidates` when
    /// given (a shorter filter's matches, which hold every match of a longer one).
    func ids(matching needle: [UInt8], among candidates: MatchedIDs?) -> MatchedIDs {
        let query = Query(needle, wordSets: wordSets)
        let count = wordSetOf.count
        var found = MatchedIDs()
        if !query.anyWholeMatch, let ranges = query.idRanges(upTo: count) {
            for range in ranges {
                if query.tailMatches == nil {
                    found.append(range)
                } else {
                    for id in range where query.matches(id, wordSet: Int(wordSetOf[id.ledgerIndex])) { found.append(id) }
                }
            }
            return found
        }
        if query.allWholeMatch {
            found.append(TransactionID(ledgerIndex: 0)..<TransactionID(ledgerIndex: count))
            return found
        }
        for run in candidates?.runs ?? [TransactionID(ledgerIndex: 0)..<TransactionID(ledgerIndex: count)] {
            for id in run where query.matches(id, wordSet: Int(wordSetOf[id.ledgerIndex])) { found.append(id) }
        }
        return found
    }

    /// Those of `ids` whose row contains `needle` (lowercased UTF-8, not empty), in their order.
    func ids<IDs: Sequence<TransactionID>>(matching needle: [UInt8], in ids: IDs) -> [TransactionID] {
        let query = Query(needle, wordSets: wordSets)
        return ids.filter { query.matches($0, wordSet: Int(wordSetOf[$0.ledgerIndex])) }
    }

    /// The words of one row after `#ID`, as data, so that equal ones are found without spelling them.
    private struct RowWords: Hashable {
        let productID: String
        let kind: ProductKind
        let state: TransactionState
        let ownership: StoreTransaction.Ownership
        let finished: Bool
        let verified: Bool
        let device: String?
        let deleted: Bool
        let revoked: Bool
        let expires: Bool

        init(_ transaction: borrowing StoreTransaction, in store: borrowing Store) {
            productID = transaction.productID
            kind = transaction.kind
            state = store.effectiveState(of: transaction)
            ownership = transaction.ownership
            finished = transaction.finished
            verified = transaction.verification.isVerified
            device = transaction.device
            deleted = transaction.deleted
            revoked = transaction.revocationDate != nil
            expires = transaction.expirationDate != nil
        }

        func text(in catalogue: Catalogue) -> String {
            var words = [productID, catalogue[productID]?.title ?? "", kind.label, state.rawValue,
                         ownership == .purchased ? "bought" : "family family-shared",
                         finished ? "finished" : "unfinished",
                         verified ? "verified" : "unverified",
                         device ?? "elsewhere"]
            if deleted { words.append("deleted") }
            if revoked { words.append("rev") }
            if expires { words.append("exp") }
            return words.joined(separator: " ")
        }
    }

    /// One filter against the word sets. A row reads `#` + the id's digits + a word set (which
    /// starts with a space), so the filter is found either inside the word set, or starting in
    /// `#ID`: then what it holds up to its first byte that is neither `#` nor a digit lies in
    /// `#ID`, and if that byte is a space, the rest begins the word set.
    private struct Query {
        /// Per word set, whether it contains the whole filter.
        let wholeMatches: [Bool]
        let anyWholeMatch: Bool
        let allWholeMatch: Bool
        /// What the id's digits must satisfy for the filter to start in `#ID`; nil if it cannot.
        let idCondition: IDCondition?
        /// Per word set, whether it begins with what follows `#ID` in the filter; nil when the
        /// filter ends inside `#ID`.
        let tailMatches: [Bool]?

        enum IDCondition {
            /// `#` alone: every id.
            case any
            case hasPrefix([UInt8])
            case contains([UInt8])
            case equals([UInt8])
            case hasSuffix([UInt8])
        }

        init(_ needle: [UInt8], wordSets: [[UInt8]]) {
            wholeMatches = wordSets.map { Self.contains($0, needle) }
            anyWholeMatch = wholeMatches.contains(true)
            allWholeMatch = !wholeMatches.contains(false)
            let hash = UInt8(ascii: "#"), space = UInt8(ascii: " ")
            let headEnd = needle.firstIndex { !Self.isDigit($0) && $0 != hash } ?? needle.count
            let head = needle[..<headEnd]
            let startsWithHash = head.first == hash
            let digits = Array(startsWithHash ? head.dropFirst() : head)
            guard !head.isEmpty, !digits.contains(hash) else {
                (idCondition, tailMatches) = (nil, nil)
                return
            }
            if headEnd == needle.count {
                tailMatches = nil
                if startsWithHash {
                    idCondition = digits.isEmpty ? .any : .hasPrefix(digits)
                } else {
                    idCondition = .contains(digits)
                }
            } else if needle[headEnd] == space, !digits.isEmpty {
                let tail = Array(needle[headEnd...])
                tailMatches = wordSets.map { $0.starts(with: tail) }
                idCondition = startsWithHash ? .equals(digits) : .hasSuffix(digits)
            } else {
                (idCondition, tailMatches) = (nil, nil)
            }
        }

        /// Whether row `id`, whose words are set `wordSet`, contains the filter.
        func matches(_ id: TransactionID, wordSet: Int) -> Bool {
            if wholeMatches[wordSet] { return true }
            guard let idCondition, tailMatches?[wordSet] ?? true else { return false }
            return Self.digits(of: id.rawValue) { digits in
                switch idCondition {
                case .any: return true
                case .hasPrefix(let wanted): return digits.starts(with: wanted)
                case .contains(let wanted): return Self.contains(digits, wanted)
                case .equals(let wanted): return digits.elementsEqual(wanted)
                case .hasSuffix(let wanted): return digits.count >= wanted.count && digits.suffix(wanted.count).elementsEqual(wanted)
                }
            }
        }

        /// The ids from 1 to `count` that can start the filter in `#ID`, in ascending ranges,
        /// when they can be listed without looking at each id (`matches` still decides each
        /// when a word set must follow): nil when every id must be looked at.
        func idRanges(upTo count: Int) -> [Range<TransactionID>]? {
            numberRanges(upTo: count)?.map { TransactionID($0.lowerBound)..<TransactionID($0.upperBound) }
        }

        /// `idRanges`, as ranges of bare numbers: the digits are worked out as numbers.
        private func numberRanges(upTo count: Int) -> [Range<Int>]? {
            guard let idCondition else { return [] }
            switch idCondition {
            case .any:
                return [1..<(count + 1)]
            case .hasPrefix(let digits), .equals(let digits):
                // Ids have no leading zero; `#D` begins the ids D, D0–D9, D00–D99, …
                guard digits.first != UInt8(ascii: "0"), digits.count <= 18, let value = Int(String(decoding: digits, as: UTF8.self)) else { return [] }
                if case .equals = idCondition { return value <= count ? [value..<(value + 1)] : [] }
                var ranges: [Range<Int>] = []
                var low = value, width = 1
                while low <= count {
                    ranges.append(low..<min(low + width, count + 1))
                    let (nextLow, lowOverflow) = low.multipliedReportingOverflow(by: 10)
                    let (nextWidth, widthOverflow) = width.multipliedReportingOverflow(by: 10)
                    if lowOverflow || widthOverflow { break }
                    (low, width) = (nextLow, nextWidth)
                }
                return ranges
            case .hasSuffix(let digits):
                // Every 10^k ids from the smallest that ends in them; `matches` checks each.
                guard digits.count <= 18, let value = Int(String(decoding: digits, as: UTF8.self)) else { return [] }
                var step = 1
                for _ in digits { step *= 10 }
                var ranges: [Range<Int>] = []
                var id = value == 0 ? step : value
                while id <= count {
                    ranges.append(id..<(id + 1))
                    id += step
                }
                return ranges
            case .contains:
                return nil
            }
        }

        static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        /// `body` given the decimal digits of `id` (1 or more), as ASCII bytes, without allocating.
        static func digits(of id: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
                var start = buffer.count, value = id
                repeat {
                    start -= 1
                    buffer[start] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                } while value > 0 && start > 0
                return body(UnsafeBufferPointer(rebasing: buffer[start...]))
            }
        }

        /// Whether `haystack` contains `needle`, compared byte by byte.
        static func contains<Haystack: RandomAccessCollection<UInt8>>(_ haystack: Haystack, _ needle: [UInt8]) -> Bool where Haystack.Index == Int {
            guard !needle.isEmpty else { return true }
            guard haystack.count >= needle.count else { return false }
            let first = needle[0], base = haystack.startIndex
            for start in base...(base + haystack.count - needle.count) where haystack[start] == first {
                var offset = 1
                while offset < needle.count, haystack[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return true }
            }
            return false
        }
    }
}
