import TerminalUI

/// Where each part of the debugger screen goes at a given size. From 80x24 up; extra height
/// goes to the transaction list and the panes below it, extra width to wider columns and,
/// from 36 rows, a violations pane. Made once per frame (`DebuggerScreen.layout(of:size:)`),
/// drawn in, and handed with the keys that follow, so paging moves by what the frame shows.
///
/// ```
/// ┌─ Access ───────────────────────┐┌─ Clocks ─────────┐  rows 0-4 (0-6 from 32 rows)
/// monitor line                                          row 5
/// ┌─ Transactions (or Timeline, t) ──────────────────┐  body
/// ┌─ Catalogue ──┐┌─ Events ──────────────────────────┐
/// ┌─ Steps ──────┐│  (steps with a scenario open;     │
/// ┌─ Violations ─┐│   violations from 36 rows)        │
/// status line                                           height-2
/// key bar                                               height-1
/// ```
package struct DebuggerLayout: Hashable, Sendable {
    /// The access and clocks boxes: from 32 rows, two more for the state in block letters.
    static func headerHeight(for size: Size) -> Int { size.height >= 32 ? 7 : 5 }
    /// Rows of the transaction box that are not transactions: two borders and the column header.
    static let transactionChrome = 3

    /// The terminal's size the layout fills.
    package let size: Size
    let access: Rect
    let clocks: Rect
    let monitorRow: Int
    let transactions: Rect
    let catalogue: Rect
    let steps: Rect?
    let events: Rect
    let violations: Rect?
    let statusRow: Int
    let keyBarRow: Int

    /// A layout for `size`; the transaction box is sized for `transactionRows` (at least 4
    /// rows, at most 45% of the body), the rest going to the panes below it.
    init(size: Size, hasScenario: Bool, transactionRows: Int) {
        self.size = size
        let width = size.width, height = size.height
        let clocksWidth = width >= 120 ? 44 : 32
        let headerHeight = Self.headerHeight(for: size)
        access = Rect(x: 0, y: 0, width: width - clocksWidth, height: headerHeight)
        clocks = Rect(x: width - clocksWidth, y: 0, width: clocksWidth, height: headerHeight)
        monitorRow = headerHeight
        statusRow = height - 2
        keyBarRow = height - 1

        let bodyTop = monitorRow + 1
        let bodyHeight = max(0, statusRow - bodyTop)
        let transactionHeight = max(Self.transactionChrome + 4,
                                    min(Self.transactionChrome + transactionRows, bodyHeight * 45 / 100))
        transactions = Rect(x: 0, y: bodyTop, width: width, height: transactionHeight)

        let lowerTop = bodyTop + transactionHeight
        let lowerHeight = max(0, statusRow - lowerTop)
        let leftWidth = width >= 120 ? 46 : 34
        events = Rect(x: leftWidth, y: lowerTop, width: width - leftWidth, height: lowerHeight)
        // The left column, top to bottom: catalogue, steps (with a scenario), violations (when tall).
        let violationHeight = height >= 36 ? max(4, lowerHeight / 3) : 0
        let stackHeight = lowerHeight - violationHeight
        // The steps get half the stack (at least 3 rows inside) and the catalogue the rest.
        let catalogueHeight = hasScenario ? max(4, stackHeight - max(5, (stackHeight + 1) / 2)) : stackHeight
        catalogue = Rect(x: 0, y: lowerTop, width: leftWidth, height: catalogueHeight)
        steps = hasScenario
            ? Rect(x: 0, y: lowerTop + catalogueHeight, width: leftWidth, height: stackHeight - catalogueHeight)
            : nil
        violations = violationHeight > 0
            ? Rect(x: 0, y: lowerTop + stackHeight, width: leftWidth, height: violationHeight)
            : nil
    }
}
