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
        let steps = Int64(count) * Int64(times)
        let c = CivilTime.of(date)
        let fraction = date.timeIntervalSince1970 - date.timeIntervalSince1970.rounded(.down)
        let moved: Int64
        switch unit {
        case .day: moved = c.secondsSince1970 + steps * 86_400
        case .week: moved = c.secondsSince1970 + steps * 604_800
        case .month: moved = c.addingMonths(steps).secondsSince1970
        case .year: moved = c.addingMonths(steps * 12).secondsSince1970
        }
        return Date(timeIntervalSince1970: TimeInterval(moved) + fraction)
    }
}
