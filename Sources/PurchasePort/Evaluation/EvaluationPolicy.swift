import Foundation

/// How the app's own free evaluation works (`evaluation 14d unlocks ID …`).
public struct EvaluationPolicy: Hashable, Sendable {
    public enum Start: String, CaseIterable, Hashable, Sendable {
        case firstLaunch = "first-launch"
        case firstUse = "first-use"
    }

    public enum Count: String, CaseIterable, Hashable, Sendable {
        /// Elapsed 24-hour intervals; days left rounded up (seed 000).
        case elapsed
        /// Calendar days in the device's time zone: the evaluation ends at midnight.
        case calendar
    }

    public enum Storage: String, CaseIterable, Hashable, Sendable {
        /// Both, the earliest date winning (seed 001).
        case keychainAndPreferences = "keychain+preferences"
        case preferences
        case keychain
    }

    public var length: TimeSpan
    public var unlockProductID: String
    public var start: Start
    public var count: Count
    public var storage: Storage

    public init(length: TimeSpan = .days(14), unlockProductID: String, start: Start = .firstLaunch,
                count: Count = .elapsed, storage: Storage = .keychainAndPreferences) {
        self.length = length
        self.unlockProductID = unlockProductID
        self.start = start
        self.count = count
        self.storage = storage
    }

    /// The instant the evaluation started at `start` ends.
    public func end(startedAt start: Date, timeZone: TimeZone) -> Date {
        end(startedAt: start, timeZone: ClockZone(timeZone))
    }

    /// The instant the evaluation started at `start` ends, in a device's zone.
    public func end(startedAt start: Date, timeZone: ClockZone) -> Date {
        switch count {
        case .elapsed:
            return start.addingTimeInterval(length.timeInterval)
        case .calendar:
            let days = Int(length.seconds / 86_400) + (length.seconds % 86_400 == 0 ? 0 : 1)
            return CalendarDayMemo.shared.daysAfterStartOfDay(start, days: days, in: timeZone) ?? start.addingTimeInterval(length.timeInterval)
        }
    }

    /// Where the evaluation stands at `now` (device time). A clock before the start never
    /// punishes: days left never exceed the length.
    public func status(startedAt start: Date, now: Date, timeZone: TimeZone) -> EvaluationStatus {
        status(startedAt: start, now: now, timeZone: ClockZone(timeZone))
    }

    /// Where the evaluation stands at `now` (device time), in a device's zone.
    public func status(startedAt start: Date, now: Date, timeZone: ClockZone) -> EvaluationStatus {
        let end = end(startedAt: start, timeZone: timeZone)
        guard now < end else { return .expired(endedAt: end) }
        let maxDays = Int((length.seconds + 86_399) / 86_400)
        let days: Int
        switch count {
        case .elapsed:
            days = Int((end.timeIntervalSince(now) / 86_400).rounded(.up))
        case .calendar:
            days = CalendarDayMemo.shared.daysFromStartOfDay(now, to: end, in: timeZone) ?? 0
        }
        return .active(daysLeft: max(1, min(days, maxDays)), endsAt: end)
    }
}

/// Where an evaluation stands at one instant.
public enum EvaluationStatus: Hashable, Sendable {
    case active(daysLeft: Int, endsAt: Date)
    case expired(endedAt: Date)
}
