/// How a transaction reached the app.
@usableFromInline package enum Delivery: Hashable, Sendable {
    /// The return value of `purchase()`.
    case purchaseResult
    /// `Transaction.updates` while the app listens.
    case update
    /// `Transaction.updates` delivering unfinished transactions again at launch (quirk).
    case launchRedelivery
    /// The app's own recovery sweep of `Transaction.unfinished`.
    case sweep

    @usableFromInline package init(_ source: TransactionSource) {
        switch source {
        case .update: self = .update
        case .redeliveredAtLaunch: self = .launchRedelivery
        case .unfinished: self = .sweep
        }
    }

    /// How the event log names it.
    @usableFromInline package var phrase: String {
        switch self {
        case .purchaseResult: return "purchase result"
        case .update: return "update"
        case .launchRedelivery: return "redelivered at launch"
        case .sweep: return "unfinished sweep"
        }
    }
}
