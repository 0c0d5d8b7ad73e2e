/// A set of transaction ids. Ids are dense (`#1` to `#n`), so one bit each: no hashing, and a
/// year of renewals (hundreds of thousands of ids) fits in a few dozen kilobytes. The bits are
/// kept from the word of the smallest id held on (a set of a few late ids stays small), in
/// chunks (`ChunkedArray`): a copy (an undo checkpoint's) shares them, and a change to either
/// copies one chunk, not the bits of a million ids (issue 26, item 7).
public struct TransactionIDSet: Sendable {
    /// Word `i` holds ids `(baseWord + i) * 64 ..< (baseWord + i + 1) * 64`.
    private var words = ChunkedArray<UInt64>()
    private var baseWord = 0
    /// How many ids it holds.
    public private(set) var count = 0

    public init() {}

    public var isEmpty: Bool { count == 0 }

    public func contains(_ id: Int) -> Bool {
        guard id >= 0 else { return false }
        let word = (id >> 6) - baseWord
        return word >= 0 && word < words.count && words[word] & (1 << UInt64(id & 63)) != 0
    }

    mutating func insert(_ id: Int) {
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

    mutating func remove(_ id: Int) {
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
        var rebased = ChunkedArray<UInt64>()
        rebased.append(contentsOf: repeatElement(0, count: baseWord - newBase))
        rebased.append(contentsOf: words)
        (words, baseWord) = (rebased, newBase)
    }

    /// The ids, smallest first.
    public var sorted: [Int] {
        var ids: [Int] = []
        ids.reserveCapacity(count)
        for index in words.indices where words[index] != 0 && ids.count < count {
            var word = words[index]
            while word != 0 {
                ids.append((baseWord + index) << 6 + word.trailingZeroBitCount)
                word &= word - 1
            }
        }
        return ids
    }

    /// The first id, largest first, for which `found` holds.
    func last(where found: (Int) -> Bool) -> Int? {
        var index = words.count - 1
        while index >= 0 {
            var word = words[index]
            while word != 0 {
                let bit = 63 - word.leadingZeroBitCount
                let id = (baseWord + index) << 6 + bit
                if found(id) { return id }
                word &= ~(1 << UInt64(bit))
            }
            index -= 1
        }
        return nil
    }
}
