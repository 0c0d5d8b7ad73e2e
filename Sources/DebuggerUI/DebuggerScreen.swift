import StoreCore
import TerminalUI

/// The debugger screen: a pure function of the session and the terminal size. All text goes
/// through the grid's drawing helpers, which sanitise it, so names from scenario or `.storekit`
/// files can never send control characters to the terminal.
package enum DebuggerScreen {
    /// The frame for `session` at `size`; below `Size.minimumScreen`, the too-small notice.
    package static func render(_ session: DebuggerSession, size: Size) -> Frame {
        guard let layout = layout(of: session, size: size) else { return Frame(grid: TooSmallNotice.render(size: size, minimum: .minimumScreen)) }
        return render(session, in: layout)
    }

    /// Where the parts of `session`'s screen go at `size`; nil below `Size.minimumScreen`,
    /// where nothing of it is shown.
    package static func layout(of session: DebuggerSession, size: Size) -> DebuggerLayout? {
        guard size.contains(.minimumScreen) else { return nil }
        return DebuggerLayout(size: size, hasScenario: session.scenario != nil, transactionRows: session.transactionBoxRows)
    }

    /// The frame for `session` laid out by `layout` (made for it by `layout(of:size:)`).
    package static func render(_ session: DebuggerSession, in layout: DebuggerLayout) -> Frame {
        let size = layout.size
        var grid = Grid(size: size)
        drawAccess(session, into: &grid, in: layout.access)
        drawClocks(session, into: &grid, in: layout.clocks)
        drawMonitorLine(session, into: &grid, row: layout.monitorRow)
        if session.showsTimeline {
            drawTimeline(session, into: &grid, in: layout.transactions)
        } else {
            drawTransactions(session, into: &grid, in: layout.transactions)
        }
        drawCatalogue(session, into: &grid, in: layout.catalogue)
        if let steps = layout.steps { drawSteps(session, into: &grid, in: steps) }
        drawEvents(session, into: &grid, in: layout.events)
        if let violations = layout.violations { drawViolations(session, into: &grid, in: violations) }
        drawStatus(session, into: &grid, row: layout.statusRow)
        let promoted: [KeyAction] = session.scenario.map { session.nextStepIndex < $0.steps.count ? [.nextStep, .skipStep] : [.undo] } ?? []
        // Without a scenario open there is no step to run or skip.
        let omitted: Set<KeyAction> = session.scenario == nil ? [.nextStep, .skipStep] : []
        grid.paste(KeyAction.keyMap.keyBar(width: size.width, promoting: promoted, omitting: omitted), at: Point(x: 0, y: layout.keyBarRow))
        let cursor = drawOverlay(session, into: &grid, layout: layout)
        return Frame(grid: grid, cursor: cursor)
    }

    // MARK: Header

    /// The AccessState large, in its colour and with its text marker, why it holds, and the
    /// state of the device and app behind it.
    private static func drawAccess(_ session: DebuggerSession, into grid: inout Grid, in rect: Rect) {
        let view = session.engine.access
        let badge = AccessBadge(view.state, now: session.engine.deviceTime(session.engine.currentDeviceIndex))
        grid.drawBox(rect, title: "Access", style: badge.style)
        let inside = rect.insetBy(dx: 2, dy: 1)
        var row = 0
        // With room (a taller header, a wide enough box), the state word in block letters too.
        let wordIndent = badge.marker.count + 1
        if inside.height >= 5, let big = BlockLetters.rows(badge.word), wordIndent + big.top.count <= inside.width {
            grid.put(badge.marker, in: inside, row: 0, style: badge.style)
            let letters = Rect(x: inside.x + wordIndent, y: inside.y, width: inside.width - wordIndent, height: 2)
            grid.put(big.top, in: letters, row: 0, style: badge.style)
            grid.put(big.bottom, in: letters, row: 1, style: badge.style)
            row = 2
        }
        grid.put(badge.text, in: inside, row: row, style: badge.style)
        grid.put(view.reason, in: inside, row: row + 1)
        drawDeviceLine(session.engine, paywallShown: view.paywallShown, into: &grid,
                       in: Rect(x: inside.x, y: inside.y + row + 2, width: inside.width, height: 1))
    }

    /// `phone: running · online`, problems in capitals, a client fault first. Where the line
    /// does not fit, the usual `online` and then `running` give way, so that what is out of the
    /// ordinary (a fault, a problem, the paywall on screen) stays in view.
    private static func drawDeviceLine(_ engine: Engine, paywallShown: Bool, into grid: inout Grid, in rect: Rect) {
        let device = engine.currentDevice
        var parts: [(text: String, style: StyleRole)] = []
        switch engine.clientChoice {
        case .reference: break
        case .fault(let fault): parts.append(("FAULT \(fault.rawValue)", .error))
        case .registered(let name): parts.append(("client \(name)", .normal))
        }
        parts.append(device.isAppRunning ? ("running", .normal) : ("APP NOT RUNNING", .warning))
        parts.append(device.online ? ("online", .normal) : ("OFFLINE", .warning))
        if let app = device.app, !app.listening { parts.append(("NO LISTENER", .warning)) }
        if paywallShown { parts.append(("paywall shown", .normal)) }
        let name = "\(device.name): "
        func width() -> Int { Truncation.columns(of: name) + parts.reduce(0) { $0 + Truncation.columns(of: $1.text) } + 3 * max(parts.count - 1, 0) }
        for routine in ["online", "running"] where width() > rect.width {
            parts.removeAll { $0.text == routine }
        }
        var x = grid.put(name, at: Point(x: rect.x, y: rect.y), clip: rect)
        for (index, part) in parts.enumerated() {
            if index > 0 { x = grid.put(" · ", at: Point(x: x, y: rect.y), style: .dim, clip: rect) }
            // A part cut short ends in "…", so that a cut word does not read as a whole one.
            let text = Truncation.truncated(part.text, toWidth: rect.x + rect.width - x)
            x = grid.put(text, at: Point(x: x, y: rect.y), style: part.style, clip: rect)
        }
    }

    /// True time, device time in its time zone with its offset, and when the evaluation ends.
    private static func drawClocks(_ session: DebuggerSession, into grid: inout Grid, in rect: Rect) {
        let engine = session.engine
        let title = session.liveRate.map { "Clocks · LIVE +\($0)/s" } ?? "Clocks"
        grid.drawBox(rect, title: title)
        let inside = rect.insetBy(dx: 1, dy: 1)
        let device = engine.currentDevice
        let offset = device.clockOffset == .zero ? "" : " " + (device.clockOffset.seconds > 0 ? "+" : "") + "\(device.clockOffset)"
        let evaluation: String
        if let end = engine.evaluationEnd {
            evaluation = "ends " + InstantFormat.medium(end, in: device.clockZone)
        } else {
            evaluation = engine.evaluation == nil ? "none" : "not started"
        }
        // Each clock with its time zone, so a device an hour ahead in Berlin does not look moved.
        let deviceNow = engine.deviceTime(engine.currentDeviceIndex)
        let zone = zoneLabel(device.clockZone, at: deviceNow)
        let deviceClock = InstantFormat.medium(deviceNow, in: device.clockZone) + " " + zone
        // The zone's name too where it fits (a wide screen, a short name) and says more than UTC
        // (asked only then: UTC's name is Foundation's time zone, made on first use).
        let name = zone == "UTC" ? "" : " " + device.clockZone.identifier
        let named = !name.isEmpty && deviceClock.count + name.count + offset.count <= inside.width - 7 ? name : ""
        let rows: [(String, String, StyleRole)] = [
            ("True", InstantFormat.medium(engine.store.now) + " UTC", .normal),
            ("Device", deviceClock + named + offset,
             device.clockOffset == .zero ? .normal : .warning),
            ("Eval", evaluation, .normal),
        ]
        for (index, row) in rows.enumerated() {
            let y = inside.y + index
            grid.put(row.0, in: Rect(x: inside.x, y: y, width: 7, height: 1), style: .heading)
            grid.put(row.1, in: Rect(x: inside.x + 7, y: y, width: inside.width - 7, height: 1), style: row.2)
        }
    }

    /// The monitor's verdict, always on screen: the latest violation in full, or "no violations".
    private static func drawMonitorLine(_ session: DebuggerSession, into grid: inout Grid, row: Int) {
        let line = Rect(x: 0, y: row, width: grid.width, height: 1)
        let violations = session.engine.violations
        guard let latest = violations.last else {
            var end = grid.put(" Monitor: no violations · ", at: Point(x: 0, y: row), style: .dim)
            if let fault = session.engine.clientChoice.fault {
                end = grid.put("client FAULT \(fault.rawValue)", at: Point(x: end, y: row), style: .error)
            } else if case .registered(let name) = session.engine.clientChoice {
                end = grid.put("client \(name)", at: Point(x: end, y: row), style: .dim)
            } else {
                end = grid.put("reference client", at: Point(x: end, y: row), style: .dim)
            }
            // The title in what is left, its end kept (a long path shows its file name).
            let room = grid.width - end - 3
            guard room > 1 else { return }
            let title = Truncation.truncatedKeepingEnd(session.title, toWidth: room)
            grid.put(title + " ", in: line, alignment: .trailing, style: .dim)
            return
        }
        grid.fill(line, style: .alarm)
        let more = violations.count > 1 ? " (\(violations.count) violations)" : ""
        grid.put(" [!] VIOLATION \(latest.summary)\(more)", in: line, style: .alarm)
    }

    // MARK: Status line

    /// The last message; once the journal has stopped, led by a mark that says so.
    private static func drawStatus(_ session: DebuggerSession, into grid: inout Grid, row: Int) {
        var x = 0
        if session.journalStopped != nil {
            x = grid.put(" JOURNAL STOPPED", at: Point(x: 0, y: row), style: .error)
        }
        guard let status = session.status else { return }
        let style: StyleRole
        switch status.kind {
        case .info: style = .normal
        case .error: style = .error
        case .violation: style = .alarm
        }
        // A message the line cuts says where it is kept whole.
        let hint = "… m: in full"
        let room = grid.width - x - 1
        let text = Truncation.columns(of: status.text) <= room ? status.text
            : Truncation.truncated(status.text, toWidth: room - hint.count + 1) + hint.dropFirst()
        grid.put(" " + text, in: Rect(x: x, y: row, width: grid.width - x, height: 1), style: style)
    }

    /// A pane's box, its title marked `▶` when it has the focus.
    static func drawPaneBox(_ rect: Rect, title: String, focused: Bool, into grid: inout Grid) {
        grid.drawBox(rect, title: focused ? "▶ " + title : title, style: focused ? .heading : .border)
    }
}
