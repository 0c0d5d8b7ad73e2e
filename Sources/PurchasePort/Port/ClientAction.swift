import Foundation

/// What the app's purchase code does, as data. The device carries actions out in order;
/// those that ask the store something are answered with an input before the next one runs.
public enum ClientAction: Sendable {
    /// Start iterating `Transaction.updates`. Lives until the app quits.
    case startListener
    /// Iterate `Transaction.currentEntitlements`; answered with `.entitlements(_, reason:)`.
    case readEntitlements(reason: String)
    /// Read the subscription status of every group; answered with `.subscriptionStatuses`.
    case readSubscriptionStatuses
    /// `Transaction.currentEntitlements(for:)` or `currentEntitlement(for:)`: the listing, answered
    /// as `.readEntitlements` is, of which the app reads the one product's transactions. Only that
    /// product counts as read since (`expired-granted`).
    case readEntitlementsOf(productID: String, reason: String)
    /// `Product.SubscriptionInfo.status(for:)` (a product's `subscription?.status`, a
    /// transaction's `subscriptionStatus`): one group's status, by its catalogue name, answered as
    /// `.readSubscriptionStatuses` is. Only that group counts as read since (`expired-granted`).
    case readSubscriptionStatusOf(group: String)
    /// `Product.products(for:)` for the app's products; answered with `.products`.
    case loadProducts
    /// `product.purchase()`; answered with `.purchaseResult`.
    case purchase(productID: String)
    /// `product.purchase(options: [.promotionalOffer(…)])` or `[.winBackOffer(…)]`; answered with
    /// `.purchaseResult`.
    case purchaseWithOffer(productID: String, offer: PurchaseOffer)
    /// `product.purchase(options:)` with `.appAccountToken(UUID)` (and an offer, if one is
    /// among the options); answered with `.purchaseResult`. The transaction and its renewals
    /// carry the token.
    case purchaseWithAccountToken(productID: String, offer: PurchaseOffer?, appAccountToken: UUID)
    /// `product.purchase(options:)` with `.quantity(N)` (and an offer and an app account token,
    /// if among the options); answered with `.purchaseResult`. A consumable's transaction is for
    /// `quantity` units (`purchasedQuantity`), a non-renewing pass's for as many spans; a
    /// non-consumable's or an auto-renewable subscription's for one, as StoreKit records them.
    /// Outside 1 to 10 the purchase fails with `invalidQuantity` and the store records nothing.
    case purchaseQuantity(productID: String, quantity: Int, offer: PurchaseOffer?, appAccountToken: UUID?)
    /// The app presents one of the store's sheets over itself (`AppStore.showManageSubscriptions`,
    /// `presentOfferCodeRedeemSheet`, `Transaction.beginRefundRequest`). The call waits for the
    /// customer's answer (`sheet …`), handed over as `.configurationChanged` with
    /// `ClientContext.sheet` answered; a sheet the store cannot present is answered at once.
    case presentSheet(StoreSheet)
    /// Iterate `Transaction.unfinished`; each one is handed back as `.transaction(_, source: .unfinished, …)`.
    /// What `Transaction.updates` holds for the app at launch is delivered first.
    case readUnfinished
    /// Iterate `Transaction.all`; answered with `.history`.
    case readHistory
    /// `AppStore.sync()`; answered with `.syncFinished`.
    case sync
    /// `transaction.finish()`.
    case finish(transactionID: TransactionID)
    /// The app has given the user what the transaction provides (or, for a revoked one, taken it
    /// back): the monitor's "delivered" for finish-before-delivery.
    case deliver(transactionID: TransactionID)
    /// Credit a consumable transaction's units to the balance the app keeps in its preferences.
    case credit(transactionID: TransactionID, productID: String, units: Int)
    /// Take back what a revoked consumable transaction credited and was not used yet.
    case withdraw(transactionID: TransactionID, productID: String)
    /// Use up units of a consumable from the balance.
    case consume(productID: String, units: Int)
    case writeKeychain(key: String, value: StoredValue)
    case deleteKeychain(key: String)
    case writePreferences(key: String, value: StoredValue)
    case deletePreferences(key: String)
    /// Tell the user something (an alert, a banner); nil clears what was shown.
    case tell(UserMessage?)
    /// Ask to be handed `.wokeUp` at this device-clock instant (an evaluation or period ending).
    case wakeMe(at: Date)
    /// A line for the debugger's event log, in the app's words.
    case log(LogLine)
}
