/// A command checked against the engine's state, with the transaction it names resolved, so
/// that carrying it out cannot fail.
enum CheckedStep {
    /// A command that names no transaction.
    case plain(Command)
    /// A transaction manager action on a transaction that exists and allows it.
    case onTransaction(TransactionAction, Transaction)
    /// An `expect`, with the transaction it names when it names one.
    case expectation(Expectation, Transaction?)
}

/// What the transaction manager does to one transaction.
enum TransactionAction {
    case approve, decline, expire, renew, resolve, delete
    case refund(RefundReason)
    case revoke
    case billingIssue(grace: TimeSpan?)
    case autoRenew(on: Bool)
    /// Family sharing of the transaction's product stops.
    case familyStop
}
