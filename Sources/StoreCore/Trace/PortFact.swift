/// What passed through the client port in a step, as the monitor judges it: a transaction
/// handed to the app, one it finished or credited, and what it told the user of a purchase.
enum PortFact: Sendable {
    /// The store handed a transaction to the app on `device` (a purchase result, an update, a
    /// redelivery at launch); not one the app found sweeping `Transaction.unfinished` itself.
    case handed(transaction: Int, device: Int)
    /// The app finished a transaction, after saying it delivered it or not; `external` when it
    /// is another product's, handled by other code.
    case finished(transaction: Int, device: Int, afterDelivery: Bool, external: Bool)
    /// The app credited a consumable transaction's units to its balance.
    case credited(transaction: Int, device: Int)
    /// The app told the user that a purchase whose result failed verification was cancelled.
    case toldCancelled(transaction: Int, device: Int)
}
