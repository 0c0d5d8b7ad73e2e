/// Turns the bytes a terminal sends into keys, decoding UTF-8. Invalid input never holds the
/// keys after it back: a byte that cannot start a character (80–C1, F5–FF) is dropped at
/// once, and a character begun but not continued (C3 then `?`, E2 82 then `?`, a surrogate
/// ED A0 80, an overlong C0 80 or E0 80 80) is dropped as soon as a byte arrives that cannot
/// continue it; that byte is then decoded afresh. The runtime decodes function keys itself.
package struct KeyDecoder: Sendable {
    /// The bytes of the character being assembled.
    private var pending: [UInt8] = []
    /// How many bytes that character takes in all.
    private var length = 0

    package init() {}

    /// Whether a character has begun and waits for more bytes.
    package var isMidCharacter: Bool { !pending.isEmpty }

    /// Takes one byte; returns the key it completes, or nil while a character is incomplete
    /// or when the byte was dropped.
    package mutating func decode(_ byte: UInt8) -> Key? {
        if !pending.isEmpty {
            if continuationRange(after: pending).contains(byte) {
                pending.append(byte)
                return pending.count == length ? finishCharacter() : nil
            }
            reset()
        }
        return start(byte)
    }

    /// Forgets a character begun but not finished: no more of it came (a wait timed out) or
    /// a function key arrived in its middle.
    package mutating func reset() {
        pending = []
        length = 0
    }

    private mutating func start(_ byte: UInt8) -> Key? {
        switch byte {
        case 0x00...0x7F: return Key(typed: Unicode.Scalar(byte))
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return nil
        }
        pending = [byte]
        return nil
    }

    /// The bytes that may come next, after `bytes` (a lead byte and any continuation bytes).
    /// Only the second byte is narrowed: that rules out overlong forms, surrogates and
    /// values past U+10FFFF.
    private func continuationRange(after bytes: [UInt8]) -> ClosedRange<UInt8> {
        guard bytes.count == 1 else { return 0x80...0xBF }
        switch bytes[0] {
        case 0xE0: return 0xA0...0xBF
        case 0xED: return 0x80...0x9F
        case 0xF0: return 0x90...0xBF
        case 0xF4: return 0x80...0x8F
        default: return 0x80...0xBF
        }
    }

    private mutating func finishCharacter() -> Key? {
        let leadBits: UInt32 = length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07
        var value = UInt32(pending[0]) & leadBits
        for byte in pending.dropFirst() {
            value = value << 6 | UInt32(byte & 0x3F)
        }
        reset()
        return Unicode.Scalar(value).map(Key.init(typed:))
    }
}
