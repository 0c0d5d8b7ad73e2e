import StoreCore
import TerminalUI

/// The panes below the transaction table: catalogue (with pending approvals), scenario steps,
/// event log and monitor violations.
extension DebuggerScreen {
    /// The purchases waiting for a parent's approval, then products with their localised prices
    /// and whether the app believes them owned. Only the rows in view are laid out.
    static func drawCatalogue(_ session: DebuggerSession, into grid: inout Grid, in rect: Rect) {
        let engine = session.engine
        let products = engine.store.catalogue.products
        let title = products.isEmpty ? "Catalogue" : "Catalogue (\(products.count))"
        drawPaneBox(rect, title: title, focused: session.focus == .catalogue, into: &grid)
        let inside = rect.insetBy(dx: 1, dy: 1)
        guard !inside.isEmpty else { return }
        // Purchases waiting for a parent come first: they are what the user acts on next.
        let pendingIDs = engine.store.pendingIDs
        let firstProduct = pendingIDs.count + (products.isEmpty ? 1 : 0)
        let report = engine.report(onDevice: engine.currentDeviceIndex)
        let ownedNote = products.contains(where: { $0.kind != .consumable })
        var lineCount = firstProduct + products.count
        if ownedNote, lineCount < inside.height { lineCount += 1 }
        let pendingNote = !report.pending.isEmpty && lineCount < inside.height
        if pendingNote { lineCount += 1 }
        let selectedLine = firstProduct + session.selectedProductIndex
        let scroll = session.focus == .catalogue ? max(0, min(selectedLine - inside.height + 1, lineCount - inside.height)) : 0
        let window = scroll..<min(lineCount, scroll + inside.height)

        var lines: [(String, StyleRole)] = []
        for index in window.clamped(to: 0..<pendingIDs.count) {
            guard let transaction = engine.store.transaction(pendingIDs[index]) else { continue }
            let title = engine.store.catalogue[transaction.productID]?.title ?? transaction.productID
            lines.append(("[?] #\(transaction.id) awaits approval: \(title)", .warning))
        }
        if products.isEmpty, window.contains(pendingIDs.count) {
            lines.append(("Empty: :product ID unlock price 1.99 USD", .dim))
        }
        let locale = engine.store.settings.locale
        let granted = Set(report.grants.map(\.productID)).union(report.grantedProductIDs)
        let productWindow = (window.lowerBound - firstProduct)..<(window.upperBound - firstProduct)
        for index in productWindow.clamped(to: products.indices) {
            let product = products[index]
            let marker: String
            var style: StyleRole = .normal
            if product.kind == .consumable {
                marker = "[\(engine.currentDevice.storage.consumables.balance(of: product.id))]"
            } else if granted.contains(product.id) {
                marker = "[+]"
                style = .statusGood
            } else if report.pending[product.id] != nil {
                // The app may still believe a purchase pending that the store declined silently.
                marker = "[?]"
                style = .warning
            } else {
                marker = "[ ]"
            }
            let price = product.price.map { $0.isFree ? "free" : $0.formatted(for: locale) } ?? "no price"
            let name = (inside.width >= 44 ? "\(product.title) (\(product.id))" : product.title) + offersTag(product)
            let room = max(1, inside.width - marker.count - Truncation.columns(of: price) - 2)
            let shown = Truncation.truncated(name, toWidth: room)
            let padding = String(repeating: " ", count: max(1, room - Truncation.columns(of: shown) + 1))
            let selected = session.focus == .catalogue && index == session.selectedProductIndex
            lines.append(("\(marker) \(shown)\(padding)\(price)", selected ? .selection : style))
        }
        if ownedNote, window.contains(firstProduct + products.count) {
            lines.append(("([+] owned, as the app believes)", .dim))
        }
        if pendingNote, window.contains(lineCount - 1) {
            lines.append(("([?] pending, as the app thinks)", .dim))
        }
        for (row, line) in lines.prefix(inside.height).enumerated() {
            grid.put(line.0, in: inside, row: row, style: line.1)
        }
    }

    /// A product's offers, briefly: ` {intro free-trial P2W, promo ×2, code, win-back}`.
    static func offersTag(_ product: StoreProduct) -> String {
        guard !product.offers.isEmpty else { return "" }
        var parts: [String] = []
        if let intro = product.introductoryOffer { parts.append("intro \(intro.paymentMode.rawValue) \(intro.period)") }
        for (kind, word) in [(SubscriptionOffer.Kind.promotional, "promo"), (.code, "code"), (.winBack, "win-back")] {
            let count = product.offers.filter { $0.kind == kind }.count
            if count > 0 { parts.append(count == 1 ? word : "\(word) ×\(count)") }
        }
        return " {\(parts.joined(separator: ", "))}"
    }

    /// The scenario's steps, those run ticked (✗ when their expectation failed, `-` when
    /// skipped with N and never run), the next one highlighted, kept in view; with the focus,
    /// ↑ ↓ move a marker (`›`) through them instead.
    static func drawSteps(_ session: DebuggerSession, into grid: inout Grid, in rect: Rect) {
        guard let scenario = session.scenario else { return }
        let total = scenario.steps.count
        let done = session.nextStepIndex
        let skipped = session.skippedStepIndexes.count
        let ran = done - skipped
        let title: String
        switch (done >= total, skipped > 0) {
        case (true, true): title = "Steps done: \(ran) run, \(skipped) skipped"
        case (true, false): title = "Steps: done (\(total))"
        case (false, true): title = "Steps: next \(done + 1) of \(total), \(skipped) skipped"
        case (false, false): title = "Steps: next \(done + 1) of \(total) (n)"
        }
        let focused = session.focus == .steps
        drawPaneBox(rect, title: title, focused: focused, into: &grid)
        let inside = rect.insetBy(dx: 1, dy: 1)
        guard !inside.isEmpty else { return }
        let anchor = focused ? session.selectedStepIndex : done
        let scroll = max(0, min(anchor - inside.height / 2, total - inside.height))
        for (row, index) in scenario.steps.indices.dropFirst(scroll).prefix(inside.height).enumerated() {
            let step = scenario.steps[index]
            let failed = session.failedStepIndexes.contains(index)
            let wasSkipped = session.skippedStepIndexes.contains(index)
            let marker = index < done ? (wasSkipped ? "-" : failed ? "✗" : "✓") : index == done ? "▶" : " "
            let style: StyleRole = index < done ? (failed ? .error : .dim) : index == done ? .selection : .normal
            if index == done { grid.fill(Rect(x: inside.x, y: inside.y + row, width: inside.width, height: 1), style: .selection) }
            let pointer = focused && index == session.selectedStepIndex ? "›" : ""
            grid.put("\(pointer)\(marker) \(step.line) \(step.text)", in: inside, row: row, style: style)
        }
    }

    /// The event log, latest at the bottom, each event word-wrapped under its time.
    static func drawEvents(_ session: DebuggerSession, into grid: inout Grid, in rect: Rect) {
        let engine = session.engine
        let events = engine.events
        var title = "Events"
        if session.eventScroll > 0 { title += " (\(session.eventScroll) newer below)" }
        drawPaneBox(rect, title: title, focused: session.focus == .events, into: &grid)
        let inside = rect.insetBy(dx: 1, dy: 1)
        guard !inside.isEmpty else { return }
        guard !events.isEmpty else {
            grid.put("Nothing has happened yet.", in: inside, style: .dim)
            return
        }
        let showDevice = engine.devices.count > 1
        var lines: [(String, StyleRole)] = []
        for event in events.dropLast(session.eventScroll).reversed() {
            let time = InstantFormat.short(event.trueTime, relativeTo: engine.store.now)
            let device = showDevice ? "\(event.device) " : ""
            let text = "\(time) \(device)\(event.kind.rawValue): \(event.text)"
            // Continuation lines are indented, so each event's first line stands out.
            let wrapped = WordWrap.lines(text, width: inside.width - 2)
            let style = eventStyle(event.kind)
            lines.insert(contentsOf: wrapped.enumerated().map { ($0.offset == 0 ? $0.element : "  " + $0.element, style) },
                         at: 0)
            if lines.count >= inside.height { break }
        }
        for (row, line) in lines.suffix(inside.height).enumerated() {
            grid.put(line.0, in: inside, row: row, style: line.1)
        }
    }

    private static func eventStyle(_ kind: Event.Kind) -> StyleRole {
        switch kind {
        case .warning: return .warning
        case .violation: return .alarm
        case .setup: return .dim
        case .store, .app, .client, .time, .check: return .normal
        }
    }

    /// The violations so far, latest at the bottom, each with its invariant's name, word-wrapped.
    static func drawViolations(_ session: DebuggerSession, into grid: inout Grid, in rect: Rect) {
        let violations = session.engine.violations
        grid.drawBox(rect, title: "Monitor violations (\(violations.count))", style: violations.isEmpty ? .border : .error)
        let inside = rect.insetBy(dx: 1, dy: 1)
        guard !inside.isEmpty else { return }
        guard !violations.isEmpty else {
            grid.put("None: the client kept every invariant.", in: inside, style: .dim)
            return
        }
        var lines: [String] = []
        for violation in violations.reversed() where lines.count < inside.height {
            let wrapped = WordWrap.lines("[!] \(violation.summary)", width: inside.width - 2)
            lines.insert(contentsOf: wrapped.enumerated().map { $0.offset == 0 ? $0.element : "  " + $0.element }, at: 0)
        }
        for (row, line) in lines.suffix(inside.height).enumerated() {
            grid.put(line, in: inside, row: row, style: .alarm)
        }
    }
}
