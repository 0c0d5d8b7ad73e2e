/// Where a transaction handed to the app came from.
public enum TransactionSource: Hashable, Sendable {
    /// `Transaction.updates`, while the app listens.
    case update
    /// `Transaction.updates` handing unfinished transactions over again at launch (quirk
    /// `unfinished-redelivered`).
    case redeliveredAtLaunch
    /// `Transaction.unfinished`, which the app asked for with `.readUnfinished`.
    case unfinished
}
