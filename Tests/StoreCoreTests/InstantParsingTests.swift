import Foundation
import Testing
import StoreCore

/// `InstantFormat.parse` reads ISO 8601 instants without ICU (issue 26, item 9: ICU's date
/// formatter was 13 % of `storedbg run Scenarios/`). On every instant written with the digits
/// ISO 8601 asks for, it agrees with the `DateFormatter` it replaced, kept here as the oracle.
struct InstantParsingTests {
    /// The parser this one replaced: three ICU formats, strict, in UTC, years 1970–9999.
    static func oracle(_ text: String) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for format in ["yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mmXXXXX", "yyyy-MM-dd"] {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = calendar.timeZone
            formatter.calendar = calendar
            formatter.dateFormat = format
            formatter.isLenient = false
            if let date = formatter.date(from: text) {
                return (1970...9999).contains(calendar.component(.year, from: date)) ? date : nil
            }
        }
        return nil
    }

    @Test(arguments: [
        ("2026-01-01T09:00:00Z", 1_767_258_000), ("2026-01-01T09:00Z", 1_767_258_000),
        ("2026-01-01T09:00:00+02:00", 1_767_250_800), ("2026-01-01", 1_767_225_600), ("2024-02-29", 1_709_164_800),
        ("2026-01-01T09:00:00z", 1_767_258_000), ("2026-01-01T09:00:00+0200", 1_767_250_800),
        ("2026-01-01T09:00:00+02", 1_767_250_800), ("2026-01-01T09:00:00-14:00", 1_767_308_400),
        ("1970-01-01T00:00:00Z", 0), ("9999-12-31T23:59:59Z", 253_402_300_799),
    ])
    func readsTheISOForms(text: String, seconds: Int64) {
        #expect(InstantFormat.parse(text) == Date(timeIntervalSince1970: TimeInterval(seconds)))
        #expect(Self.oracle(text) == Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    @Test(arguments: [
        "2026-13-01", "2026-02-29", "2026-00-10", "2026-01-00", "2026-04-31", "2026-01-01T24:00:00Z", "2026-01-01T23:60:00Z",
        "2026-01-01T23:59:60Z", "2026-01-01T09:00:00", "2026-01-01t09:00:00Z", "2026-01-01 09:00:00Z",
        "2026-01-01T09:00:00+24:00", "2026-01-01T09:00:00+02:60", "2026-01-01T09:00:00.5Z", "2026-01-01x",
        "1969-12-31T23:00:00Z", "1970-01-01T00:00:00+01:00", "9999-12-31T23:59:59-01:00", "0000-01-01", "+2026-01-01",
        "2026-01-01T09:00:00+02:00Z", "2026-01-01T09:00:00Z+02:00", "2026-01-01T09:00:00−02:00", "2026-01-01T09:00:00+2:00",
        "2026-01-01T0900Z", "20260101", "", "2026", "2026-01-01T", "2026-01-01T09:00:00+02:",
    ])
    func refusesWhatIsNoInstant(text: String) {
        #expect(InstantFormat.parse(text) == nil)
        #expect(Self.oracle(text) == nil)
    }

    /// ICU took fields of other widths, other digits and spaces around; ISO 8601 does not, and
    /// neither does the parser now (no scenario in the package writes them).
    @Test(arguments: ["2026-1-01", "2026-01-1", "02026-01-01", "2026-01-01T9:00:00Z", "２０２６-01-01", " 2026-01-01",
                      "2026-01-01T09:00:00Z ", "2026-01-01T09:00:00+02:00:30"])
    func refusesWhatICUWasLenientAbout(text: String) {
        #expect(InstantFormat.parse(text) == nil)
        #expect(Self.oracle(text) != nil)
    }

    /// Seeded instants of ISO 8601's widths with every field pushed to and past its bounds: the
    /// parser and the oracle agree on every one.
    @Test func agreesWithTheFormatterItReplaced() {
        var random = SeededRandom(seed: 26)
        func field(_ digits: Int, _ values: [Int]) -> String {
            let value = values[Int(random.next() % UInt64(values.count))]
            let text = String(value)
            return String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        let zones = ["Z", "z", "+00:00", "-00:00", "+02:00", "-05:30", "+14:00", "+23:59", "+24:00", "+02:60", "+0530", "-08", ""]
        for _ in 0..<1_500 {
            var text = field(4, [1969, 1970, 1999, 2000, 2024, 2026, 2100, 9999]) + "-" + field(2, Array(0...13)) + "-"
                + field(2, [0, 1, 15, 28, 29, 30, 31, 32])
            switch random.next() % 3 {
            case 0: break
            case 1: text += "T" + field(2, [0, 9, 23, 24]) + ":" + field(2, [0, 30, 59, 60]) + zones[Int(random.next() % UInt64(zones.count))]
            default:
                text += "T" + field(2, [0, 9, 23, 24]) + ":" + field(2, [0, 30, 59, 60]) + ":" + field(2, [0, 59, 60])
                    + zones[Int(random.next() % UInt64(zones.count))]
            }
            #expect(InstantFormat.parse(text) == Self.oracle(text), "\(text)")
        }
    }
}

/// SplitMix64, seeded: the same sequence on every machine.
private struct SeededRandom {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
