import PurchasePort

/// A set of transaction ids. Ids are dense (`#1` to `#n`), so one bit each: no hashing, and a
/// year of renewals (hundreds of thousands of ids) fits in a few dozen kilobytes.
package struct TransactionIDSet: Sendable {
    private var words: [UInt64] = []
    /// How many ids it holds.
    package private(set) var count = 0

    package init() {}

    package var isEmpty: Bool { count == 0 }

    package func contains(_ id: Int) -> Bool {
        guard id >= 0 else { return false }
        let word = id >> 6
        return word < words.count && words[word] & (1 << UInt64(id & 63)) != 0
    }

    mutating func insert(_ id: Int) {
        guard id >= 0 else { return }
        let word = id >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        let bit: UInt64 = 1 << UInt64(id & 63)
        if words[word] & bit == 0 {
            words[word] |= bit
            count += 1
        }
    }

    mutating func remove(_ id: Int) {
        guard id >= 0, id >> 6 < words.count else { return }
        let bit: UInt64 = 1 << UInt64(id & 63)
        if words[id >> 6] & bit != 0 {
            words[id >> 6] &= ~bit
            count -= 1
        }
    }

    /// The ids, smallest first.
    package var sorted: [Int] {
        var ids: [Int] = []
        ids.reserveCapacity(count)
        for index in words.indices where words[index] != 0 && ids.count < count {
            var word = words[index]
            while word != 0 {
                ids.append(index << 6 + word.trailingZeroBitCount)
                word &= word - 1
            }
        }
        return ids
    }
}
