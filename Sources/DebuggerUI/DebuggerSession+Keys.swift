import ScenarioLanguage
import StoreCore
import TerminalUI

/// Key dispatch: an open overlay takes the key first; otherwise `KeyAction.keyMap` names the action.
extension DebuggerSession {
    /// How many rows PgUp and PgDn move: what the focused pane shows in `layout`, less one kept in view.
    func pageRows(in layout: DebuggerLayout) -> Int {
        let rows: Int
        switch focus {
        case .transactions: rows = layout.transactions.height - DebuggerLayout.transactionChrome
        case .catalogue: rows = layout.catalogue.height - 2
        case .steps: rows = (layout.steps?.height ?? 2) - 2
        // The log scrolls by event, and an event takes about two lines.
        case .events: rows = (layout.events.height - 2) / 2
        }
        return max(1, rows - 1)
    }

    /// Handles one key press, typed at the screen laid out by `layout` (the frame's, see
    /// `DebuggerScreen.layout(of:size:)`); `.quit` ends the program. Without a layout (the
    /// terminal too small to show the screen) keys are ignored: nothing they did could be seen
    /// (Ctrl-C still quits).
    package mutating func handle(_ key: Key, on layout: DebuggerLayout?) -> SessionOutcome {
        guard key != .resize, let layout else { return .flow(.continue) }
        switch overlay {
        case .help:
            if [.closeOverlay, .help, .quit].contains(keyMap.action(for: key)) || key == .enter { overlay = nil }
            return .flow(.continue)
        case .buyPicker(let picker):
            handleBuyPicker(key, picker: picker)
            return .flow(.continue)
        case .confirmation(let pending):
            return handleConfirmation(key, pending: pending)
        case .prompt:
            return handlePrompt(key).map(SessionOutcome.perform) ?? .flow(.continue)
        case .filter:
            switch filter.handle(key, in: engine.store) {
            case .editing:
                break
            case .applied(let text):
                overlay = nil
                status = StatusMessage(text.isEmpty ? "Filter cleared." : "Showing transactions matching \"\(text)\"; Esc clears.")
            case .cancelled:
                overlay = nil
            }
            return .flow(.continue)
        case .transactionDetail(let id, let scroll):
            handleTransactionDetail(key, id: id, scroll: scroll, size: layout.size)
            return .flow(.continue)
        case .devices(let selection):
            handleDevices(key, selection: selection)
            return .flow(.continue)
        case .messages(let scroll):
            handleMessages(key, scroll: scroll, size: layout.size)
            return .flow(.continue)
        case nil:
            guard let action = keyMap.action(for: key) else {
                status = StatusMessage("The key \(key.label) does nothing here; ? lists the keys.")
                return .flow(.continue)
            }
            return perform(action, layout: layout)
        }
    }

    /// One tick of the run loop's timer: while the live clock runs, time moves on by its rate.
    /// Returns `.unchanged` when the clock is not live: the tick then changed nothing.
    @discardableResult
    package mutating func tick() -> Flow {
        guard let rate = liveRate else { return .unchanged }
        let command = Command.advance(rate)
        do {
            try apply(command, text: CommandFormatter.format(command), origin: .liveClock)
        } catch {
            liveRate = nil
            status = StatusMessage("Live clock stopped: \(error.message)", kind: .error)
        }
        return .continue
    }

    private mutating func perform(_ action: KeyAction, layout: DebuggerLayout) -> SessionOutcome {
        switch action {
        case .help: overlay = .help
        case .prompt:
            prompt.clear()
            overlay = .prompt
        case .quit:
            guard hasUnwrittenCommands else { return .flow(.quit) }
            let count = applied.count - writtenRecord.count
            let what = count > 0 ? "\(count) command\(count == 1 ? "" : "s") not written" : "changes not written"
            overlay = .confirmation(PendingConfirmation(question: "Quit with \(what)?", action: .quit))
        case .approve: actOnSelection(action) { .approve(.id($0)) }
        case .decline: actOnSelection(action) { .decline(.id($0)) }
        case .refund: actOnSelection(action) { .refund(.id($0), .other) }
        case .expire: actOnSelection(action) { .expire(.id($0)) }
        case .advanceDay: applyFromKey(.advance(.days(1)))
        case .buy:
            guard !engine.store.catalogue.isEmpty else {
                status = StatusMessage("The catalogue is empty: define a product first, e.g. :product ID unlock", kind: .error)
                return .flow(.continue)
            }
            overlay = .buyPicker(BuyPicker())
        case .nextStep: applyNextStep()
        case .skipStep: skipNextStep()
        case .undo: undo()
        case .writeScenario: return .perform(writeScenario())
        case .writeScenarioInterleaved: return .perform(writeScenario(interleaved: true))
        case .filter:
            filter.open()
            overlay = .filter
        case .timeline:
            showsTimeline.toggle()
            status = StatusMessage(showsTimeline ? "Timeline shown: z zooms in, Z out; ↑ ↓ select a transaction; t shows the list."
                                                 : "Transaction list shown; t shows the timeline.")
        case .zoomIn, .zoomOut:
            zoomTimeline(in: action == .zoomIn)
        case .nextPane: moveFocus(by: 1)
        case .previousPane: moveFocus(by: -1)
        case .moveUp: move(by: -1)
        case .moveDown: move(by: 1)
        case .pageUp: move(by: -pageRows(in: layout))
        case .pageDown: move(by: pageRows(in: layout))
        case .closeOverlay:
            if !filter.text.isEmpty {
                filter.clear()
                status = StatusMessage("Filter cleared: all transactions shown.")
            }
        case .transactionDetail: openTransactionDetail()
        case .devices: overlay = .devices(selection: engine.currentDeviceIndex.position)
        case .messages: overlay = .messages(scroll: 0)
        }
        return .flow(.continue)
    }

    /// Applies the command `make` builds for the selected transaction, first asking y/n when
    /// the key's binding says the action is hard to take back.
    private mutating func actOnSelection(_ action: KeyAction, _ make: (TransactionID) -> Command) {
        guard let transaction = selectedTransaction else {
            status = StatusMessage("No transaction to act on: buy something first (b).", kind: .error)
            return
        }
        let command = make(transaction.id)
        if let refusal = engine.refusal(of: command) {
            status = StatusMessage("Refused \(CommandFormatter.format(command)): \(refusal.message)", kind: .error)
            return
        }
        guard keyMap.binding(for: action)?.needsConfirmation == true else {
            applyFromKey(command)
            return
        }
        let question = "\(CommandFormatter.format(command)) (\(transaction.productID))? y/n"
        overlay = .confirmation(PendingConfirmation(question: question, action: .apply(command)))
    }

    private mutating func handleConfirmation(_ key: Key, pending: PendingConfirmation) -> SessionOutcome {
        overlay = nil
        if pending.action == .quit, key == .character("w") {
            return .perform(writeScenario(thenQuit: true))
        }
        guard key == .character("y") || key == .character("Y") else {
            status = StatusMessage("Cancelled: nothing changed.")
            return .flow(.continue)
        }
        switch pending.action {
        case .apply(let command):
            applyFromKey(command)
            return .flow(.continue)
        case .quit:
            return .flow(.quit)
        }
    }

    /// Carries out what the buy picker's key asked for.
    private mutating func handleBuyPicker(_ key: Key, picker: BuyPicker) {
        var picker = picker
        let products = engine.store.catalogue.products
        switch picker.handle(key, products: products) {
        case .open:
            overlay = .buyPicker(picker)
        case .close:
            overlay = nil
        case .noMatch(let search):
            status = StatusMessage("No product starts with or contains \"\(search)\".", kind: .error)
        case .buy(let index, let outcome):
            overlay = nil
            selectedProductIndex = index
            applyFromKey(.buy(productID: products[index].id, outcome: outcome))
        }
    }

    /// The deepest zoom: each step halves the span shown, so this is 1/1024 of it.
    package static let maximumTimelineZoom = 10

    private mutating func zoomTimeline(in zoomingIn: Bool) {
        guard showsTimeline else {
            status = StatusMessage("The timeline is not shown: t shows it.")
            return
        }
        timelineZoom = min(max(0, timelineZoom + (zoomingIn ? 1 : -1)), Self.maximumTimelineZoom)
        status = StatusMessage(timelineZoom == 0 ? "Timeline zoomed out: all of it shown." : "Timeline zoom \(timelineZoom): 1/\(1 << timelineZoom) of it, following now.")
    }

    private mutating func moveFocus(by step: Int) {
        let panes = SessionPane.allCases.filter { $0 != .steps || scenario != nil }
        let index = panes.firstIndex(of: focus) ?? 0
        focus = panes[(index + step + panes.count) % panes.count]
        if focus == .steps, let steps = scenario?.steps, !steps.isEmpty {
            selectedStepIndex = min(nextStepIndex, steps.count - 1)
        }
    }

    private mutating func move(by rows: Int) {
        switch focus {
        case .transactions:
            guard let current = selectedPosition else { return }
            selectedTransactionID = visibleTransaction(at: min(max(0, current + rows), visibleCount - 1))?.id
        case .catalogue:
            let count = engine.store.catalogue.products.count
            selectedProductIndex = min(max(0, selectedProductIndex + rows), max(0, count - 1))
        case .steps:
            let count = scenario?.steps.count ?? 0
            selectedStepIndex = min(max(0, selectedStepIndex + rows), max(0, count - 1))
        case .events:
            // Up (a negative step) goes back in time: further from the latest line.
            eventScroll = min(max(0, eventScroll - rows), max(0, engine.events.count - 1))
        }
    }
}
