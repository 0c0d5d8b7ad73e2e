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

    /// Reads `P1M` and friends; `nil` for anything else (counts 1 to 99, written as `Int` reads
    /// them: an optional `+`, then digits, leading zeros allowed).
    ///
    /// Read byte by byte in one pass: read by characters (first, last, the middle dropped into
    /// `Int`), a period cost about 2,000 instructions, and every subscription product of every
    /// scenario and `.storekit` file is read through here. Only ASCII can match, so the bytes
    /// answer what the characters did (a test compares the two over seeded text).
    public init?(iso8601 text: some StringProtocol) {
        var bytes = text.utf8.makeIterator()
        guard bytes.next() == UInt8(ascii: "P"), var last = bytes.next() else { return nil }
        // `last` is read one byte late: the final byte is the unit, every other one the count's.
        var count = 0, digits = 0, first = true
        while let next = bytes.next() {
            switch last {
            case UInt8(ascii: "+") where first: break
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // Held below 1,000: past 99 it is rejected however long it goes on.
                count = min(count * 10 + Int(last - UInt8(ascii: "0")), 1_000)
                digits += 1
            default: return nil
            }
            first = false
            last = next
        }
        guard digits > 0, (1...99).contains(count) else { return nil }
        switch last {
        case UInt8(ascii: "D"): self.init(count: count, unit: .day)
        case UInt8(ascii: "W"): self.init(count: count, unit: .week)
        case UInt8(ascii: "M"): self.init(count: count, unit: .month)
        case UInt8(ascii: "Y"): self.init(count: count, unit: .year)
        default: return nil
        }
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
