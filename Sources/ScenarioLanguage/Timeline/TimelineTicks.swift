import Foundation
import StoreCore

/// Where a time axis is labelled: instants at a round step (hours, days, weeks, months of 28
/// days…) chosen so that at most `maxCount` fit between `start` and `end`, aligned to UTC
/// midnight, each with a short label.
package enum TimelineTicks {
    private static let hour: TimeInterval = 3_600
    private static let day: TimeInterval = 86_400
    private static let steps: [TimeInterval] = [1, 3, 6, 12].map { $0 * hour } + [1, 2, 7, 14, 28, 56, 91, 182, 364].map { $0 * day }

    /// The ticks in [start, end]: `1 Feb` for day steps, `1 Feb 06:00` when the step is hours.
    package static func ticks(from start: Date, to end: Date, maxCount: Int) -> [(at: Date, label: String)] {
        let span = end.timeIntervalSince(start)
        guard span > 0, maxCount > 0 else { return [] }
        let step = steps.first { span / $0 <= Double(maxCount) } ?? (span / Double(maxCount) / day).rounded(.up) * day
        let midnight = (start.timeIntervalSince1970 / day).rounded(.down) * day
        var tick = midnight + ((start.timeIntervalSince1970 - midnight) / step).rounded(.up) * step
        var ticks: [(Date, String)] = []
        while tick <= end.timeIntervalSince1970 {
            let date = Date(timeIntervalSince1970: tick)
            let words = InstantFormat.short(date).split(separator: " ")
            ticks.append((date, step < day ? words.joined(separator: " ") : words.prefix(2).joined(separator: " ")))
            tick += step
        }
        return ticks
    }
}
