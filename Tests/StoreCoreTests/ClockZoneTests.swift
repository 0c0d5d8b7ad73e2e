import Foundation
import PurchasePort
import Testing

/// A device's `ClockZone` answers for UTC without a Foundation `TimeZone`: what it answers must
/// be what the zone's `TimeZone` answers, in every zone the system knows, 1900 to 2200.
struct ClockZoneTests {
    @Test func itAnswersWhatTheTimeZoneAnswers() throws {
        let dates = stride(from: -2_208_988_800.0, to: 7_258_118_400.0, by: 86_400 * 1_999.5).map { Date(timeIntervalSince1970: $0) }
        var differing: [String] = []
        var previous: (TimeZone, ClockZone)?
        for identifier in TimeZone.knownTimeZoneIdentifiers + ["UTC", "GMT"] {
            let timeZone = try #require(TimeZone(identifier: identifier))
            let zone = ClockZone(timeZone)
            if zone.identifier != timeZone.identifier || zone.timeZone != timeZone
                || zone.isUTC != (timeZone == Calendars.utcTimeZone)
                || dates.contains(where: { zone.secondsFromGMT(for: $0) != timeZone.secondsFromGMT(for: $0) }) {
                differing.append(identifier)
            }
            if let (otherTimeZone, otherZone) = previous, (otherZone == zone) != (otherTimeZone == timeZone) {
                differing.append("\(identifier) against \(otherTimeZone.identifier)")
            }
            previous = (timeZone, zone)
        }
        #expect(differing.isEmpty)
        #expect(ClockZone.utc == ClockZone(try #require(TimeZone(identifier: "UTC"))))
        #expect(ClockZone.utc.timeZone == Calendars.utcTimeZone)
        #expect(ClockZone.utc.identifier == Calendars.utcTimeZone.identifier)
    }
}
