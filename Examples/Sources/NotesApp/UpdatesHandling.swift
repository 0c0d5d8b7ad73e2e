/// How the app's `Transaction.updates` listener handles a verified transaction.
public enum UpdatesHandling: Sendable {
    /// Deliver what it provides, then finish it.
    case deliverThenFinish
    /// Finish it, then refresh the entitlements: the listener of seed 001's blog post
    /// (`await transaction.finish(); await self?.refreshPurchased()`). A classic bug: the
    /// transaction is finished before its content is delivered, so a crash in between loses it.
    case finishThenRefresh
}
