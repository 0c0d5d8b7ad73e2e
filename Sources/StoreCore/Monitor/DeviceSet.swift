import PurchasePort

/// A set of device indexes, one bit each. A step's log holds a few of these and most steps
/// touch one device, so the first 64 devices need no allocation and no hashing.
struct DeviceSet: Sequence, Sendable {
    /// Devices 0 to 63.
    private var low: UInt64 = 0
    /// Devices from 64 on, 64 to a word.
    private var high: [UInt64] = []

    var isEmpty: Bool { low == 0 && high.allSatisfy { $0 == 0 } }

    func contains(_ device: DeviceIndex) -> Bool {
        let d = device.position
        guard d >= 0 else { return false }
        if d < 64 { return low & (1 << UInt64(d)) != 0 }
        let word = d >> 6 - 1
        return word < high.count && high[word] & (1 << UInt64(d & 63)) != 0
    }

    /// Adds `d`; whether it was not there before.
    @discardableResult
    mutating func insert(_ device: DeviceIndex) -> Bool {
        let d = device.position
        guard d >= 0 else { return false }
        let bit: UInt64 = 1 << UInt64(d & 63)
        if d < 64 {
            defer { low |= bit }
            return low & bit == 0
        }
        let word = d >> 6 - 1
        if word >= high.count { high.append(contentsOf: repeatElement(0, count: word - high.count + 1)) }
        defer { high[word] |= bit }
        return high[word] & bit == 0
    }

    func union(_ other: DeviceSet) -> DeviceSet {
        var union = self
        union.low |= other.low
        for index in other.high.indices where other.high[index] != 0 {
            if index >= union.high.count { union.high.append(contentsOf: repeatElement(0, count: index - union.high.count + 1)) }
            union.high[index] |= other.high[index]
        }
        return union
    }

    /// The devices, smallest first, without making an array.
    struct Iterator: IteratorProtocol {
        fileprivate let set: DeviceSet
        /// The word being read (0 for `low`, `n` for `high[n - 1]`) and its bits not read yet.
        fileprivate var word = 0
        fileprivate var rest: UInt64

        mutating func next() -> DeviceIndex? {
            while rest == 0 {
                word += 1
                guard word <= set.high.count else { return nil }
                rest = set.high[word - 1]
            }
            defer { rest &= rest - 1 }
            return DeviceIndex(word << 6 + rest.trailingZeroBitCount)
        }
    }

    func makeIterator() -> Iterator { Iterator(set: self, rest: low) }
}
