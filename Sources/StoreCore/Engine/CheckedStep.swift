import PurchasePort

/// A command checked against the engine's state, with the transaction it names resolved, so
/// that carrying it out cannot fail.
enum CheckedStep {
    /// A command that names no transaction.
    case plain(Command)
    /// A transaction manager action on a transaction that exists and allows it.
    case onTransaction(TransactionAction, StoreTransaction)
    /// An `expect`, with the transaction it names when it names one.
    case expectation(Expectation, StoreTransaction?)
}

/// What the transaction manager does to one transaction.
enum TransactionAction {
    case approve, decline, expire, renew, resolve, delete
    case refund(RefundReason, consumption: Int?)
    case revoke
    case billingIssue(grace: TimeSpan?)
    case autoRenew(on: Bool)
    case priceConsent(agree: Bool)
    /// Family sharing of the transaction's product stops.
    case familyStop
}

extension CheckedStep {
    /// Whether the step may change what a running app grants without handing it an input: it
    /// moves time, or changes the ledger (a purchase, the transaction manager).
    var mayChangeEveryApp: Bool {
        switch self {
        case .onTransaction: return true
        case .expectation: return false
        case .plain(let command):
            switch command {
            case .advance, .deviceClock, .clock, .buy, .buyElsewhere, .familyShare, .buyWithOffer, .redeemCode, .priceIncrease: return true
            default: return false
            }
        }
    }
}
