import StoreCore

/// What sits over the screen and takes the keys until it closes.
package enum SessionOverlay: Hashable, Sendable {
    /// The `?` key table.
    case help
    /// The `b` product picker: its highlighted row and type-ahead, which live only while it is open.
    case buyPicker(BuyPicker)
    /// A y/n question before a hard-to-undo action.
    case confirmation(PendingConfirmation)
    /// The `:` command line.
    case prompt
    /// The `/` filter line for the transaction list.
    case filter
    /// Every field of one transaction and the events that name it (Enter), scrolled `scroll`
    /// lines down.
    case transactionDetail(id: TransactionID, scroll: Int)
    /// Every device side by side (`D`), with the highlighted row Enter switches to.
    case devices(selection: Int)
    /// Every status message in full (`m`), scrolled `scroll` lines up from the newest.
    case messages(scroll: Int)
}
