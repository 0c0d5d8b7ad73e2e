import PurchasePort

/// A set of transaction ids. Ids are dense (`#1` to `#n`), so one bit each: no hashing, and a
/// year of renewals (hundreds of thousands of ids) fits in a few dozen kilobytes. The bits are
/// kept from the word of the smallest id held on (a set of a few late ids stays small), in one
/// plain array while they span at most 512 words, in chunks (`ChunkedArray`) beyond (`Words`):
/// a copy (an undo checkpoint's) shares them, and a change to either copies at most 4 KB or one
/// chunk, not the bits of a million ids (issue 26, item 7).
package struct TransactionIDSet: Sendable {
    /// Word `i` holds ids `(baseWord + i) * 64 ..< (baseWord + i + 1) * 64`.
    private var words = Words()
    private var baseWord = 0
    /// How many ids it holds.
    package private(set) var count = 0

    package init() {}

    package var isEmpty: Bool { count == 0 }

    package func contains(_ transaction: TransactionID) -> Bool {
        let id = transaction.rawValue
        guard id >= 0 else { return false }
        let word = (id >> 6) - baseWord
        return word >= 0 && word < words.count && words[word] & (1 << UInt64(id & 63)) != 0
    }

    mutating func insert(_ transaction: TransactionID) {
        let id = transaction.rawValue
        guard id >= 0 else { return }
        if words.isEmpty { baseWord = id >> 6 }
        if id >> 6 < baseWord { rebase(to: id >> 6) }
        let word = (id >> 6) - baseWord
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        let bit: UInt64 = 1 << UInt64(id & 63)
        if words[word] & bit == 0 {
            words[word] |= bit
            count += 1
        }
    }

    mutating func remove(_ transaction: TransactionID) {
        let id = transaction.rawValue
        let word = (id >> 6) - baseWord
        guard id >= 0, word >= 0, word < words.count else { return }
        let bit: UInt64 = 1 << UInt64(id & 63)
        if words[word] & bit != 0 {
            words[word] &= ~bit
            count -= 1
        }
    }

    /// The words held: from the smallest id's word to the largest's.
    var wordCount: Int { words.count }

    /// How many of its words and the list entries above them `other` does not share
    /// (`ChunkedArray.unsharedSlotCount`).
    func unsharedSlotCount(with other: TransactionIDSet) -> Int { words.unsharedSlotCount(with: other.words) }

    /// Holds the same bits from word `newBase` on, below the current base.
    private mutating func rebase(to newBase: Int) {
        let old = words
        var rebased = Words()
        rebased.append(contentsOf: repeatElement(0, count: baseWord - newBase))
        rebased.append(contentsOf: old.indices.lazy.map { old[$0] })
        (words, baseWord) = (rebased, newBase)
    }

    /// The ids, smallest first.
    package var sorted: [TransactionID] {
        var ids: [TransactionID] = []
        ids.reserveCapacity(count)
        for index in words.indices where words[index] != 0 && ids.count < count {
            var word = words[index]
            while word != 0 {
                ids.append(TransactionID((baseWord + index) << 6 + word.trailingZeroBitCount))
                word &= word - 1
            }
        }
        return ids
    }

    /// The first id, largest first, for which `found` holds.
    func last(where found: (TransactionID) -> Bool) -> TransactionID? {
        var index = words.count - 1
        while index >= 0 {
            var word = words[index]
            while word != 0 {
                let bit = 63 - word.leadingZeroBitCount
                let id = TransactionID((baseWord + index) << 6 + bit)
                if found(id) { return id }
                word &= ~(1 << UInt64(bit))
            }
            index -= 1
        }
        return nil
    }
}

extension TransactionIDSet {
    /// The words: a plain array while they span at most `flatLimit` words (32,768 ids from the
    /// smallest held), chunked beyond (`ChunkedArray`). A set of a device's app (what it
    /// delivered, what it was told was revoked) is then one pointer away, not three: every
    /// running app hears every purchase of its account, and each handover reads and writes two
    /// such sets, cold in the caches once there are thousands of devices (issue 26, item 8). A
    /// change to a shared copy copies at most 4 KB of plain words, as it copies one chunk of
    /// chunked ones (item 7).
    fileprivate struct Words: Sendable {
        static let flatLimit = 512
        private var flat: [UInt64] = []
        private var chunks = ChunkedArray<UInt64>()
        private var isChunked = false

        var count: Int { isChunked ? chunks.count : flat.count }
        var isEmpty: Bool { count == 0 }
        var indices: Range<Int> { 0..<count }

        subscript(index: Int) -> UInt64 {
            get { isChunked ? chunks[index] : flat[index] }
            set {
                if isChunked { chunks[index] = newValue } else { flat[index] = newValue }
            }
        }

        /// How many words (and chunk-list entries) `other` does not share: plain words are
        /// shared whole or not at all.
        func unsharedSlotCount(with other: Words) -> Int {
            switch (isChunked, other.isChunked) {
            case (true, true): return chunks.unsharedSlotCount(with: other.chunks)
            case (false, false):
                let shared = flat.withUnsafeBufferPointer { mine in
                    other.flat.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
                }
                return shared ? 0 : max(flat.count, other.flat.count)
            default: return max(count, other.count)
            }
        }

        mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == UInt64 {
            if isChunked {
                chunks.append(contentsOf: elements)
                return
            }
            flat.append(contentsOf: elements)
            guard flat.count > Self.flatLimit else { return }
            chunks.append(contentsOf: flat)
            flat = []
            isChunked = true
        }
    }
}
