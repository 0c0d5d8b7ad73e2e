import PurchasePort

/// What passed through the client port in a step, as the monitor judges it: a transaction
/// handed to the app, one it finished or credited, and what it told the user of a purchase.
/// The trace keeps each kind in a list of its own (`Trace.handed`, …), in the order they happened.
enum PortFact: Sendable {
    /// The store handed a transaction to the app on a device (a purchase result, an update, a
    /// redelivery at launch); not one the app found sweeping `Transaction.unfinished` itself.
    case handed(TransactionOnDevice)
    /// The app finished a transaction.
    case finished(Finish)
    /// The app credited a consumable transaction's units to its balance.
    case credited(TransactionOnDevice)
    /// The app told the user that a purchase whose result failed verification was cancelled.
    case toldCancelled(TransactionOnDevice)

    /// A transaction, and the device whose app it concerns.
    struct TransactionOnDevice: Sendable {
        let transaction: TransactionID
        let device: DeviceIndex
    }

    /// A transaction the app on `device` finished, after saying it delivered it or not;
    /// `external` when it is another product's, handled by other code.
    struct Finish: Sendable {
        let transaction: TransactionID
        let device: DeviceIndex
        let afterDelivery: Bool
        let external: Bool
    }
}
