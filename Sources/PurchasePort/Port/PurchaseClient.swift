import Foundation

/// The port between a simulated device and the app's purchase code: the app's side of StoreKit 2.
///
/// The device hands the client one `ClientInput` at a time (launched, an answer to something it
/// asked for, a purchase result, an update from `Transaction.updates`, a user's tap, a wake-up)
/// and carries out the `ClientAction`s it returns, in order: effects as data, as in a reducer.
/// An action that asks the store something (read entitlements, load products, purchase, sync,
/// read the unfinished transactions) is answered at once with another input, before the next
/// action of the same list runs, so a step is synchronous and deterministic.
///
/// The engine, the monitor and the screen see nothing of a client but its actions and its
/// `report`. `Docs/client-port.md` describes the order of inputs and what each invariant checks.
public protocol PurchaseClient: Sendable {
    /// Handles one input; returns what the app does about it, in order.
    mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction]

    /// What the app shows now: its AccessState and the transactions it rests on.
    func report(in context: ClientContext) -> ClientReport

    /// What the app shows now, without the rest of the report. Implement it when the report is
    /// costly to build (many grants): the screen and the runner ask for it at every step.
    func access(in context: ClientContext) -> AccessView
}

extension PurchaseClient {
    public func access(in context: ClientContext) -> AccessView { report(in: context).access }
}
