import Foundation
import ScenarioLanguage

/// The stretch of a timeline the pane shows, and where its instants fall among `width`
/// columns. Zoom 0 shows all of it; each zoom step halves the span (never below an hour),
/// keeping now in view a quarter of the span from the right edge.
struct TimelineWindow {
    let start: Date
    let end: Date
    let width: Int

    init(_ timeline: Timeline, zoom: Int, width: Int) {
        self.width = max(1, width)
        let full = timeline.end.timeIntervalSince(timeline.start)
        let span = max(3_600, full / Double(1 << max(0, zoom)))
        guard span < full else {
            (start, end) = (timeline.start, timeline.end)
            return
        }
        var end = min(timeline.end, timeline.now.addingTimeInterval(span / 4))
        var start = end.addingTimeInterval(-span)
        if start < timeline.start {
            start = timeline.start
            end = start.addingTimeInterval(span)
        }
        (self.start, self.end) = (start, end)
    }

    private var span: TimeInterval { end.timeIntervalSince(start) }

    /// The column `date` falls in, or nil outside the window.
    func column(of date: Date) -> Int? {
        guard date >= start, date <= end else { return nil }
        return min(width - 1, Int((date.timeIntervalSince(start) / span * Double(width)).rounded(.down)))
    }

    /// The columns a period from `from` to `to` covers, at least one, or nil outside the window.
    func columns(from: Date, to: Date) -> ClosedRange<Int>? {
        let first = max(from, start), last = min(to, end)
        guard first <= last, let left = column(of: first) else { return nil }
        let right = Int((last.timeIntervalSince(start) / span * Double(width)).rounded(.up)) - 1
        return left...min(width - 1, max(left, right))
    }
}
