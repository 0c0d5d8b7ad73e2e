/// The unlock store with the listener of seed 001's blog post, a classic bug:
///
/// ```swift
/// for await result in Transaction.updates {
///     if case .verified(let transaction) = result {
///         await transaction.finish()
///         await self?.refreshPurchased()
///     }
/// }
/// ```
///
/// A purchase that arrives through the listener (an approval, a purchase on another device) is
/// finished before the app has delivered it: a crash in between loses a paid purchase. The
/// monitor names it `finished-before-delivery`.
public final class FinishFirstUnlockStore: UnlockStore {
    public required convenience init() {
        self.init(finishesBeforeDelivering: true)
    }
}
