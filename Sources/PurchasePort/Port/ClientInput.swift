import Foundation

/// What a device hands the app's purchase code, named after the StoreKit 2 call or event it
/// stands for.
public enum ClientInput: Sendable {
    /// The app process started. Nothing runs before it; the listener is not started yet.
    case launched
    /// The answer to `.readEntitlements(reason:)`: `Transaction.currentEntitlements`.
    case entitlements(EntitlementsAnswer, reason: String)
    /// The answer to `.readSubscriptionStatuses`: `Product.SubscriptionInfo.status` per group.
    case subscriptionStatuses(SubscriptionStatusAnswer)
    /// The answer to `.loadProducts`, or a product request the scenario forces (`products …`).
    case products(ProductsAnswer)
    /// What `product.purchase()` returned for `.purchase(productID:)`.
    case purchaseResult(productID: String, PurchaseResult)
    /// A transaction handed to the app: by `Transaction.updates`, or from `Transaction.unfinished`.
    /// For an auto-renewable subscription, `status` is its group's status now
    /// (`transaction.subscriptionStatus`).
    case transaction(StoreTransaction, source: TransactionSource, status: SubscriptionStatus?)
    /// Every unfinished transaction asked for with `.readUnfinished` has been handed over: the
    /// end of `Transaction.unfinished` (a client that works through the listing one input at a
    /// time, as the StoreKit twin does, learns here that the sequence is over).
    case unfinishedListed
    /// The answer to `.readHistory`: `Transaction.all`, the account's transactions for the app,
    /// oldest id first — finished, expired, upgraded and revoked ones too; not attempts that
    /// failed, were cancelled or wait for approval, nor deleted ones. Consumables only while
    /// unfinished, or once revoked. Offline, what the device has heard of (see Docs/client-port.md).
    case history([StoreTransaction])
    /// A subscription's status changed with no new transaction (`Status.updates`): grace, billing
    /// retry, lapse.
    case subscriptionStatusChanged(SubscriptionStatus)
    /// The answer to `.sync`: `AppStore.sync()` returned (`nil`) or threw.
    case syncFinished(StoreError?)
    /// The user did something in the app.
    case user(UserRequest)
    /// The network path changed.
    case connectivityChanged(online: Bool)
    /// The device signed into another Apple ID while the app ran.
    case accountChanged
    /// The transaction manager deleted a transaction the app may know of. StoreKit sends no such
    /// event; the debugger does, so that the app forgets what no longer exists.
    case transactionDeleted(StoreTransaction)
    /// The store's catalogue or the app's evaluation changed while the app ran (a setup line).
    case configurationChanged
    /// An instant the app asked for with `.wakeMe(at:)` has come (device time).
    case wokeUp
}
