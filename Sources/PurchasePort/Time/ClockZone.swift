import Foundation

/// A device's time zone: UTC unless a `timezone` command names another. UTC is kept without a
/// Foundation `TimeZone`, made only when something asks for one (`timeZone`): the first a
/// process makes costs 0.7 M instructions (Foundation's cache of zones, ICU's zone), and a
/// session in UTC, the built-in demo's, needs only its offset of 0. Equal when the zones are.
public struct ClockZone: Hashable, Sendable {
    /// The zone; nil for UTC.
    private let named: TimeZone?

    /// UTC. Not public: an app's own `TimeZone.utc` (a common extension) passed as `in: .utc`
    /// would be ambiguous where the port takes either kind of zone.
    @usableFromInline package static let utc = ClockZone(named: nil)

    /// `timeZone`, which is `utc` when it equals `Calendars.utcTimeZone` (`UTC`, `GMT`, an offset
    /// of 0: Foundation names all three `GMT`).
    public init(_ timeZone: TimeZone) {
        named = timeZone == Calendars.utcTimeZone ? nil : timeZone
    }

    private init(named: TimeZone?) {
        self.named = named
    }

    public var isUTC: Bool { named == nil }

    /// The zone as a Foundation `TimeZone`.
    public var timeZone: TimeZone { named ?? Calendars.utcTimeZone }

    /// The zone's identifier, as Foundation gives it (`GMT` for UTC).
    public var identifier: String { timeZone.identifier }

    /// The zone's offset from UTC at `date`, in seconds.
    public func secondsFromGMT(for date: Date) -> Int { named?.secondsFromGMT(for: date) ?? 0 }
}
