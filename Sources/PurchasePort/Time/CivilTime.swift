import Foundation

/// A date and time of day in the proleptic Gregorian calendar, computed with integer arithmetic
/// (H. Hinnant's days-from-civil algorithms): fast, and independent of the machine's settings.
@usableFromInline package struct CivilTime: Equatable {
    @usableFromInline package var year: Int64
    @usableFromInline package var month: Int64
    @usableFromInline package var day: Int64
    @usableFromInline package var secondOfDay: Int64

    @usableFromInline package init(year: Int64, month: Int64, day: Int64, secondOfDay: Int64) {
        self.year = year
        self.month = month
        self.day = day
        self.secondOfDay = secondOfDay
    }

    /// The civil time at `seconds` since 1970-01-01T00:00:00 (in whatever zone they are counted).
    @usableFromInline package init(secondsSince1970 seconds: Int64) {
        let (days, second) = Self.floorDivide(seconds, 86_400)
        let z = days + 719_468
        let era = Self.floorDivide(z, 146_097).quotient
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        secondOfDay = second
    }

    @usableFromInline package var secondsSince1970: Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = Self.floorDivide(y, 400).quotient
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return (era * 146_097 + dayOfEra - 719_468) * 86_400 + secondOfDay
    }

    @usableFromInline package static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The same day of the month `months` later, clamped to that month's last day.
    @usableFromInline package func addingMonths(_ months: Int64) -> CivilTime {
        let index = year * 12 + (month - 1) + months
        let newYear = Self.floorDivide(index, 12).quotient
        let newMonth = index - newYear * 12 + 1
        return CivilTime(year: newYear, month: newMonth, day: min(day, Self.daysIn(month: newMonth, year: newYear)),
                         secondOfDay: secondOfDay)
    }

    @usableFromInline package static func floorDivide(_ a: Int64, _ b: Int64) -> (quotient: Int64, remainder: Int64) {
        let q = a / b, r = a % b
        return r < 0 ? (q - 1, r + b) : (q, r)
    }

    @usableFromInline package static func of(_ date: Date, in zone: ClockZone = .utc) -> CivilTime {
        let offset = Int64(zone.secondsFromGMT(for: date))
        return CivilTime(secondsSince1970: Int64(date.timeIntervalSince1970.rounded(.down)) + offset)
    }

    @usableFromInline package static func twoDigits(_ n: Int64) -> String { n < 10 ? "0\(n)" : "\(n)" }

    @usableFromInline package static func fourDigits(_ n: Int64) -> String {
        let text = "\(n)"
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }
}
