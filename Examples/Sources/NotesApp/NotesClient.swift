import PurchasePort

/// The adapter between the debugger's port and the Notes app's `StoreController`: each input
/// becomes the controller call the app makes for it, and what the controller asked for comes
/// back as the port's actions.
public struct NotesClient: PurchaseClient {
    private var controller: StoreController

    /// `updatesHandling` `.finishThenRefresh` is the deliberately buggy listener (`notes-buggy`).
    public init(updatesHandling: UpdatesHandling = .deliverThenFinish) {
        controller = StoreController(updatesHandling: updatesHandling)
    }

    public mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
        var effects = AppEffects()
        switch input {
        case .launched:
            controller.appDidLaunch(context, &effects)
        case .entitlements(let answer, let reason):
            controller.entitlementsArrived(answer, reason: reason, &effects)
        case .products(let answer):
            controller.productsArrived(answer, &effects)
        case .purchaseResult(let productID, let result):
            controller.purchaseFinished(productID, result, context, &effects)
        case .transaction(let transaction, let source, _):
            controller.handle(transaction, fromUpdates: source != .unfinished, context, &effects)
        case .syncFinished(let error):
            controller.syncFinished(error, &effects)
        case .user(.buy(let productID)):
            controller.buy(productID, &effects)
        case .user(.restore):
            controller.restorePurchases(&effects)
        case .user(.consume(_, let units)):
            controller.spendCoins(units, &effects)
        case .connectivityChanged(online: true):
            effects.readCurrentEntitlements(because: "back online")
        case .accountChanged:
            controller.accountChanged(&effects)
        case .transactionDeleted(let transaction):
            controller.forget(transaction)
        case .user(.useFeature), .user(.buyWithOffer), .connectivityChanged(online: false), .subscriptionStatuses, .subscriptionStatusChanged,
             .configurationChanged, .wokeUp, .unfinishedListed, .history:
            // Notes sells no subscription (so no offers); the trial starts at launch; access is derived when shown.
            break
        }
        return effects.actions
    }

    public func report(in context: ClientContext) -> ClientReport {
        controller.report(now: context.now)
    }
}
