/// The wording of written event sentences with their numbers taken out: `Bought coins: #
/// purchased, verified` for `Bought coins: #7 purchased, verified`. The engine keeps one per
/// wording (`EventPhrasebook`), and each sentence keeps its numbers (`EventNumbers`).
///
/// A number is a run of ASCII digits, up to 18 of them; a run that starts with `0` and has more
/// digits keeps its width, so `09` reads back as `09`. Longer runs stay in the wording.
final class EventTemplate: Sendable {
    /// The wording between the numbers: one more than there are numbers.
    private let pieces: [String]
    /// For each number, the width it is padded to with zeros; 0 for none.
    private let widths: [UInt8]
    /// The text with each number replaced by a NUL and its width plus one: what tells wordings apart.
    private let key: [UInt8]

    /// The sentence with `numbers` put back in.
    func text(with numbers: EventNumbers) -> String {
        var text = pieces[0]
        var reader = numbers.reader()
        for (width, piece) in zip(widths, pieces.dropFirst()) {
            let digits = String(reader.next())
            if digits.count < Int(width) { text += String(repeating: "0", count: Int(width) - digits.count) }
            text += digits
            text += piece
        }
        return text
    }

    /// Whether the sentence it words with `numbers` names transaction `#id`: a number right
    /// after a `#` that reads as `id`. Every run of up to 18 digits is a number, so the wording
    /// holds no `#` followed by one, and the piece after a number never starts with a digit.
    func names(transaction id: Int, with numbers: EventNumbers) -> Bool {
        guard id >= 0 else { return false }
        var reader = numbers.reader()
        for (index, width) in widths.enumerated() {
            let value = reader.next()
            // Zero-padded (`#07`), it reads as `id` only when it is as wide as `id`'s digits.
            guard pieces[index].utf8.last == UInt8(ascii: "#"), value == UInt64(id) else { continue }
            if width == 0 || Int(width) <= String(id).count { return true }
        }
        return false
    }

    /// The wording of `text`, which `fingerprint(of:)` took apart.
    init(wordingOf text: String) {
        var text = text
        (pieces, widths, key) = text.withUTF8 { bytes in
            var pieces: [String] = [], widths: [UInt8] = [], key: [UInt8] = []
            guard let base = bytes.baseAddress else { return ([""], [], []) }
            var index = 0, pieceStart = 0
            while index < bytes.count {
                guard Self.isDigit(base[index]) else {
                    key.append(base[index])
                    index += 1
                    continue
                }
                let run = Self.number(at: base + index, before: bytes.count - index)
                if run.value != nil {
                    pieces.append(String(decoding: bytes[pieceStart..<index], as: UTF8.self))
                    widths.append(run.width)
                    key.append(0)
                    key.append(run.width + 1)
                    pieceStart = index + run.length
                } else {
                    key.append(contentsOf: bytes[index..<index + run.length])
                }
                index += run.length
            }
            pieces.append(String(decoding: bytes[pieceStart...], as: UTF8.self))
            return (pieces, widths, key)
        }
    }

    /// A hash of the wording of `bytes` (FNV-1a over its key: the text with each number replaced
    /// by a NUL and its width), and its numbers; nil when they do not fit in `EventNumbers` or
    /// the text holds a NUL. One pass, without building the key: every written event goes
    /// through here.
    static func fingerprint(of bytes: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, numbers: EventNumbers)? {
        guard let base = bytes.baseAddress else { return (0xcbf2_9ce4_8422_2325, EventNumbers()) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        var numbers = EventNumbers()
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = base[index]
            if isDigit(byte) {
                let run = number(at: base + index, before: count - index)
                if let value = run.value {
                    hash = (hash ^ 0) &* 0x100_0000_01b3
                    hash = (hash ^ UInt64(run.width &+ 1)) &* 0x100_0000_01b3
                    guard numbers.append(value) else { return nil }
                } else {
                    // Too long to be a number: all of the run is wording.
                    for offset in 0..<run.length { hash = (hash ^ UInt64(base[index + offset])) &* 0x100_0000_01b3 }
                }
                index += run.length
            } else {
                if byte == 0 { return nil }
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
                index += 1
            }
        }
        return (hash, numbers)
    }

    /// The numbers of `bytes` if they are worded as this template (the same key, byte for
    /// byte) and fit in `EventNumbers`; nil otherwise, and for a text holding a NUL. One pass,
    /// stopping at the first difference.
    func numbers(ifWording bytes: UnsafeBufferPointer<UInt8>) -> EventNumbers? {
        key.withUnsafeBufferPointer { key -> EventNumbers? in
            guard let base = bytes.baseAddress, let keyBase = key.baseAddress else {
                return bytes.isEmpty && key.isEmpty ? EventNumbers() : nil
            }
            var numbers = EventNumbers()
            var position = 0, index = 0
            let count = bytes.count, keyCount = key.count
            while index < count {
                let byte = base[index]
                if Self.isDigit(byte) {
                    let run = Self.number(at: base + index, before: count - index)
                    if let value = run.value {
                        guard position + 1 < keyCount, keyBase[position] == 0, keyBase[position + 1] == run.width &+ 1,
                              numbers.append(value) else { return nil }
                        position += 2
                        index += run.length
                        continue
                    }
                    guard position + run.length <= keyCount else { return nil }
                    for offset in 0..<run.length where keyBase[position + offset] != base[index + offset] { return nil }
                    position += run.length
                    index += run.length
                } else {
                    // A NUL is never wording: in the key it marks a number.
                    guard byte != 0, position < keyCount, keyBase[position] == byte else { return nil }
                    position += 1
                    index += 1
                }
            }
            return position == keyCount ? numbers : nil
        }
    }

    /// The run of digits at `start` (at most `limit` bytes on): its length, and its value and
    /// width when it is a number — up to 18 digits; the width is its length when it starts with
    /// `0` and has more digits.
    @inline(__always)
    private static func number(at start: UnsafePointer<UInt8>, before limit: Int) -> (length: Int, value: UInt64?, width: UInt8) {
        var length = 0
        var value: UInt64 = 0
        while length < limit, isDigit(start[length]) {
            if length < 18 { value = value &* 10 &+ UInt64(start[length] &- UInt8(ascii: "0")) }
            length += 1
        }
        guard length <= 18 else { return (length, nil, 0) }
        let width = start[0] == UInt8(ascii: "0") && length > 1 ? UInt8(length) : 0
        return (length, value, width)
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}
