import Foundation
import StoreCore
import TerminalUI

/// The full-screen views over the panes: a transaction's detail, the devices side by side and
/// the messages so far. Each is a box inset from the screen's edges, with a footer of its keys.
extension DebuggerScreen {
    /// The box the views draw in at `size`, and the rows it lists (less borders and footer).
    static func viewBox(in size: Size) -> Rect {
        Rect(x: 1, y: 1, width: size.width - 2, height: size.height - 2)
    }

    static func viewRows(in size: Size) -> Int { viewBox(in: size).height - 3 }

    static func drawTransactionDetail(_ session: DebuggerSession, id: TransactionID, scroll: Int, into grid: inout Grid) {
        guard let (title, lines) = transactionDetailLines(session, id: id, size: grid.size) else { return }
        drawView(title: title, lines: lines, firstLine: scroll,
                 footer: "↑↓ PgUp PgDn scroll · Esc closes", into: &grid)
    }

    /// The detail view's title and lines at `size`, long lines wrapped.
    static func transactionDetailLines(_ session: DebuggerSession, id: TransactionID, size: Size) -> (String, [(String, StyleRole)])? {
        guard let detail = TransactionDetail(id: id, in: session.engine) else { return nil }
        let inside = viewBox(in: size).insetBy(dx: 2, dy: 1)
        var lines: [(String, StyleRole)] = []
        for line in detail.lines {
            // Lines that fit keep their spacing (the field labels are padded); longer ones wrap.
            guard Truncation.columns(of: line.text) > inside.width else {
                lines.append((line.text, line.style))
                continue
            }
            let wrapped = WordWrap.lines(line.text, width: max(1, inside.width - 2))
            lines += wrapped.enumerated().map { ($0.offset == 0 ? $0.element : "  " + $0.element, line.style) }
        }
        return (detail.title, lines)
    }

    /// Two lines per device: account, app, network, clock, time zone and pending purchases (as its
    /// app believes them), then what its app shows and why; a third with what the app tells its
    /// user, when it tells something.
    static func drawDevices(_ session: DebuggerSession, selection: Int, into grid: inout Grid) {
        let engine = session.engine
        var lines: [(String, StyleRole)] = []
        let header = pad("", 2) + pad("Device", 12) + pad("Account", 12) + pad("App", 8) + pad("Network", 8)
            + pad("Clock", 9) + pad("Zone", 10) + "Pending"
        lines.append((header, .heading))
        for (index, device) in zip(engine.devices.deviceIndices, engine.devices) {
            let view = engine.access(onDevice: index)
            let badge = AccessBadge(view.state, now: engine.deviceTime(index))
            let offset = device.clockOffset == .zero ? "true" : (device.clockOffset.seconds > 0 ? "+" : "") + "\(device.clockOffset)"
            let current = index == engine.currentDeviceIndex ? "▶ " : "  "
            let pending = engine.report(onDevice: index).pending
            let pendingList = pending.isEmpty ? "none"
                : pending.sorted { $0.key < $1.key }.map { "#\($0.value) \($0.key)" }.joined(separator: ", ")
            let row = current + pad(device.name, 12) + pad(device.account, 12)
                + pad(device.isAppRunning ? "running" : "stopped", 8) + pad(device.online ? "online" : "OFFLINE", 8)
                + pad(offset, 9) + pad(zoneLabel(device.clockZone, at: engine.deviceTime(index)), 10) + pendingList
            lines.append((row, index.position == selection ? .selection : .normal))
            lines.append(("    shows \(badge.text) · \(view.reason)", badge.style))
            if let message = device.appMessage {
                lines.append(("    tells the user (\(message.kind.rawValue)) “\(message.text)”", .normal))
            }
        }
        drawView(title: "Devices (\(engine.devices.count))", lines: lines, firstLine: 0,
                 footer: "↑↓ choose · Enter makes it current (as :device NAME) · Esc closes", into: &grid)
    }

    /// Every message so far, newest at the bottom, in full, scrolled `scroll` messages up.
    static func drawMessages(_ session: DebuggerSession, scroll: Int, into grid: inout Grid) {
        let box = viewBox(in: grid.size)
        let width = max(1, box.insetBy(dx: 2, dy: 1).width - 2)
        let messages = session.messages.messages
        let shown = messages.dropLast(min(scroll, max(0, messages.count - 1)))
        var lines: [(String, StyleRole)] = []
        for message in shown {
            let style: StyleRole = message.kind == .info ? .normal : message.kind == .error ? .error : .alarm
            lines += WordWrap.lines(message.text, width: width).enumerated().map { ($0.offset == 0 ? $0.element : "  " + $0.element, style) }
        }
        if lines.isEmpty { lines = [("No messages yet.", .dim)] }
        let rows = viewRows(in: grid.size)
        drawView(title: "Messages (\(messages.count))", lines: lines, firstLine: max(0, lines.count - rows),
                 footer: "↑↓ PgUp PgDn scroll · Esc closes", into: &grid)
    }

    /// The selected row of a list in a box, highlighted across the box's padding and marked `>`
    /// in it, for a terminal or a capture that shows no highlighting.
    static func drawSelectedRow(at y: Int, in inside: Rect, into grid: inout Grid) {
        grid.fill(Rect(x: inside.x - 1, y: y, width: inside.width + 2, height: 1), style: .selection)
        grid.put(">", at: Point(x: inside.x - 1, y: y), style: .selection)
    }

    /// A view's box: `lines` from `firstLine` (kept so the last page is full), the footer at the bottom.
    private static func drawView(title: String, lines: [(String, StyleRole)], firstLine: Int, footer: String, into grid: inout Grid) {
        let box = viewBox(in: grid.size)
        // The box's bottom border lies on the status line, which spans the screen: nothing of
        // the line shows beside it.
        grid.fill(Rect(x: 0, y: box.maxY - 1, width: grid.width, height: 1))
        grid.fill(box, style: .overlay)
        let rows = viewRows(in: grid.size)
        let first = min(firstLine, max(0, lines.count - rows))
        let more = lines.count > rows ? " lines \(first + 1)-\(min(lines.count, first + rows)) of \(lines.count)" : ""
        grid.drawBox(box, title: title + more)
        let inside = box.insetBy(dx: 2, dy: 1)
        for (row, line) in lines.dropFirst(first).prefix(rows).enumerated() {
            if line.1 == .selection { drawSelectedRow(at: inside.y + row, in: inside, into: &grid) }
            grid.put(line.0, in: inside, row: row, style: line.1 == .normal ? .overlay : line.1)
        }
        grid.put(footer, in: inside, row: inside.height - 1, style: .dim)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        let cut = Truncation.truncated(text, toWidth: width - 1)
        return cut + String(repeating: " ", count: max(1, width - Truncation.columns(of: cut)))
    }

    /// `UTC`, `UTC+1`, `UTC+5:30`, `UTC-8`: a time zone's offset from UTC at `date`.
    static func zoneLabel(_ zone: ClockZone, at date: Date) -> String {
        let seconds = zone.secondsFromGMT(for: date)
        guard seconds != 0 else { return "UTC" }
        let sign = seconds > 0 ? "+" : "-"
        let hours = abs(seconds) / 3600, minutes = abs(seconds) % 3600 / 60
        return "UTC\(sign)\(hours)" + (minutes == 0 ? "" : String(format: ":%02d", minutes))
    }
}
