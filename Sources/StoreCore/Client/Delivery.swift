/// How a transaction reached the app.
enum Delivery: Equatable {
    /// The return value of `purchase()`.
    case purchaseResult
    /// `Transaction.updates` while the app listens.
    case update
    /// `Transaction.updates` delivering unfinished transactions again at launch (quirk).
    case launchRedelivery
    /// The app's own recovery sweep of `Transaction.unfinished`.
    case sweep
}
