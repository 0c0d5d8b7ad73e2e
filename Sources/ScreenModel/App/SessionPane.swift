/// The panes Tab moves the focus between; the arrow and page keys act on the focused one.
public enum SessionPane: CaseIterable, Hashable, Sendable {
    case transactions
    case catalogue
    case events
}
