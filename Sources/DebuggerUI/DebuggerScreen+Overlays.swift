import StoreCore
import TerminalUI

/// What sits over the screen: help, the buy picker, a y/n question, the `:` and `/` lines.
extension DebuggerScreen {
    /// Draws the open overlay; returns where the terminal cursor goes (only the text lines show it).
    static func drawOverlay(_ session: DebuggerSession, into grid: inout Grid, layout: DebuggerLayout) -> Point? {
        switch session.overlay {
        case nil:
            return nil
        case .help:
            KeyAction.keyMap.helpOverlay(into: &grid, footer: KeyAction.helpFooter)
            return nil
        case .buyPicker(let picker):
            drawBuyPicker(session, picker: picker, into: &grid)
            return nil
        case .confirmation(let pending):
            drawConfirmation(pending, into: &grid)
            return nil
        case .prompt:
            let rect = Rect(x: 0, y: layout.statusRow - 1, width: grid.width, height: 2)
            grid.fill(rect)
            return session.prompt.editor.draw(into: &grid, in: rect)
        case .filter:
            let rect = Rect(x: 0, y: layout.statusRow, width: grid.width, height: 1)
            grid.fill(rect)
            return session.filter.editor.draw(into: &grid, in: rect, prompt: "Filter transactions: ")
        case .transactionDetail(let id, let scroll):
            drawTransactionDetail(session, id: id, scroll: scroll, into: &grid)
            return nil
        case .devices(let selection):
            drawDevices(session, selection: selection, into: &grid)
            return nil
        case .messages(let scroll):
            drawMessages(session, scroll: scroll, into: &grid)
            return nil
        }
    }

    private static func drawBuyPicker(_ session: DebuggerSession, picker: BuyPicker, into grid: inout Grid) {
        let engine = session.engine
        let products = engine.store.catalogue.products
        let selection = picker.selection
        let footer = picker.search.isEmpty ? "↑↓ choose · type to find · Enter buy · a Ask to Buy · Esc cancel"
                                           : "Finding \"\(picker.search)\" · Backspace · Enter buy · Esc cancel"
        let locale = engine.store.settings.locale
        let rows = products.map { product -> String in
            let price = product.price.map { $0.isFree ? "free" : $0.formatted(for: locale) } ?? "no price"
            let owned = engine.believesOwned(product.id) ? "  (owned)" : ""
            return "\(product.title)  \(product.id)  \(product.kind.label)  \(price)\(owned)"
        }
        let contentWidth = max(footer.count, rows.map(Truncation.columns(of:)).max() ?? 0)
        let listRows = min(products.count, max(1, grid.height - 8))
        let box = grid.bounds.centred(Size(width: contentWidth + 4, height: listRows + 4))
        grid.fill(box, style: .overlay)
        grid.drawBox(box, title: "Buy on \(engine.currentDevice.name)")
        let inside = box.insetBy(dx: 2, dy: 1)
        let scroll = max(0, selection - listRows + 1)
        for (row, index) in products.indices.dropFirst(scroll).prefix(listRows).enumerated() {
            let y = inside.y + row
            if index == selection { drawSelectedRow(at: y, in: inside, into: &grid) }
            grid.put(rows[index], in: inside, row: row, style: index == selection ? .selection : .overlay)
        }
        grid.put(footer, in: inside, row: inside.height - 1, style: .dim)
    }

    private static func drawConfirmation(_ pending: PendingConfirmation, into grid: inout Grid) {
        let footer = pending.action == .quit ? "y yes · w write, then quit · any other key no" : "y yes · any other key no"
        let width = min(grid.width - 4, max(Truncation.columns(of: pending.question), footer.count) + 4)
        let box = grid.bounds.centred(Size(width: width, height: 5))
        grid.fill(box, style: .overlay)
        grid.drawBox(box, title: "Confirm", style: .warning)
        let inside = box.insetBy(dx: 2, dy: 1)
        grid.put(pending.question, in: inside, row: 0, style: .warning)
        grid.put(footer, in: inside, row: 2, style: .dim)
    }
}
