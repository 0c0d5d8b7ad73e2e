import Foundation

/// Deterministic spellings of instants, in UTC unless a time zone is given.
public enum InstantFormat {
    /// `2026-01-01T09:00:00Z`
    public static func iso(_ date: Date) -> String {
        let c = CivilTime.of(date)
        guard (0...9999).contains(c.year) else {
            return "\(CivilTime.fourDigits(c.year))-\(CivilTime.twoDigits(c.month))-\(CivilTime.twoDigits(c.day))T\(clock(c.secondOfDay, seconds: true))Z"
        }
        // Byte by byte: this runs for most events of a long session.
        let hour = c.secondOfDay / 3_600, minute = c.secondOfDay / 60 % 60, second = c.secondOfDay % 60
        let numbers: [(value: Int64, width: Int, separator: UInt8)] = [
            (c.year, 4, UInt8(ascii: "-")), (c.month, 2, UInt8(ascii: "-")), (c.day, 2, UInt8(ascii: "T")),
            (hour, 2, UInt8(ascii: ":")), (minute, 2, UInt8(ascii: ":")), (second, 2, UInt8(ascii: "Z")),
        ]
        return String(unsafeUninitializedCapacity: 20) { buffer in
            var index = 0
            for number in numbers {
                var value = number.value
                for offset in stride(from: number.width - 1, through: 0, by: -1) {
                    buffer[index + offset] = UInt8(ascii: "0") + UInt8(value % 10)
                    value /= 10
                }
                buffer[index + number.width] = number.separator
                index += number.width + 1
            }
            return index
        }
    }

    /// `09:00` or `09:00:00`
    private static func clock(_ secondOfDay: Int64, seconds: Bool) -> String {
        let text = "\(CivilTime.twoDigits(secondOfDay / 3_600)):\(CivilTime.twoDigits(secondOfDay / 60 % 60))"
        return seconds ? text + ":\(CivilTime.twoDigits(secondOfDay % 60))" : text
    }

    /// Parses `2026-01-01T09:00:00Z`, `2026-01-01T09:00Z`, `2026-01-01T09:00:00+02:00` or
    /// `2026-01-01`, byte by byte (ICU's date formatter cost more to set up than a whole run of
    /// the scenarios spends on everything else it parses). Exactly `YYYY-MM-DD`, optionally
    /// followed by `T`, `hh:mm`, optionally `:ss`, and a zone: `Z` (or `z`) or an offset `±hh:mm`,
    /// `±hhmm` or `±hh` of at most 23 hours and 59 minutes. Nil for a date that does not exist, an
    /// hour past 23, a minute or second past 59, or an instant outside the years 1970–9999 (UTC).
    public static func parse(_ text: String) -> Date? {
        var reader = DigitReader(text.utf8)
        guard let year = reader.number(digits: 4), reader.take("-"), let month = reader.number(digits: 2), reader.take("-"),
              let day = reader.number(digits: 2), (1...12).contains(month), (1...CivilTime.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        var secondOfDay: Int64 = 0
        if !reader.isAtEnd {
            guard reader.take("T"), let hour = reader.number(digits: 2), reader.take(":"), let minute = reader.number(digits: 2),
                  hour < 24, minute < 60 else { return nil }
            var second: Int64 = 0
            if reader.take(":") {
                guard let seconds = reader.number(digits: 2), seconds < 60 else { return nil }
                second = seconds
            }
            guard let offset = reader.zoneOffset(), reader.isAtEnd else { return nil }
            secondOfDay = hour * 3_600 + minute * 60 + second - offset
        }
        let seconds = CivilTime(year: year, month: month, day: day, secondOfDay: 0).secondsSince1970 + secondOfDay
        guard (1970...9999).contains(CivilTime(secondsSince1970: seconds).year) else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// Reads the ASCII digits and signs of an ISO 8601 instant.
    private struct DigitReader {
        let bytes: String.UTF8View
        var index: String.UTF8View.Index

        init(_ bytes: String.UTF8View) {
            self.bytes = bytes
            index = bytes.startIndex
        }

        var isAtEnd: Bool { index == bytes.endIndex }

        /// Takes `character` if it comes next.
        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard !isAtEnd, bytes[index] == UInt8(character.value) else { return false }
            bytes.formIndex(after: &index)
            return true
        }

        /// Exactly `digits` ASCII digits, as a number.
        mutating func number(digits: Int) -> Int64? {
            var value: Int64 = 0
            for _ in 0..<digits {
                guard !isAtEnd, (0x30...0x39).contains(bytes[index]) else { return nil }
                value = value * 10 + Int64(bytes[index] - 0x30)
                bytes.formIndex(after: &index)
            }
            return value
        }

        /// `Z`, `z`, `±hh:mm`, `±hhmm` or `±hh`, as seconds east of UTC.
        mutating func zoneOffset() -> Int64? {
            if take("Z") || take("z") { return 0 }
            let sign: Int64
            if take("+") { sign = 1 } else if take("-") { sign = -1 } else { return nil }
            guard let hours = number(digits: 2), hours < 24 else { return nil }
            var minutes: Int64 = 0
            if !isAtEnd {
                _ = take(":")
                guard let written = number(digits: 2), written < 60 else { return nil }
                minutes = written
            }
            return sign * (hours * 3_600 + minutes * 60)
        }
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `14 Dec 10:00` — short, for the screen and event sentences. In UTC the offset is not
    /// asked of ICU, as nearly every device's zone is UTC (the question cost more than the rest
    /// of a step's AccessState sentence).
    public static func short(_ date: Date, in zone: ClockZone = .utc) -> String {
        short(CivilTime.of(date, in: zone))
    }

    public static func short(_ date: Date, in timeZone: TimeZone) -> String {
        short(date, in: ClockZone(timeZone))
    }

    /// `14 Dec 10:00`, or `14 Dec 2027 10:00` when the year is not that of `now`: a date a year
    /// away must not read as one in the past.
    public static func short(_ date: Date, in zone: ClockZone = .utc, relativeTo now: Date) -> String {
        let c = CivilTime.of(date, in: zone)
        guard c.year != CivilTime.of(now, in: zone).year else { return short(c) }
        return "\(c.day) \(months[Int(c.month) - 1]) \(CivilTime.fourDigits(c.year)) \(clock(c.secondOfDay, seconds: false))"
    }

    public static func short(_ date: Date, in timeZone: TimeZone, relativeTo now: Date) -> String {
        short(date, in: ClockZone(timeZone), relativeTo: now)
    }

    /// `14 Dec 10:00`, byte by byte: an app's AccessState says when it ends at every step.
    private static func short(_ c: CivilTime) -> String {
        let hour = c.secondOfDay / 3_600, minute = c.secondOfDay / 60 % 60
        let month = months[Int(c.month) - 1].utf8
        return String(unsafeUninitializedCapacity: 12) { buffer in
            var index = 0
            func put(_ byte: UInt8) {
                buffer[index] = byte
                index += 1
            }
            func digit(_ value: Int64) { put(UInt8(ascii: "0") + UInt8(value % 10)) }
            if c.day >= 10 { digit(c.day / 10) }
            digit(c.day)
            put(UInt8(ascii: " "))
            for byte in month { put(byte) }
            put(UInt8(ascii: " "))
            digit(hour / 10)
            digit(hour)
            put(UInt8(ascii: ":"))
            digit(minute / 10)
            digit(minute)
            return index
        }
    }

    /// `2026-12-14 10:00` — with the year, for dates in tables.
    public static func medium(_ date: Date, in zone: ClockZone = .utc) -> String {
        let c = CivilTime.of(date, in: zone)
        return "\(CivilTime.fourDigits(c.year))-\(CivilTime.twoDigits(c.month))-\(CivilTime.twoDigits(c.day)) \(clock(c.secondOfDay, seconds: false))"
    }

    public static func medium(_ date: Date, in timeZone: TimeZone) -> String {
        medium(date, in: ClockZone(timeZone))
    }
}
