import Foundation
import Testing
@testable import PurchasePort
@testable import StoreCore

/// In UTC, an evaluation's calendar-day answers are arithmetic: they must be what Foundation's
/// Gregorian calendar answers, over seeded random instants (fractions of a second included) from
/// 1900 to 2200, days either way, and ends before and after the day's start.
struct UTCDayArithmeticTests {
    @Test func theArithmeticAnswersWhatTheCalendarAnswers() {
        let utc = Calendars.utcTimeZone, memo = CalendarDayMemo()
        var rng = PropertyTests.SeededGenerator(state: 86_400)
        let earliest = -2_208_988_800.0, span = 9_467_280_000.0 // 1900 to 2200
        for step in 0..<6_000 {
            var seconds = earliest + Double(rng.next() % UInt64(span))
            switch step % 4 {
            case 0: seconds = (seconds / 86_400).rounded(.down) * 86_400 // midnight
            case 1: seconds += Double(rng.next() % 1_000) / 1_000 // a fraction of a second
            case 2: seconds = (seconds / 86_400).rounded(.down) * 86_400 - 0.001 // just before midnight
            default: break
            }
            let start = Date(timeIntervalSince1970: seconds)
            let days = Int(rng.next() % 801) - 400
            #expect(memo.daysAfterStartOfDay(start, days: days, in: .utc)
                    == CalendarDayMemo.calendarDaysAfterStartOfDay(start, days: days, in: utc), "\(seconds) + \(days)d")
            let offset = Double(Int64(rng.next() % 70_000_000) - 35_000_000) + Double(rng.next() % 1_000) / 1_000
            let end = Date(timeIntervalSince1970: seconds + (step % 3 == 0 ? Double(days) * 86_400 : offset))
            #expect(memo.daysFromStartOfDay(start, to: end, in: .utc)
                    == CalendarDayMemo.calendarDaysFromStartOfDay(start, to: end, in: utc), "\(seconds) to \(end.timeIntervalSince1970)")
        }
    }

    /// Another zone is asked of the calendar.
    @Test func anotherZoneIsNotArithmetic() {
        let paris = TimeZone(identifier: "Europe/Paris")!
        #expect(CalendarDayMemo.utcStartOfDay(Date(timeIntervalSince1970: 1_767_258_000), in: ClockZone(paris)) == nil)
        #expect(CalendarDayMemo.utcStartOfDay(Date(timeIntervalSince1970: 1_767_258_000), in: .utc) == 1_767_225_600)
    }
}

/// Issue 26, item 9 (fourth round): in a zone other than UTC, an evaluation's end is read from
/// the zone's offsets, without a calendar; it must be what Foundation's Gregorian calendar
/// answers, or nil (and the calendar answers), in zones whose offset changes at midnight, near
/// it, by half an hour, by a whole day (Apia, 2011), over seeded instants from 1900 to 2200.
struct ZonedDayArithmeticTests {
    @Test func theOffsetsAnswerWhatTheCalendarAnswers() {
        let zones = ["Europe/Berlin", "America/New_York", "America/Sao_Paulo", "Asia/Beirut", "America/Havana",
                     "America/Santiago", "Australia/Lord_Howe", "Pacific/Chatham", "Pacific/Apia", "America/St_Johns",
                     "Africa/Casablanca", "Asia/Tehran", "Asia/Kolkata", "Europe/London", "Pacific/Kiritimati", "Pacific/Kwajalein",
                     "Pacific/Fakaofo", "Pacific/Kanton", "Antarctica/Troll", "America/Metlakatla"]
            .map { TimeZone(identifier: $0)! }
        var rng = PropertyTests.SeededGenerator(state: 3_600)
        let earliest = -2_208_988_800.0, span = 9_467_280_000.0 // 1900 to 2200
        var answered = 0, counted = 0
        for step in 0..<6_000 {
            let zone = zones[step % zones.count]
            var seconds = earliest + Double(rng.next() % UInt64(span))
            switch step % 5 {
            case 0: seconds = (seconds / 3_600).rounded(.down) * 3_600 // on the hour
            case 1: seconds += Double(rng.next() % 1_000) / 1_000 // a fraction of a second
            case 2: seconds = 1_293_000_000 + Double(rng.next() % 400_000_000) // 2010 to 2023, where zones moved
            case 3: seconds = 700_000_000 + Double(rng.next() % 700_000_000) // 1992 to 2014, days skipped
            default: break
            }
            let start = Date(timeIntervalSince1970: seconds)
            let days = step % 7 == 0 ? Int(rng.next() % 73_201) - 36_600 : Int(rng.next() % 801) - 400
            let zoned = CalendarDayMemo.zonedDaysAfterStartOfDay(start, days: days, in: zone)
            if let zoned {
                answered += 1
                #expect(zoned == CalendarDayMemo.calendarDaysAfterStartOfDay(start, days: days, in: zone),
                        "\(zone.identifier) \(seconds) + \(days)d")
            }
            let offset = Double(Int64(rng.next() % 70_000_000) - 35_000_000) + Double(rng.next() % 1_000) / 1_000
            let end = switch step % 3 {
            case 0: zoned ?? Date(timeIntervalSince1970: seconds + Double(days) * 86_400) // a midnight
            case 1: Date(timeIntervalSince1970: seconds + offset)
            default: Date(timeIntervalSince1970: seconds + Double(Int64(rng.next() % 400_000) - 200_000)) // within days
            }
            if let whole = CalendarDayMemo.zonedDaysFromStartOfDay(start, to: end, in: zone) {
                counted += 1
                #expect(whole == CalendarDayMemo.calendarDaysFromStartOfDay(start, to: end, in: zone),
                        "\(zone.identifier) \(seconds) to \(end.timeIntervalSince1970)")
            }
        }
        #expect(answered > 5_000)
        #expect(counted > 5_000)
        // Across a change to summer time in Berlin (29 March 2026), as the scenario in Berlin's zone asks.
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        #expect(CalendarDayMemo.zonedDaysAfterStartOfDay(Date(timeIntervalSince1970: 1_774_000_000), days: 14, in: berlin) != nil)
        #expect(CalendarDayMemo.zonedDaysFromStartOfDay(Date(timeIntervalSince1970: 1_774_000_000), to: Date(timeIntervalSince1970: 1_775_300_000), in: berlin) == 15)
        // Apia skipped 30 December 2011: the offsets leave it to the calendar.
        let apia = TimeZone(identifier: "Pacific/Apia")!
        #expect(CalendarDayMemo.zonedDaysAfterStartOfDay(Date(timeIntervalSince1970: 1_325_160_000), days: 1, in: apia) == nil)
    }

    /// A start on a day whose offset changed after its 00:00 (a zone moved to another offset, or a
    /// clock turned back after midnight, which repeats it): the calendar counts from the offset
    /// at midnight. These answered an hour or a day off when the other midnights were looked for
    /// from the start's offset instead of the midnight's.
    @Test func aStartAfterItsDaysOffsetChangedIsTheCalendars() {
        let cases: [(zone: String, start: Double, days: Int)] = [
            ("America/Bahia_Banderas", 1_270_371_601, 210), ("America/Ojinaga", 1_647_162_001, 602),
            ("Asia/Gaza", 1_458_946_801, -155),
        ]
        for (identifier, seconds, days) in cases {
            guard let zone = TimeZone(identifier: identifier) else { continue }
            let start = Date(timeIntervalSince1970: seconds)
            if let zoned = CalendarDayMemo.zonedDaysAfterStartOfDay(start, days: days, in: zone) {
                #expect(zoned == CalendarDayMemo.calendarDaysAfterStartOfDay(start, days: days, in: zone), "\(identifier) \(seconds) + \(days)d")
            }
            let end = Date(timeIntervalSince1970: seconds + Double(days) * 86_400 + 3_000)
            if let whole = CalendarDayMemo.zonedDaysFromStartOfDay(start, to: end, in: zone) {
                #expect(whole == CalendarDayMemo.calendarDaysFromStartOfDay(start, to: end, in: zone), "\(identifier) \(seconds) to \(end.timeIntervalSince1970)")
            }
        }
        // Every zone the system knows, at seeded instants around every offset change from 1970
        // to 2030: starts before and after it, ends a whole number of days after a start (at and
        // beside the midnight the offsets found), at or beside another change, and within days.
        var rng = PropertyTests.SeededGenerator(state: 1_270_371_601)
        let beside: [Double] = [-86_400, -43_200, -10_800, -7_200, -3_600, -1_800, -1, 0, 1, 1_800, 3_600, 5_400,
                                7_200, 10_800, 14_400, 43_200, 86_399]
        var asked = 0, answered = 0, counted = 0
        for identifier in TimeZone.knownTimeZoneIdentifiers {
            guard let zone = TimeZone(identifier: identifier) else { continue }
            var changes: [Double] = []
            var after = Date(timeIntervalSince1970: 0)
            while let next = zone.nextDaylightSavingTimeTransition(after: after), next.timeIntervalSince1970 < 1_893_456_000 {
                changes.append(next.timeIntervalSince1970)
                after = next
            }
            for change in changes {
                for _ in 0..<3 {
                    let seconds = change + beside[Int(rng.next() % UInt64(beside.count))]
                        + (rng.next() % 4 == 0 ? Double(rng.next() % 1_000) / 1_000 : 0)
                    let start = Date(timeIntervalSince1970: seconds)
                    let days = rng.next() % 3 == 0 ? Int(rng.next() % 21) - 10 : Int(rng.next() % 1_401) - 700
                    asked += 1
                    let zoned = CalendarDayMemo.zonedDaysAfterStartOfDay(start, days: days, in: zone)
                    if let zoned {
                        answered += 1
                        #expect(zoned == CalendarDayMemo.calendarDaysAfterStartOfDay(start, days: days, in: zone),
                                "\(identifier) \(seconds) + \(days)d")
                    }
                    let end = switch rng.next() % 5 {
                    case 0: seconds + Double(days) * 86_400 + Double(rng.next() % 86_400)
                    case 1: (zoned?.timeIntervalSince1970 ?? seconds) + [0, -1, 1, -0.5][Int(rng.next() % 4)]
                    case 2: changes[Int(rng.next() % UInt64(changes.count))] + beside[Int(rng.next() % UInt64(beside.count))]
                    case 3: seconds + Double(Int64(rng.next() % 400_000) - 200_000)
                    default: change + beside[Int(rng.next() % UInt64(beside.count))]
                    }
                    if let whole = CalendarDayMemo.zonedDaysFromStartOfDay(start, to: Date(timeIntervalSince1970: end), in: zone) {
                        counted += 1
                        #expect(whole == CalendarDayMemo.calendarDaysFromStartOfDay(start, to: Date(timeIntervalSince1970: end), in: zone),
                                "\(identifier) \(seconds) to \(end)")
                    }
                }
            }
        }
        #expect(asked > 50_000)
        #expect(answered > asked * 9 / 10)
        #expect(counted > asked * 8 / 10)
    }

    /// Berlin's 23-hour day (29 March 2026), as scenario 14 asks: the day's clock changed after
    /// its 00:00, and the offsets answer, as the calendar does (issue 26, item 9, sixth round).
    @Test func aTwentyThreeHourDayIsAnsweredByTheOffsets() {
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        let lastSecond = Date(timeIntervalSince1970: 1_774_821_599), end = Date(timeIntervalSince1970: 1_775_167_200)
        #expect(CalendarDayMemo.zonedDaysFromStartOfDay(lastSecond, to: end, in: berlin) == 5)
        #expect(CalendarDayMemo.calendarDaysFromStartOfDay(lastSecond, to: end, in: berlin) == 5)
        #expect(CalendarDayMemo.zonedDaysAfterStartOfDay(lastSecond, days: 5, in: berlin) == end)
        #expect(CalendarDayMemo.calendarDaysAfterStartOfDay(lastSecond, days: 5, in: berlin) == end)
    }
}
