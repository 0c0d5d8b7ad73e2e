/// What sits over the screen and takes the keys until it closes.
public enum SessionOverlay: Hashable, Sendable {
    /// The `?` key table.
    case help
    /// The `b` product picker, with the highlighted catalogue row.
    case buyPicker(selection: Int)
    /// A y/n question before a hard-to-undo action.
    case confirmation(PendingConfirmation)
    /// The `:` command line.
    case prompt
    /// The `/` filter line for the transaction list.
    case filter
}
