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

    /// The wording of `text`, which `key(of:)` took apart.
    init(wordingOf text: String) {
        var text = text
        (pieces, widths) = text.withUTF8 { bytes in
            var pieces: [String] = [], widths: [UInt8] = [], start = 0
            _ = Self.scan(bytes, literal: { _ in }, number: { run, _, width in
                pieces.append(String(decoding: bytes[start..<run.lowerBound], as: UTF8.self))
                widths.append(width)
                start = run.upperBound
                return true
            })
            pieces.append(String(decoding: bytes[start...], as: UTF8.self))
            return (pieces, widths)
        }
    }

    /// The key naming the wording of `text` (each number replaced by a NUL and its width), and
    /// its numbers; nil when they do not fit in `EventNumbers` or the text holds a NUL.
    static func key(of text: String) -> (key: String, numbers: EventNumbers)? {
        var text = text
        return text.withUTF8 { bytes -> (String, EventNumbers)? in
            var key: [UInt8] = []
            key.reserveCapacity(bytes.count)
            var numbers = EventNumbers()
            let fits = scan(bytes, literal: { key.append($0) }, number: { _, value, width in
                key.append(0)
                key.append(width + 1)
                return numbers.append(value)
            })
            return fits ? (String(decoding: key, as: UTF8.self), numbers) : nil
        }
    }

    /// Hands each byte of the wording to `literal` and each number to `number`, in order; false
    /// when the text holds a NUL or `number` refuses one.
    private static func scan(_ bytes: UnsafeBufferPointer<UInt8>, literal: (UInt8) -> Void,
                             number: (Range<Int>, UInt64, UInt8) -> Bool) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0 { return false }
            guard isDigit(byte) else {
                literal(byte)
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
            if end - index > 18 {
                for digit in bytes[index..<end] { literal(digit) }
            } else {
                var value: UInt64 = 0
                for digit in bytes[index..<end] { value = value * 10 + UInt64(digit - UInt8(ascii: "0")) }
                let width = bytes[index] == UInt8(ascii: "0") && end - index > 1 ? UInt8(end - index) : 0
                guard number(index..<end, value, width) else { return false }
            }
            index = end
        }
        return true
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
