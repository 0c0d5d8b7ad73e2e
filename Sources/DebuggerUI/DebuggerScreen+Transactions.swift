import Foundation
import StoreCore
import TerminalUI

/// The transaction table: one row per ledger entry, the selected one highlighted, scrolled to
/// keep it in view. Narrow terminals get day-and-month dates; wide ones times and the device.
extension DebuggerScreen {
    /// One column of the table: its header, width, and the cell of a transaction.
    private struct Column {
        let header: String
        let width: Int
        let cell: (StoreTransaction) -> (String, StyleRole)
    }

    static func drawTransactions(_ session: DebuggerSession, into grid: inout Grid, in rect: Rect) {
        let engine = session.engine
        let shownCount = session.visibleCount
        let all = engine.store.transactions.count
        let rows = max(0, rect.height - DebuggerLayout.transactionChrome)
        let selectedIndex = session.selectedPosition
        let scroll = max(0, (selectedIndex ?? 0) - rows + 1)

        var title = "Transactions"
        if !session.filter.text.isEmpty { title += " matching \"\(session.filter.text)\": \(shownCount) of \(all)" }
        else if all > 0 { title += " (\(all))" }
        if shownCount > rows, rows > 0 { title += " rows \(scroll + 1)-\(min(shownCount, scroll + rows))" }
        drawPaneBox(rect, title: title, focused: session.focus == .transactions, into: &grid)

        let inside = rect.insetBy(dx: 1, dy: 1)
        guard !inside.isEmpty else { return }
        let columns = transactionColumns(engine, width: inside.width)
        drawRow(columns.map { ($0.header, .heading) }, widths: columns.map(\.width), into: &grid,
                at: Point(x: inside.x, y: inside.y), width: inside.width)

        guard shownCount > 0 else {
            let note = all == 0
                ? "No transactions yet: b buys; :buy ID ask-to-buy waits for a parent's approval."
                : "No transaction matches \"\(session.filter.text)\"; Esc clears the filter."
            grid.put(note, in: Rect(x: inside.x + 1, y: inside.y + 1, width: inside.width - 1, height: 1), style: .dim)
            return
        }
        for position in scroll..<min(shownCount, scroll + rows) {
            guard let transaction = session.visibleTransaction(at: position) else { continue }
            let y = inside.y + 1 + position - scroll
            let selected = position == selectedIndex
            let cells = columns.map { column -> (String, StyleRole) in
                let (text, style) = column.cell(transaction)
                return (text, selected ? .selection : (transaction.deleted ? .dim : style))
            }
            if selected { grid.fill(Rect(x: inside.x, y: y, width: inside.width, height: 1), style: .selection) }
            drawRow(cells, widths: columns.map(\.width), into: &grid, at: Point(x: inside.x, y: y), width: inside.width)
        }
    }

    /// Cells left to right, one space apart.
    private static func drawRow(_ cells: [(String, StyleRole)], widths: [Int], into grid: inout Grid,
                                at origin: Point, width: Int) {
        var x = origin.x
        for (cell, columnWidth) in zip(cells, widths) {
            grid.put(cell.0, in: Rect(x: x, y: origin.y, width: min(columnWidth, origin.x + width - x), height: 1),
                     style: cell.1)
            x += columnWidth + 1
        }
    }

    /// The columns for a table `width` cells wide; the product column takes what the others leave.
    private static func transactionColumns(_ engine: Engine, width: Int) -> [Column] {
        let wide = width >= 110
        let store = engine.store
        /// `15 Jan 09:00` when wide, `15 Jan` when narrow; in another year than now,
        /// `15 Jan 2027` when wide, `Jan'27` when narrow.
        func date(_ value: Date) -> String {
            let text = InstantFormat.short(value, relativeTo: store.now)
            let parts = text.split(separator: " ")
            guard parts.count == 4 else { return wide ? text : parts.prefix(2).joined(separator: " ") }
            return wide ? parts.prefix(3).joined(separator: " ") : "\(parts[1])'\(parts[2].suffix(2))"
        }
        let dateWidth = wide ? 12 : 6
        var before = [
            Column(header: "#", width: 4) { ("#\($0.id)", .normal) },
        ]
        var after = [
            Column(header: "Kind", width: 6) { (String($0.kind.label.prefix(6)), .normal) },
            Column(header: "State", width: 11) { transaction in
                let state = store.effectiveState(of: transaction)
                return (state.rawValue, stateStyle(state))
            },
            Column(header: "Bought", width: dateWidth) { (date($0.purchaseDate), .normal) },
            Column(header: "Ends", width: dateWidth + 4) { transaction in
                if let revoked = transaction.revocationDate { return ("rev " + date(revoked), .error) }
                if let expires = transaction.expirationDate { return ("exp " + date(expires), .normal) }
                return ("", .normal)
            },
            Column(header: "Owner", width: 6) { transaction in
                (transaction.ownership == .purchased ? "bought" : "family", .normal)
            },
            Column(header: "Fin", width: 3) { ($0.finished ? "yes" : "no", $0.finished ? .normal : .warning) },
            Column(header: "Ver", width: 3) { ($0.verification.isVerified ? "ok" : "NO", $0.verification.isVerified ? .normal : .error) },
        ]
        if wide {
            after.append(Column(header: "Device", width: 10) { ($0.device ?? "elsewhere", .dim) })
        }
        let used = (before + after).reduce(0) { $0 + $1.width + 1 }
        let productWidth = max(8, width - used)
        before.append(Column(header: "Product", width: productWidth) { transaction in
            let room = productWidth - (transaction.deleted ? 10 : 0)
            return ((transaction.deleted ? "(deleted) " : "") + productLabel(of: transaction, in: store, width: room), .normal)
        })
        return before + after
    }

    /// A transaction's product in `width` columns: its id when it fits, else its name when that
    /// fits (`Permanent Unlock` rather than `….app.permanentUnlock`), else the id's end.
    private static func productLabel(of transaction: StoreTransaction, in store: Store, width: Int) -> String {
        let id = transaction.productID
        if Truncation.columns(of: id) <= width { return id }
        if let name = store.catalogue[id]?.displayName, !name.isEmpty, Truncation.columns(of: name) <= width { return name }
        return Truncation.truncatedKeepingEnd(id, toWidth: width)
    }

    private static func stateStyle(_ state: TransactionState) -> StyleRole {
        switch state {
        case .pending, .interrupted: return .warning
        case .revoked, .failed, .declined: return .error
        case .cancelled, .expired: return .dim
        case .purchased: return .normal
        }
    }
}
