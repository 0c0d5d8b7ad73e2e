import Foundation

/// A device's time zone: UTC unless a `timezone` command names another. UTC is kept without a
/// Foundation `TimeZone`, made only when something asks for one (`timeZone`): the first a
/// process makes costs 0.7 M instructions (Foundation's cache of zones, ICU's zone), and a
/// session in UTC, the built-in demo's, needs only its name and its offset of 0. Equal when the
/// identifiers are, as `TimeZone`s are.
public struct ClockZone: Hashable, Sendable {
    /// The zone; nil for UTC.
    private let named: TimeZone?

    public static let utc = ClockZone(named: nil)

    /// `timeZone`, which is `utc` when its identifier is `UTC`.
    public init(_ timeZone: TimeZone) {
        named = timeZone.identifier == "UTC" ? nil : timeZone
    }

    private init(named: TimeZone?) {
        self.named = named
    }

    public var isUTC: Bool { named == nil }

    /// The zone as a Foundation `TimeZone`.
    public var timeZone: TimeZone { named ?? Calendars.utcTimeZone }

    public var identifier: String { named?.identifier ?? "UTC" }

    /// The zone's offset from UTC at `date`, in seconds.
    public func secondsFromGMT(for date: Date) -> Int { named?.secondsFromGMT(for: date) ?? 0 }
}
