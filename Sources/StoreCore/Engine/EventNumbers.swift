/// The numbers of one event sentence, in 24 bytes: each as 7 bits a byte, low bits first, the
/// high bit set on every byte but a number's last (LEB128). A sentence whose numbers need more
/// is kept written out.
struct EventNumbers: Hashable, Sendable {
    private var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
    /// Bytes used so far.
    private var count: UInt8 = 0

    static let capacity = 24

    /// Adds `value` after the others; false, changing nothing, when it does not fit.
    mutating func append(_ value: UInt64) -> Bool {
        let needed = max(1, (64 - value.leadingZeroBitCount + 6) / 7)
        guard Int(count) + needed <= Self.capacity else { return false }
        var rest = value
        for index in 0..<needed {
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            setByte(index == needed - 1 ? low : low | 0x80, at: Int(count))
            count += 1
        }
        return true
    }

    func reader() -> Reader { Reader(numbers: self) }

    /// Reads the numbers back in order.
    struct Reader {
        let numbers: EventNumbers
        var position = 0

        /// The next number; 0 past the last.
        mutating func next() -> UInt64 {
            var value: UInt64 = 0, shift: UInt64 = 0
            while position < Int(numbers.count) {
                let byte = numbers.byte(at: position)
                position += 1
                value |= UInt64(byte & 0x7F) << shift
                shift += 7
                if byte & 0x80 == 0 { break }
            }
            return value
        }
    }

    private func byte(at index: Int) -> UInt8 {
        let word: UInt64
        switch index / 8 {
        case 0: word = words.0
        case 1: word = words.1
        default: word = words.2
        }
        return UInt8(truncatingIfNeeded: word >> UInt64(index % 8 * 8))
    }

    private mutating func setByte(_ byte: UInt8, at index: Int) {
        let shifted = UInt64(byte) << UInt64(index % 8 * 8)
        switch index / 8 {
        case 0: words.0 |= shifted
        case 1: words.1 |= shifted
        default: words.2 |= shifted
        }
    }

    static func == (lhs: EventNumbers, rhs: EventNumbers) -> Bool {
        lhs.count == rhs.count && lhs.words == rhs.words
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
    }
}
