import Foundation

/// A subscription period as `.storekit` files write it (`P1W`, `P1M`, `P3M`, `P1Y`, also `P1D`).
/// It renews by calendar: one month after 31 January is the last day of February.
public struct SubscriptionPeriod: Hashable, Sendable, CustomStringConvertible {
    public enum Unit: String, Hashable, Sendable { case day = "D", week = "W", month = "M", year = "Y" }

    public let count: Int
    public let unit: Unit

    public init(count: Int, unit: Unit) {
        self.count = count
        self.unit = unit
    }

    /// Reads `P1M` and friends; `nil` for anything else (counts 1 to 99).
    public init?(iso8601 text: some StringProtocol) {
        guard text.count >= 3, text.first == "P", let last = text.last,
              let unit = Unit(rawValue: String(last)),
              let count = Int(text.dropFirst().dropLast()), (1...99).contains(count) else { return nil }
        self.init(count: count, unit: unit)
    }

    public var description: String { "P\(count)\(unit.rawValue)" }

    /// `date` moved forward by `times` periods, in the UTC Gregorian calendar.
    public func advance(_ date: Date, times: Int = 1) -> Date {
        var components = DateComponents()
        switch unit {
        case .day: components.day = count * times
        case .week: components.day = 7 * count * times
        case .month: components.month = count * times
        case .year: components.year = count * times
        }
        return Calendars.utc.date(byAdding: components, to: date) ?? date
    }

    /// Words for a person: "1 month", "2 weeks".
    public var spoken: String {
        let noun: String
        switch unit {
        case .day: noun = "day"
        case .week: noun = "week"
        case .month: noun = "month"
        case .year: noun = "year"
        }
        return "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}

/// Fixed calendars, so that nothing depends on the machine's settings.
public enum Calendars {
    public static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
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
