import Foundation

/// Deterministic spellings of instants, in UTC unless a time zone is given.
public enum InstantFormat {
    /// `2026-01-01T09:00:00Z`
    public static func iso(_ date: Date) -> String {
        let c = Calendars.utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ",
                      c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
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
    public static func short(_ date: Date, in timeZone: TimeZone = TimeZone(identifier: "UTC")!) -> String {
        let c = Calendars.gregorian(in: timeZone).dateComponents([.month, .day, .hour, .minute], from: date)
        return String(format: "%d %@ %02d:%02d", c.day ?? 0, months[(c.month ?? 1) - 1], c.hour ?? 0, c.minute ?? 0)
    }

    /// `2026-12-14 10:00` — with the year, for dates in tables.
    public static func medium(_ date: Date, in timeZone: TimeZone = TimeZone(identifier: "UTC")!) -> String {
        let c = Calendars.gregorian(in: timeZone).dateComponents([.year, .month, .day, .hour, .minute], from: date)
        return String(format: "%04d-%02d-%02d %02d:%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0, c.hour ?? 0, c.minute ?? 0)
    }
}
