/// A set of transaction ids. Ids are dense (`#1` to `#n`), so one bit each: no hashing, and a
/// year of renewals (hundreds of thousands of ids) fits in a few dozen kilobytes.
public struct TransactionIDSet: Sendable {
    private var words: [UInt64] = []

    public init() {}

    public func contains(_ id: Int) -> Bool {
        guard id >= 0 else { return false }
        let word = id >> 6
        return word < words.count && words[word] & (1 << UInt64(id & 63)) != 0
    }

    mutating func insert(_ id: Int) {
        guard id >= 0 else { return }
        let word = id >> 6
        if word >= words.count { words.append(contentsOf: repeatElement(0, count: word - words.count + 1)) }
        words[word] |= 1 << UInt64(id & 63)
    }

    mutating func remove(_ id: Int) {
        guard id >= 0, id >> 6 < words.count else { return }
        words[id >> 6] &= ~(1 << UInt64(id & 63))
    }
}
