import Foundation
import StoreCore

/// A timeline as a self-contained SVG: no scripts, no fonts but the generic `monospace`, every
/// text escaped for XML, whole-pixel coordinates, so the same timeline gives the same bytes.
/// Periods carry their label and marks their glyph as text, so it reads without colour.
package enum TimelineSVG {
    private static let width = 1000
    private static let trackX = 210
    private static let trackWidth = 760
    private static let laneHeight = 36
    private static let firstLaneY = 124

    package static func render(_ timeline: Timeline) -> String {
        var out: [String] = []
        let lanesBottom = firstLaneY + timeline.lanes.count * laneHeight
        let legendY = lanesBottom + 30
        let checksY = legendY + 110
        let height = checksY + 24 + timeline.checks.count * 16 + 20
        out.append(##"<?xml version="1.0" encoding="UTF-8"?>"##)
        out.append(##"<svg xmlns="http://www.w3.org/2000/svg" width="\##(width)" height="\##(height)" viewBox="0 0 \##(width) \##(height)" font-family="monospace" font-size="12">"##)
        out.append(##"<rect x="0" y="0" width="\##(width)" height="\##(height)" fill="#ffffff"/>"##)
        let passed = timeline.checks.filter(\.passed).count
        let failed = timeline.checks.count - passed
        out.append(text(timeline.title, x: 20, y: 30, attributes: ##"font-size="18" font-weight="bold""##))
        out.append(text("true time \(InstantFormat.medium(timeline.start)) to \(InstantFormat.medium(timeline.end)) UTC; now \(InstantFormat.medium(timeline.now)); "
                        + "\(timeline.checks.count) expectations: \(passed) passed, \(failed) failed", x: 20, y: 50, attributes: ##"fill="#424242""##))
        let x = { (date: Date) -> Int in position(of: date, in: timeline) }

        // The axis: a tick line down through the lanes for each label.
        for tick in TimelineTicks.ticks(from: timeline.start, to: timeline.end, maxCount: trackWidth / 80) {
            out.append(##"<line x1="\##(x(tick.at))" y1="82" x2="\##(x(tick.at))" y2="\##(lanesBottom)" stroke="#e0e0e0"/>"##)
            out.append(text(tick.label, x: x(tick.at) + 2, y: 78, attributes: ##"fill="#616161""##))
        }

        // Expectations, grouped by the instant they were checked at.
        let checkRows = [104, 117]
        out.append(text("checks", x: 20, y: checkRows[0], attributes: ##"font-weight="bold""##))
        var groups: [(at: Date, checks: [TimelineCheck])] = []
        for check in timeline.checks {
            if groups.last?.at == check.at { groups[groups.count - 1].checks.append(check) } else { groups.append((check.at, [check])) }
        }
        // A group close to the one before goes on the other of two rows, so their counts never overlap.
        var previous: (x: Int, row: Int)?
        for group in groups {
            let row = previous.map { x(group.at) - $0.x < 28 ? 1 - $0.row : 0 } ?? 0
            previous = (x(group.at), row)
            let failures = group.checks.filter { !$0.passed }.count
            let glyph = failures > 0 ? "✗\(failures)" : "✓\(group.checks.count)"
            let colour = failures > 0 ? colour(.denied) : colour(.granted)
            let titles = group.checks.map(checkLine).joined(separator: "\n")
            out.append(##"<g><title>\##(escaped(titles))</title>"##
                       + text(glyph, x: x(group.at) - 4, y: checkRows[row], attributes: ##"fill="\##(colour)" font-weight="bold""##) + "</g>")
        }

        for (index, lane) in timeline.lanes.enumerated() {
            let y = firstLaneY + index * laneHeight
            out.append(text(lane.title.count > 26 ? "…" + lane.title.suffix(25) : lane.title, x: 20, y: y + 27, attributes: lane.kind == .access ? ##"font-weight="bold""## : ""))
            out.append(##"<rect x="\##(trackX)" y="\##(y + 2)" width="\##(trackWidth)" height="32" fill="#f5f5f5"/>"##)
            for period in lane.periods {
                let left = x(period.start), right = max(x(period.end), left + 1)
                out.append(##"<g><title>\##(escaped("\(period.label): \(InstantFormat.medium(period.start)) to \(InstantFormat.medium(period.end))"))</title>"##
                           + ##"<rect x="\##(left)" y="\##(y + 15)" width="\##(right - left)" height="16" fill="\##(fill(period.kind))" stroke="#ffffff"/>"##)
                if (right - left) >= period.label.count * 7 + 6 {
                    out.append(text(period.label, x: left + 3, y: y + 27, attributes: ""))
                }
                out.append("</g>")
            }
            for (mark, glyphX) in lane.placedMarks(glyphWidth: 9, position: { x($0) + 3 }) {
                let colour = colour(mark.kind.tone)
                out.append(##"<g><title>\##(escaped("\(mark.text) at \(InstantFormat.medium(mark.at))"))</title>"##
                           + ##"<line x1="\##(x(mark.at))" y1="\##(y + 2)" x2="\##(x(mark.at))" y2="\##(y + 34)" stroke="\##(colour)" stroke-width="2"/>"##
                           + text(String(mark.kind.glyph), x: glyphX, y: y + 12, attributes: ##"fill="\##(colour)" font-weight="bold""##)
                           + "</g>")
            }
        }
        let now = x(timeline.now)
        out.append(##"<line x1="\##(now)" y1="82" x2="\##(now)" y2="\##(lanesBottom + 4)" stroke="#212121" stroke-dasharray="4 3"/>"##)
        out.append(text("now", x: now - 10, y: lanesBottom + 16, attributes: ##"font-weight="bold""##))

        out.append(contentsOf: legend(y: legendY))

        out.append(text("Expectations (✓ held, ✗ failed)", x: 20, y: checksY, attributes: ##"font-weight="bold""##))
        for (index, check) in timeline.checks.enumerated() {
            out.append(text(checkLine(check), x: 20, y: checksY + 18 + index * 16,
                            attributes: ##"fill="\##(check.passed ? colour(.granted) : colour(.denied))""##))
        }
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// The key to the periods and marks, as swatches with their glyphs and names.
    private static func legend(y: Int) -> [String] {
        var out = [text("Legend", x: 20, y: y, attributes: ##"font-weight="bold""##)]
        let columnWidth = 190
        for (index, kind) in TimelinePeriod.Kind.legend.enumerated() {
            let left = 20 + (index % 5) * columnWidth, top = y + 10 + (index / 5) * 20
            out.append(##"<rect x="\##(left)" y="\##(top)" width="24" height="14" fill="\##(fill(kind))"/>"##)
            out.append(text("\(kind.glyph) \(kind.name)", x: left + 30, y: top + 11, attributes: ""))
        }
        for (index, kind) in TimelineMark.Kind.allCases.enumerated() {
            let left = 20 + (index % 5) * columnWidth, top = y + 50 + (index / 5) * 20
            out.append(text("\(kind.glyph)", x: left + 8, y: top + 11, attributes: ##"fill="\##(colour(kind.tone))" font-weight="bold""##))
            out.append(text(kind.name, x: left + 30, y: top + 11, attributes: ""))
        }
        return out
    }

    /// `✓ line 12, 1 Feb 09:00: expect access subscribed`, with why a failed one failed.
    private static func checkLine(_ check: TimelineCheck) -> String {
        let line = check.line.map { "line \($0), " } ?? ""
        let failure = check.failure.map { " (\($0))" } ?? ""
        return "\(check.passed ? "✓" : "✗") \(line)\(InstantFormat.medium(check.at)): \(check.text)\(failure)"
    }

    private static func position(of date: Date, in timeline: Timeline) -> Int {
        let span = timeline.end.timeIntervalSince(timeline.start)
        let fraction = span > 0 ? date.timeIntervalSince(timeline.start) / span : 0
        return trackX + Int((min(max(fraction, 0), 1) * Double(trackWidth)).rounded())
    }

    private static func text(_ content: String, x: Int, y: Int, attributes: String) -> String {
        ##"<text x="\##(x)" y="\##(y)"\##(attributes.isEmpty ? "" : " " + attributes)>\##(escaped(content))</text>"##
    }

    private static func colour(_ tone: TimelineTone) -> String {
        switch tone {
        case .granted: return "#2e7d32"
        case .warning: return "#e65100"
        case .denied: return "#c62828"
        case .neutral: return "#616161"
        case .waiting: return "#1565c0"
        }
    }

    private static func fill(_ kind: TimelinePeriod.Kind) -> String {
        switch kind {
        case .paid: return "#81c784"
        case .trial: return "#c5e1a5"
        case .grace: return "#ffd54f"
        case .billingRetry: return "#ef9a9a"
        case .waiting: return "#90caf9"
        case .evaluation: return "#80cbc4"
        case .shown:
            switch kind.tone {
            case .granted: return "#a5d6a7"
            case .warning: return "#ffe082"
            case .denied: return "#ef9a9a"
            case .neutral, .waiting: return "#e0e0e0"
            }
        }
    }

    /// `text` safe in XML character data and attribute values: the five special characters
    /// escaped, and control characters XML 1.0 cannot hold replaced by `?`.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            default:
                let forbidden = scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                if forbidden { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
