import Foundation
import Testing
@testable import StoreCore

struct EvaluationPolicyTests {
    let utc = TimeZone(identifier: "UTC")!
    let start = date("2026-03-01T10:00:00Z")

    @Test func elapsedCountRoundsDaysLeftUp() {
        let policy = EvaluationPolicy(unlockProductID: unlockID)
        #expect(policy.status(startedAt: start, now: start, timeZone: utc) == .active(daysLeft: 14, endsAt: date("2026-03-15T10:00:00Z")))
        #expect(policy.status(startedAt: start, now: date("2026-03-01T10:00:01Z"), timeZone: utc) == .active(daysLeft: 14, endsAt: date("2026-03-15T10:00:00Z")))
        #expect(policy.status(startedAt: start, now: date("2026-03-02T10:00:00Z"), timeZone: utc) == .active(daysLeft: 13, endsAt: date("2026-03-15T10:00:00Z")))
    }

    @Test func finalDayAndTheExactExpiryInstant() {
        let policy = EvaluationPolicy(unlockProductID: unlockID)
        let end = date("2026-03-15T10:00:00Z")
        #expect(policy.status(startedAt: start, now: date("2026-03-14T10:00:00Z"), timeZone: utc) == .active(daysLeft: 1, endsAt: end))
        #expect(policy.status(startedAt: start, now: end.addingTimeInterval(-1), timeZone: utc) == .active(daysLeft: 1, endsAt: end))
        #expect(policy.status(startedAt: start, now: end, timeZone: utc) == .expired(endedAt: end))
        #expect(policy.status(startedAt: start, now: end.addingTimeInterval(1), timeZone: utc) == .expired(endedAt: end))
    }

    @Test func aClockBeforeTheStartNeverPunishes() {
        let policy = EvaluationPolicy(unlockProductID: unlockID)
        let status = policy.status(startedAt: start, now: start.addingTimeInterval(-5 * 86_400), timeZone: utc)
        #expect(status == .active(daysLeft: 14, endsAt: date("2026-03-15T10:00:00Z")))
    }

    @Test func calendarCountEndsAtMidnight() {
        let policy = EvaluationPolicy(unlockProductID: unlockID, count: .calendar)
        let end = date("2026-03-15T00:00:00Z")
        #expect(policy.status(startedAt: start, now: start, timeZone: utc) == .active(daysLeft: 14, endsAt: end))
        #expect(policy.status(startedAt: start, now: date("2026-03-01T23:59:59Z"), timeZone: utc) == .active(daysLeft: 14, endsAt: end))
        #expect(policy.status(startedAt: start, now: date("2026-03-02T00:00:00Z"), timeZone: utc) == .active(daysLeft: 13, endsAt: end))
        #expect(policy.status(startedAt: start, now: end.addingTimeInterval(-1), timeZone: utc) == .active(daysLeft: 1, endsAt: end))
        #expect(policy.status(startedAt: start, now: end, timeZone: utc) == .expired(endedAt: end))
    }

    @Test func calendarCountAcrossADaylightSavingChange() {
        // Europe/Berlin moves to summer time on 29 March 2026: that day has 23 hours.
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        let policy = EvaluationPolicy(length: .days(3), unlockProductID: unlockID, count: .calendar)
        let startedAt = date("2026-03-28T12:00:00Z") // 13:00 local, CET
        let end = policy.end(startedAt: startedAt, timeZone: berlin)
        #expect(end == date("2026-03-30T22:00:00Z")) // midnight 31 March, CEST
        #expect(policy.status(startedAt: startedAt, now: date("2026-03-29T21:59:59Z"), timeZone: berlin) == .active(daysLeft: 2, endsAt: end))
        #expect(policy.status(startedAt: startedAt, now: date("2026-03-29T22:00:00Z"), timeZone: berlin) == .active(daysLeft: 1, endsAt: end))
        #expect(policy.status(startedAt: startedAt, now: end.addingTimeInterval(-1), timeZone: berlin) == .active(daysLeft: 1, endsAt: end))
        #expect(policy.status(startedAt: startedAt, now: end, timeZone: berlin) == .expired(endedAt: end))
    }

    @Test func elapsedCountIgnoresDaylightSaving() {
        let berlin = TimeZone(identifier: "Europe/Berlin")!
        let policy = EvaluationPolicy(length: .days(3), unlockProductID: unlockID)
        let startedAt = date("2026-03-28T12:00:00Z")
        #expect(policy.end(startedAt: startedAt, timeZone: berlin) == date("2026-03-31T12:00:00Z"))
    }

    @Test func aTimeZoneChangeMovesTheCalendarEndNotTheElapsedEnd() {
        let tokyo = TimeZone(identifier: "Asia/Tokyo")!
        let calendar = EvaluationPolicy(unlockProductID: unlockID, count: .calendar)
        let elapsed = EvaluationPolicy(unlockProductID: unlockID)
        #expect(calendar.end(startedAt: start, timeZone: tokyo) == date("2026-03-14T15:00:00Z"))
        #expect(elapsed.end(startedAt: start, timeZone: tokyo) == elapsed.end(startedAt: start, timeZone: utc))
    }
}
