import Foundation

/// A scenario or session drawn against true time: a lane per subscription group and per
/// unlock, pass or consumable, a lane per device for its evaluation window and one for what its
/// app showed, each with its periods and marks, and the expectations where they were checked.
/// Built by `TimelineRecorder`; drawn by the screen's timeline pane and by `TimelineSVG`.
package struct Timeline: Hashable, Sendable {
    /// What the timeline is of: a scenario's file name, or the session's title.
    package let title: String
    /// The first instant it covers.
    package let start: Date
    /// The last instant it covers: now, or later when a period runs on past now.
    package let end: Date
    /// True time when it was built.
    package let now: Date
    package let lanes: [TimelineLane]
    /// The `expect` steps, where they were checked and whether they held.
    package let checks: [TimelineCheck]

    package init(title: String, start: Date, end: Date, now: Date, lanes: [TimelineLane], checks: [TimelineCheck]) {
        self.title = title
        self.start = start
        self.end = end
        self.now = now
        self.lanes = lanes
        self.checks = checks
    }
}
