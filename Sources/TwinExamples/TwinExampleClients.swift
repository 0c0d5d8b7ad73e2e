import ImportStoreKitExamples
import StoreCore
import StoreKitTwin

/// The example controllers as storedbg clients, by name.
public enum TwinExampleClients {
    public static var registry: ClientRegistry {
        var clients = ClientRegistry()
        clients.registerTwin("twin-unlock", summary: "StoreKit 2 controller on the twin: 14-day evaluation, then a one-time unlock",
                             UnlockStore.self)
        clients.registerTwin("twin-unlock-buggy", summary: "the same unlock controller with seed 001's listener: finishes before delivering",
                             FinishFirstUnlockStore.self)
        clients.registerTwin("twin-subscription", summary: "StoreKit 2 subscription controller on the twin: status reads, grace kept",
                             SubscriptionStore.self)
        clients.registerTwin("twin-detached-listener", summary: "a store of no actor whose listener is a Task.detached (Apple's StoreKit 2 sample's shape)",
                             DetachedListenerStore.self)
        clients.registerTwin("twin-global-actor", summary: "a store isolated to a global actor of its own, its model on the main actor",
                             GlobalActorStoreModel.self)
        clients.registerTwin("twin-actor", summary: "a store that is an actor, its model on the main actor",
                             ActorStoreModel.self)
        clients.registerTwin("twin-retrying", summary: "a main-actor store that retries a failed product request after a back-off (Task.sleep)",
                             RetryingStore.self)
        clients.registerTwin("twin-observable-object", summary: "an ObservableObject store (import StoreKit, Combine, os): @Published state, Logger lines, alerts",
                             ProStore.self)
        clients.registerTwin("twin-coins", summary: "an @Observable consumable balance: each coin purchase credited once, then finished; coins spent",
                             CoinStore.self)
        clients.registerTwin("twin-coins-double-credit", summary: "the coin store sweeping Transaction.unfinished before finishing: credits a purchase twice",
                             DoubleCreditCoinStore.self)
        clients.registerTwin("twin-paid-to-free", summary: "a paid app turned free: AppTransaction's original version keeps Pro for who bought 1.x",
                             PaidToFreeStore.self)
        clients.registerTwin("twin-storefront", summary: "a paywall that follows Storefront.updates: products loaded again, prices in the new locale",
                             StorefrontStore.self)
        clients.registerTwin("twin-account-sheets", summary: "an account screen: manage subscriptions, offer-code and refund sheets, app account tokens",
                             AccountSettingsStore.self)
        clients.registerTwin("twin-promoted", summary: "purchases started on the App Store: PurchaseIntent.intents bought at once",
                             PromotedPurchaseStore.self)
        clients.registerTwin("twin-promoted-sk1", summary: "the same with StoreKit 1's observer: shouldAddStorePayment says yes",
                             LegacyPromotedPurchaseStore.self)
        clients.registerTwin("twin-product-ids", summary: "a tutorial-shaped store that grants by product id: purchasedProductIDs from currentEntitlements and updates",
                             PurchasedProductsStore.self)
        clients.registerTwin("twin-product-ids-refund-kept", summary: "the product-id store that only ever adds to purchasedProductIDs: a refunded product stays granted",
                             NeverForgetsStore.self)
        clients.registerTwin("twin-subscription-remembered", summary: "a subscription store that only ever adds to its set: a lapsed subscription stays granted",
                             RememberedSubscriptionStore.self)
        clients.registerTwin("twin-history", summary: "a purchase-history screen: Transaction.all and latest(for:) at each restore",
                             HistoryApp.self)
        clients.registerTwin("twin-server-check", summary: "code resumed from outside the twin (its own server's callback): the step reports it",
                             ServerCheckApp.self)
        clients.registerTwin("twin-blocking", summary: "a tap on Buy blocks its thread for 3 s: the twin gives the app up after 2 s and says so",
                             BlockingApp.self)
        clients.registerTwin("twin-spinning", summary: "code that yields in a loop forever: each step stops it after 100,000 jobs and says so",
                             SpinningApp.self)
        return clients
    }
}
