import ScenarioLanguage
import StoreCore
import TerminalUI

/// The timeline pane, in the transaction list's place (`t`): an axis of true time, then a lane
/// per row, each period filled with its glyph and labelled where it fits, marks on top, and a
/// legend. The selected transaction's periods and marks are highlighted, as its row is in the
/// list. Glyphs carry the meaning, so it reads in mono too.
extension DebuggerScreen {
    static func drawTimeline(_ session: DebuggerSession, into grid: inout Grid, in rect: Rect) {
        let timeline = session.timeline
        let inside = rect.insetBy(dx: 1, dy: 1)
        let labelWidth = inside.width >= 120 ? 22 : 16
        let track = Rect(x: inside.x + labelWidth + 1, y: inside.y, width: max(1, inside.width - labelWidth - 1), height: inside.height)
        let window = TimelineWindow(timeline, zoom: session.timelineZoom, width: track.width)
        let zoom = session.timelineZoom == 0 ? "all" : "zoom \(session.timelineZoom)"
        let title = "Timeline \(InstantFormat.medium(window.start).prefix(10)) to \(InstantFormat.medium(window.end).prefix(10)), \(zoom) (z Z; t list)"
        drawPaneBox(rect, title: title, focused: session.focus == .transactions, into: &grid)
        guard !inside.isEmpty else { return }

        grid.put("true time", in: Rect(x: inside.x, y: inside.y, width: labelWidth, height: 1), style: .dim)
        let nowColumn = window.column(of: timeline.now)
        if let nowColumn { grid.put("v", at: Point(x: track.x + nowColumn, y: track.y), style: .heading, clip: track) }
        var free = 0
        for tick in TimelineTicks.ticks(from: window.start, to: window.end, maxCount: max(1, track.width / 9)) {
            let label = "|" + tick.label
            guard let column = window.column(of: tick.at), column >= free else { continue }
            if let nowColumn, (column..<column + label.count).contains(nowColumn) { continue }
            free = grid.put(label, at: Point(x: track.x + column, y: track.y), style: .dim, clip: track) - track.x + 1
        }

        let legendRows = inside.height >= timeline.lanes.count + 2 ? 1 : 0
        let laneRows = max(0, inside.height - 1 - legendRows)
        let selected = session.selectedTransaction?.id
        for (row, lane) in timeline.lanes.prefix(laneRows).enumerated() {
            let y = track.y + 1 + row
            if row == laneRows - 1, timeline.lanes.count > laneRows {
                grid.put("… \(timeline.lanes.count - laneRows + 1) more lanes: a taller terminal shows them",
                         in: Rect(x: inside.x, y: y, width: inside.width, height: 1), style: .dim)
                break
            }
            let holdsSelection = selected != nil && (lane.periods.contains { $0.transactionID == selected } || lane.marks.contains { $0.transactionID == selected })
            grid.put(Truncation.truncatedKeepingEnd(lane.title, toWidth: labelWidth), in: Rect(x: inside.x, y: y, width: labelWidth, height: 1),
                     style: holdsSelection ? .selection : lane.kind == .access ? .heading : .normal)
            if let nowColumn { grid.put("¦", at: Point(x: track.x + nowColumn, y: y), style: .dim) }
            for period in lane.periods {
                guard let columns = window.columns(from: period.start, to: period.end) else { continue }
                let style = period.transactionID != nil && period.transactionID == selected ? StyleRole.selection : style(period.kind.tone)
                grid.fill(Rect(x: track.x + columns.lowerBound, y: y, width: columns.count, height: 1), with: period.kind.glyph, style: style)
                if columns.count >= Truncation.columns(of: period.label) + 2 {
                    grid.put(period.label, at: Point(x: track.x + columns.lowerBound + 1, y: y), style: style, clip: track)
                }
            }
            for (mark, column) in lane.placedMarks(glyphWidth: 1, last: window.width - 1, position: window.column(of:)) {
                let style = mark.transactionID != nil && mark.transactionID == selected ? StyleRole.selection : style(mark.kind.tone)
                grid.put(String(mark.kind.glyph), at: Point(x: track.x + column, y: y), style: style, clip: track)
            }
        }
        if legendRows > 0 {
            grid.put(legend(of: timeline, width: inside.width), in: Rect(x: inside.x, y: inside.maxY - 1, width: inside.width, height: 1), style: .dim)
        }
    }

    /// The glyphs the timeline uses, each with a short word, most telling first (periods, then
    /// violations and clock moves, …), as many whole entries as fit `width`.
    private static func legend(of timeline: Timeline, width: Int) -> String {
        let periods = Set(timeline.lanes.flatMap(\.periods).map(\.kind))
        let marks = Set(timeline.lanes.flatMap(\.marks).map(\.kind))
        let periodWords: [(TimelinePeriod.Kind, String)] = [(.paid, "paid"), (.trial, "trial"), (.grace, "grace"),
                                                            (.billingRetry, "retry"), (.waiting, "wait"), (.evaluation, "eval")]
        let markWords: [(TimelineMark.Kind, String)] = [(.violation, "violation"), (.clockMoved, "clock"), (.revocation, "refund"),
                                                        (.expiry, "end"), (.purchase, "buy"), (.renewal, "renew"), (.askToBuy, "ask"),
                                                        (.approved, "approved"), (.declined, "declined")]
        var entries = periodWords.filter { periods.contains($0.0) }.map { "\($0.0.glyph)\($0.1)" }
        if periods.contains(where: { $0.glyph == "x" }) { entries.append("xlocked") }
        entries += markWords.filter { marks.contains($0.0) }.map { "\($0.0.glyph)\($0.1)" } + ["v now"]
        var line = ""
        for entry in entries where line.count + (line.isEmpty ? 0 : 1) + entry.count <= width {
            line += (line.isEmpty ? "" : " ") + entry
        }
        return line
    }

    private static func style(_ tone: TimelineTone) -> StyleRole {
        switch tone {
        case .granted: return .statusGood
        case .warning: return .statusCaution
        case .denied: return .statusBad
        case .neutral: return .statusNeutral
        case .waiting: return .warning
        }
    }
}
