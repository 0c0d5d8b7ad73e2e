import Foundation

/// Fixed calendars, so that nothing depends on the machine's settings.
public enum Calendars {
    /// UTC, without making a calendar: the first `Calendar` a process makes costs over a million
    /// instructions, and spelling an instant needs only the zone. A device in UTC keeps a
    /// `ClockZone` instead, which makes this only when a `TimeZone` is asked of it or given.
    public static let utcTimeZone = TimeZone(identifier: "UTC")!

    public static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = utcTimeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()

    public static func gregorian(in timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }
}

/// Calendar-day answers remembered by their exact question. Foundation's Gregorian calendar
/// takes tens of thousands of instructions for a start of day or a count of days, and access
/// is derived at every step, mostly at an instant already asked about. Pure functions of
/// their keys, so remembering never changes an answer; under a lock (`storedbg run -j` runs
/// scenarios on several threads), and forgotten past `limit` entries.
@usableFromInline package final class CalendarDayMemo: @unchecked Sendable {
    @usableFromInline package static let shared = CalendarDayMemo()
    @usableFromInline package static let limit = 4_096

    private struct Key: Hashable {
        /// 0: the end of an evaluation (`date` its start, `days` the days it lasts);
        /// 1: whole days from the start of `date`'s day to `other`.
        let question: UInt8
        let timeZone: TimeZone
        let date: Date
        let other: Date
        let days: Int
    }

    private let lock = NSLock()
    private var answers: [Key: (date: Date?, days: Int?)] = [:]

    private func answer(_ key: Key, _ compute: () -> (date: Date?, days: Int?)) -> (date: Date?, days: Int?) {
        lock.lock()
        if let known = answers[key] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let computed = compute()
        lock.lock()
        if answers.count >= Self.limit { answers.removeAll(keepingCapacity: true) }
        answers[key] = computed
        lock.unlock()
        return computed
    }

    /// `days` days after the start of `start`'s day in `zone`, or nil.
    @usableFromInline package func daysAfterStartOfDay(_ start: Date, days: Int, in zone: ClockZone) -> Date? {
        if let midnight = Self.utcStartOfDay(start, in: zone), abs(days) <= Self.utcDays {
            return Date(timeIntervalSince1970: midnight + Double(days) * 86_400)
        }
        let timeZone = zone.timeZone
        return answer(Key(question: 0, timeZone: timeZone, date: start, other: start, days: days)) {
            (Self.zonedDaysAfterStartOfDay(start, days: days, in: timeZone)
                ?? Self.calendarDaysAfterStartOfDay(start, days: days, in: timeZone), nil)
        }.date
    }

    /// Whole calendar days in `zone` from the start of `now`'s day to `end`, or nil.
    @usableFromInline package func daysFromStartOfDay(_ now: Date, to end: Date, in zone: ClockZone) -> Int? {
        if let midnight = Self.utcStartOfDay(now, in: zone), abs(end.timeIntervalSince1970) < Self.utcReach {
            return Int(((end.timeIntervalSince1970 - midnight) / 86_400).rounded(.towardZero))
        }
        let timeZone = zone.timeZone
        return answer(Key(question: 1, timeZone: timeZone, date: now, other: end, days: 0)) {
            (nil, Self.zonedDaysFromStartOfDay(now, to: end, in: timeZone)
                ?? Self.calendarDaysFromStartOfDay(now, to: end, in: timeZone))
        }.days
    }

    /// In UTC every day is 86,400 seconds from midnight, so the start of a day and whole days
    /// are arithmetic, without a calendar (the first a process makes costs over a million
    /// instructions, and each question tens of thousands): the start of `date`'s day, in seconds
    /// since 1970, when `zone` is UTC and `date` within the years the arithmetic is checked
    /// over (a test compares it with the calendar's answers); nil otherwise.
    @usableFromInline package static func utcStartOfDay(_ date: Date, in zone: ClockZone) -> Double? {
        let seconds = date.timeIntervalSince1970
        guard abs(seconds) < utcReach, zone.isUTC else { return nil }
        return (seconds / 86_400).rounded(.down) * 86_400
    }

    /// About 3,000 years either side of 1970, and as many days.
    @usableFromInline package static let utcReach: Double = 1e11
    @usableFromInline package static let utcDays = 1_000_000

    /// `daysAfterStartOfDay` in a zone other than UTC, from the zone's offsets alone, without a
    /// calendar (the first a process makes costs over a million instructions): the start of
    /// `start`'s day and the midnight `days` days later are each the instant of the local day's
    /// 00:00, taken only where the offset there makes it 00:00 and was the same three hours before
    /// (no midnight skipped, none repeated by a clock turned back across it), and the offset changes
    /// by less than half a day between the two (no day skipped or repeated in between), for instants
    /// from 1900 to 2200 and up to 36,600 days either way; nil otherwise, and the calendar answers.
    ///
    /// The later midnight is looked for as the calendar looks for it: Foundation's Gregorian
    /// calendar adds days to the start of the day in whole 86,400 seconds, then moves the result
    /// by the change of offset between the start and it, so the offset tried first is the one at
    /// the start of the day, not `start`'s (they differ on a day whose clock changed after 00:00,
    /// such as a 23-hour day: tried from `start`'s, a midnight beside another change was read an
    /// hour or a day off). A test compares the two in every zone around every offset change.
    @usableFromInline package static func zonedDaysAfterStartOfDay(_ start: Date, days: Int, in timeZone: TimeZone) -> Date? {
        let seconds = start.timeIntervalSince1970
        guard seconds >= zonedEarliest, seconds < zonedLatest, abs(days) <= 36_600 else { return nil }
        let offset = timeZone.secondsFromGMT(for: start)
        let day = ((seconds + Double(offset)) / 86_400).rounded(.down)
        guard let midnight = zonedMidnight(ofLocalDay: day, near: offset, in: timeZone), midnight.instant <= seconds,
              let end = zonedMidnight(ofLocalDay: day + Double(days), near: midnight.offset, in: timeZone),
              // A zone that skipped or repeated a whole day in between (Apia, 2011) is the calendar's.
              abs((Double(days) * 86_400 - (end.instant - midnight.instant))) < 43_200 else { return nil }
        return Date(timeIntervalSince1970: end.instant)
    }

    /// `daysFromStartOfDay` in a zone other than UTC, from the zone's offsets alone, as
    /// `zonedDaysAfterStartOfDay` finds midnights: `end` lies in a local day whose midnight and
    /// the next are each the day's only 00:00, and whole days count toward zero as the calendar
    /// counts them (its count is the most days that, added to the start of the day, do not pass
    /// `end`); nil otherwise, and the calendar answers. A test compares the two.
    @usableFromInline package static func zonedDaysFromStartOfDay(_ now: Date, to end: Date, in timeZone: TimeZone) -> Int? {
        let seconds = now.timeIntervalSince1970, target = end.timeIntervalSince1970
        guard seconds >= zonedEarliest, seconds < zonedLatest, target >= zonedEarliest, target < zonedLatest else { return nil }
        let offset = timeZone.secondsFromGMT(for: now)
        let day = ((seconds + Double(offset)) / 86_400).rounded(.down)
        let endDay = ((target + Double(timeZone.secondsFromGMT(for: end))) / 86_400).rounded(.down)
        guard let midnight = zonedMidnight(ofLocalDay: day, near: offset, in: timeZone), midnight.instant <= seconds,
              let lower = zonedMidnight(ofLocalDay: endDay, near: midnight.offset, in: timeZone), lower.instant <= target,
              let upper = zonedMidnight(ofLocalDay: endDay + 1, near: midnight.offset, in: timeZone), target < upper.instant,
              abs(((endDay - day) * 86_400 - (lower.instant - midnight.instant))) < 43_200 else { return nil }
        // Before the day's start, a part of a day counts as none: toward zero.
        let days = target >= midnight.instant || target == lower.instant ? endDay - day : endDay - day + 1
        return Int(days)
    }

    /// 1900-01-01 and 2200-01-01, in seconds since 1970.
    @usableFromInline package static let zonedEarliest: Double = -2_208_988_800
    @usableFromInline package static let zonedLatest: Double = 7_258_118_400

    /// The instant of 00:00 on local day `day` (days since 1970 in local time) in `timeZone`, with
    /// the offset there, when it is the day's only 00:00; `near` is the offset to try first.
    private static func zonedMidnight(ofLocalDay day: Double, near guess: Int, in timeZone: TimeZone) -> (instant: Double, offset: Int)? {
        let local = day * 86_400
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: local - Double(guess)))
        let instant = local - Double(offset)
        // The instant is 00:00 there (no midnight skipped), and the offset was the same three
        // hours before (no midnight repeated: a clock turned back that far reaches 00:00 again).
        for probe in [instant, instant - 10_800]
        where timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: probe)) != offset {
            return nil
        }
        return (instant, offset)
    }

    /// `daysAfterStartOfDay` by Foundation's Gregorian calendar.
    @usableFromInline package static func calendarDaysAfterStartOfDay(_ start: Date, days: Int, in timeZone: TimeZone) -> Date? {
        let calendar = Calendars.gregorian(in: timeZone)
        return calendar.date(byAdding: .day, value: days, to: calendar.startOfDay(for: start))
    }

    /// `daysFromStartOfDay` by Foundation's Gregorian calendar.
    @usableFromInline package static func calendarDaysFromStartOfDay(_ now: Date, to end: Date, in timeZone: TimeZone) -> Int? {
        let calendar = Calendars.gregorian(in: timeZone)
        return calendar.dateComponents([.day], from: calendar.startOfDay(for: now), to: end).day
    }
}
