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
            #expect(memo.daysAfterStartOfDay(start, days: days, in: utc)
                    == CalendarDayMemo.calendarDaysAfterStartOfDay(start, days: days, in: utc), "\(seconds) + \(days)d")
            let offset = Double(Int64(rng.next() % 70_000_000) - 35_000_000) + Double(rng.next() % 1_000) / 1_000
            let end = Date(timeIntervalSince1970: seconds + (step % 3 == 0 ? Double(days) * 86_400 : offset))
            #expect(memo.daysFromStartOfDay(start, to: end, in: utc)
                    == CalendarDayMemo.calendarDaysFromStartOfDay(start, to: end, in: utc), "\(seconds) to \(end.timeIntervalSince1970)")
        }
    }

    /// Another zone is asked of the calendar.
    @Test func anotherZoneIsNotArithmetic() {
        let paris = TimeZone(identifier: "Europe/Paris")!
        #expect(CalendarDayMemo.utcStartOfDay(Date(timeIntervalSince1970: 1_767_258_000), in: paris) == nil)
        #expect(CalendarDayMemo.utcStartOfDay(Date(timeIntervalSince1970: 1_767_258_000), in: Calendars.utcTimeZone) == 1_767_225_600)
    }
}
