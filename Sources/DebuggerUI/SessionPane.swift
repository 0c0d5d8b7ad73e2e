/// The panes Tab moves the focus between; the arrow and page keys act on the focused one.
/// The steps pane is there only while a scenario is open.
package enum SessionPane: CaseIterable, Hashable, Sendable {
    case transactions
    case catalogue
    case steps
    case events
}
