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

    /// Parses `2026-01-01T09:00:00Z`, `2026-01-01T09:00Z`, `2026-01-01T09:00:00+02:00` or `2026-01-01`.
    public static func parse(_ text: String) -> Date? {
        let formats = ["yyyy-MM-dd'T'HH:mm:ssXXXXX", "yyyy-MM-dd'T'HH:mmXXXXX", "yyyy-MM-dd"]
        for format in formats {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.calendar = Calendars.utc
            formatter.dateFormat = format
            formatter.isLenient = false
            if let date = formatter.date(from: text) {
                let year = Calendars.utc.component(.year, from: date)
                return (1970...9999).contains(year) ? date : nil
            }
        }
        return nil
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// `14 Dec 10:00` — short, for the screen and event sentences.
    public static func short(_ date: Date, in timeZone: TimeZone = Calendars.utc.timeZone) -> String {
        short(CivilTime.of(date, in: timeZone))
    }

    /// `14 Dec 10:00`, or `14 Dec 2027 10:00` when the year is not that of `now`: a date a year
    /// away must not read as one in the past.
    public static func short(_ date: Date, in timeZone: TimeZone = Calendars.utc.timeZone, relativeTo now: Date) -> String {
        let c = CivilTime.of(date, in: timeZone)
        guard c.year != CivilTime.of(now, in: timeZone).year else { return short(c) }
        return "\(c.day) \(months[Int(c.month) - 1]) \(CivilTime.fourDigits(c.year)) \(clock(c.secondOfDay, seconds: false))"
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
    public static func medium(_ date: Date, in timeZone: TimeZone = Calendars.utc.timeZone) -> String {
        let c = CivilTime.of(date, in: timeZone)
        return "\(CivilTime.fourDigits(c.year))-\(CivilTime.twoDigits(c.month))-\(CivilTime.twoDigits(c.day)) \(clock(c.secondOfDay, seconds: false))"
    }
}
