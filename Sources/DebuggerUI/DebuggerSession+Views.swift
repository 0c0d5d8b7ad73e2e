import StoreCore
import TerminalUI

/// The views that only show things: a transaction's detail, the devices side by side and the
/// messages so far. ↑ ↓ PgUp PgDn scroll (or, in the devices view, choose); Esc (or the key
/// that opened it, or `q`) closes.
extension DebuggerSession {
    /// Opens the detail of the selected transaction, or says there is none.
    mutating func openTransactionDetail() {
        guard let transaction = selectedTransaction else {
            status = StatusMessage("No transaction to show: buy something first (b).", kind: .error)
            return
        }
        overlay = .transactionDetail(id: transaction.id, scroll: 0)
    }

    mutating func handleTransactionDetail(_ key: Key, id: TransactionID, scroll: Int, size: Size) {
        if let moved = scrolled(scroll, by: key, upIsBack: false, size: size) {
            let lineCount = DebuggerScreen.transactionDetailLines(self, id: id, size: size)?.1.count ?? 0
            overlay = .transactionDetail(id: id, scroll: min(moved, max(0, lineCount - DebuggerScreen.viewRows(in: size))))
        } else if closes(key, opener: .transactionDetail) {
            overlay = nil
        }
    }

    /// Enter makes the highlighted device the current one, as `device NAME` does: recorded,
    /// and undone by `u`.
    mutating func handleDevices(_ key: Key, selection: Int) {
        let count = engine.devices.count
        switch keyMap.action(for: key) {
        case .moveUp: overlay = .devices(selection: max(0, selection - 1))
        case .moveDown: overlay = .devices(selection: min(count - 1, selection + 1))
        default:
            if key == .enter {
                overlay = nil
                guard engine.devices.indices.contains(selection) else { return }
                if selection == engine.currentDeviceIndex.position {
                    status = StatusMessage("\(engine.devices[selection].name) is already the current device.")
                } else {
                    applyFromKey(.device(engine.devices[selection].name))
                }
            } else if closes(key, opener: .devices) {
                overlay = nil
            }
        }
    }

    mutating func handleMessages(_ key: Key, scroll: Int, size: Size) {
        if let moved = scrolled(scroll, by: key, upIsBack: true, size: size) {
            overlay = .messages(scroll: min(moved, max(0, messages.messages.count - 1)))
        } else if closes(key, opener: .messages) {
            overlay = nil
        }
    }

    /// The scroll position after a movement key (not below 0; a page is what the view shows at
    /// `size`), or nil for any other key.
    private func scrolled(_ scroll: Int, by key: Key, upIsBack: Bool, size: Size) -> Int? {
        let page = max(1, DebuggerScreen.viewRows(in: size) - 1)
        let step: Int
        switch keyMap.action(for: key) {
        case .moveUp: step = -1
        case .moveDown: step = 1
        case .pageUp: step = -page
        case .pageDown: step = page
        default: return nil
        }
        return max(0, scroll + (upIsBack ? -step : step))
    }

    private func closes(_ key: Key, opener: KeyAction) -> Bool {
        let action = keyMap.action(for: key)
        return action == .closeOverlay || action == opener || action == .quit
    }
}
