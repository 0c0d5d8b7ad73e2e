import Foundation

/// A length of time in whole seconds, as written in scenarios (`90s 15m 36h 14d 2w`, `1d12h`).
/// Arithmetic that would overflow reports `nil` rather than trapping.
public struct TimeSpan: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let seconds: Int64

    public init(seconds: Int64) { self.seconds = seconds }

    public static func seconds(_ n: Int64) -> TimeSpan { TimeSpan(seconds: n) }
    public static func minutes(_ n: Int64) -> TimeSpan { TimeSpan(seconds: n * 60) }
    public static func hours(_ n: Int64) -> TimeSpan { TimeSpan(seconds: n * 3_600) }
    public static func days(_ n: Int64) -> TimeSpan { TimeSpan(seconds: n * 86_400) }
    public static let zero = TimeSpan(seconds: 0)

    /// The largest span accepted anywhere: 1,000 years. Keeps every date computation finite.
    public static let maximum = TimeSpan(seconds: 1_000 * 366 * 86_400)

    public static func < (a: TimeSpan, b: TimeSpan) -> Bool { a.seconds < b.seconds }

    public var timeInterval: TimeInterval { TimeInterval(seconds) }

    /// Units in the order they are written, largest first.
    @usableFromInline package static let units: [(suffix: Character, seconds: Int64)] = [
        ("w", 604_800), ("d", 86_400), ("h", 3_600), ("m", 60), ("s", 1),
    ]

    /// `units` with each suffix as its ASCII byte.
    private static let unitBytes: [(byte: UInt8, seconds: Int64)] = units.map { ($0.suffix.asciiValue ?? 0, $0.seconds) }

    /// Parses `90s`, `15m`, `36h`, `14d`, `2w` and sums such as `1d12h`.
    /// Returns a message saying what was expected when the text is not a duration.
    @usableFromInline package static func parse(_ text: Substring) -> Result<TimeSpan, DurationError> {
        parseASCII(text.utf8) ?? parseCharacters(text)
    }

    /// `parseCharacters` for ASCII text without a carriage return (each byte a character), read
    /// as bytes: asking each character its numeric value took about 3,700 instructions a
    /// duration. Nil for any other text. A test compares the two over many texts.
    @usableFromInline package static func parseASCII(_ bytes: Substring.UTF8View) -> Result<TimeSpan, DurationError>? {
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
        guard !bytes.isEmpty else { return .failure(.empty) }
        var reading = DurationReading()
        for byte in bytes {
            let failure: DurationError?
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                failure = reading.digit(Int64(byte - UInt8(ascii: "0")))
            } else if let unit = unitBytes.first(where: { $0.byte == byte }) {
                failure = reading.unit(of: unit.seconds)
            } else {
                failure = .badUnit(Character(Unicode.Scalar(byte)))
            }
            if let failure { return .failure(failure) }
        }
        return reading.finished()
    }

    /// `parse`, character by character.
    @usableFromInline package static func parseCharacters(_ text: Substring) -> Result<TimeSpan, DurationError> {
        guard !text.isEmpty else { return .failure(.empty) }
        var reading = DurationReading()
        for character in text {
            let failure: DurationError?
            if let value = character.wholeNumberValue, character.isASCII {
                failure = reading.digit(Int64(value))
            } else if let unit = units.first(where: { $0.suffix == character }) {
                failure = reading.unit(of: unit.seconds)
            } else {
                failure = .badUnit(character)
            }
            if let failure { return .failure(failure) }
        }
        return reading.finished()
    }

    /// The shortest exact spelling: `14d`, `1d12h`, `0s`.
    public var description: String {
        if seconds == 0 { return "0s" }
        var rest = seconds.magnitude
        var text = seconds < 0 ? "-" : ""
        for unit in TimeSpan.units where unit.suffix != "w" {
            let size = UInt64(unit.seconds)
            if rest >= size {
                text += "\(rest / size)\(unit.suffix)"
                rest %= size
            }
        }
        return text
    }
}

/// Why a duration could not be read.
@usableFromInline package enum DurationError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty, missingNumber, missingUnit, badUnit(Character), tooLong

    public var description: String {
        switch self {
        case .empty: return "expected a duration such as 90s, 15m, 36h, 14d, 2w or 1d12h"
        case .missingNumber: return "expected a number before the unit in the duration"
        case .missingUnit: return "expected a unit (s, m, h, d or w) after the number in the duration"
        case .badUnit(let c): return "expected a duration unit s, m, h, d or w, found '\(c)'"
        case .tooLong: return "duration is too long (at most 1000 years)"
        }
    }
}

/// A duration read so far, by `TimeSpan.parseASCII` and `parseCharacters` alike: the whole units
/// summed, and the digits of a number whose unit is still to come.
private struct DurationReading {
    var total: Int64 = 0
    var digits: Int64?

    /// Takes one more digit of the number; `.tooLong` when it would overflow.
    mutating func digit(_ value: Int64) -> DurationError? {
        let (times10, o1) = (digits ?? 0).multipliedReportingOverflow(by: 10)
        let (next, o2) = times10.addingReportingOverflow(value)
        if o1 || o2 { return .tooLong }
        digits = next
        return nil
    }

    /// Ends the number with a unit of `seconds`.
    mutating func unit(of seconds: Int64) -> DurationError? {
        guard let count = digits else { return .missingNumber }
        let (part, o1) = count.multipliedReportingOverflow(by: seconds)
        let (sum, o2) = total.addingReportingOverflow(part)
        if o1 || o2 { return .tooLong }
        total = sum
        digits = nil
        return nil
    }

    func finished() -> Result<TimeSpan, DurationError> {
        if digits != nil { return .failure(.missingUnit) }
        if total > TimeSpan.maximum.seconds { return .failure(.tooLong) }
        return .success(TimeSpan(seconds: total))
    }
}
