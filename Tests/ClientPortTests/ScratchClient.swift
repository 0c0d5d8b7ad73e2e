import Foundation
import StoreCore

/// An app team's StoreController, written from scratch against the public `PurchaseClient` port:
/// a 14-day evaluation leading to a permanent unlock, a monthly subscription, and coins credited
/// to a balance. It starts its listener at launch, verifies every transaction, delivers before it
/// finishes, leaves other code's products alone, applies revocations, shows Ask to Buy as
/// pending, restores only on request, and shows its paywall only once the store has answered.
/// Built with a `Bug`, it makes exactly that mistake.
struct ScratchClient: PurchaseClient {
    let products: ShopProducts
    /// The mistake this build makes; nil for the clean client.
    let bug: Bug?

    /// An entitlements read has listed what is owned since launch (even from the device's copy).
    var entitlementsAnswered = false
    /// The subscription status has answered since launch.
    var statusesAnswered = false
    /// The transaction the unlock rests on, while the app believes it owned.
    var unlockTransaction: TransactionID?
    /// The subscription's status as the app last heard it (verified only).
    var subscription: SubscriptionStatus?
    /// Purchases shown as waiting for approval: product → transaction.
    var pending: [String: TransactionID] = [:]
    var productsLoaded = false
    var listenerStarted = false
    /// Transactions delivered this session: a listing that lags behind must not take them away.
    var delivered: Set<TransactionID> = []
    /// Transactions the store said were refunded or revoked.
    var revoked: Set<TransactionID> = []
    var evaluationStart: Date?
    /// The user asked to restore; they are told the outcome once the read is done.
    var restoring = false

    init(products: ShopProducts, bug: Bug? = nil) {
        self.products = products
        self.bug = bug
    }

    func makes(_ mistake: Bug) -> Bool { bug == mistake }

    mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
        switch input {
        case .launched:
            return launch(context)
        case .entitlements(let answer, _):
            return entitlementsRead(answer)
        case .subscriptionStatuses(let answer):
            if case .statuses(let statuses) = answer {
                statusesAnswered = true
                if let heard = statuses[products.subscriptionGroup], heard.isVerified { learn(heard) } else { subscription = nil }
            }
            return restoreFinished()
        case .products(let answer):
            productsLoaded = if case .loaded = answer { true } else { false }
            return []
        case .purchaseResult(let productID, let result):
            return purchaseReturned(productID, result, context)
        case .transaction(let transaction, _, let status):
            return handle(transaction, status: status, fromPurchase: false, context)
        case .subscriptionStatusChanged(let status):
            learn(status)
            return []
        case .syncFinished(let error):
            if let error { return [.tell(UserMessage(.failed, "Restore failed (\(error.rawValue))"))] }
            restoring = true
            return [.readEntitlements(reason: "restore")]
        case .user(let request):
            return userRequested(request, context)
        case .connectivityChanged(let online):
            return online ? [.readEntitlements(reason: "back online")] : []
        case .accountChanged:
            // What the app knew belonged to the other Apple ID.
            entitlementsAnswered = false
            statusesAnswered = false
            unlockTransaction = nil
            subscription = nil
            pending = [:]
            return [.readEntitlements(reason: "the account changed"), .readUnfinished]
        case .transactionDeleted(let transaction):
            if unlockTransaction == transaction.id { unlockTransaction = nil }
            if pending[transaction.productID] == transaction.id { pending[transaction.productID] = nil }
            return []
        case .configurationChanged, .wokeUp, .unfinishedListed, .history:
            // Access is derived from the clock whenever it is reported: nothing to do.
            return []
        }
    }

    func report(in context: ClientContext) -> ClientReport {
        ClientReport(access: access(context), grants: grants(at: context.now), pending: pending,
                     knowsOwnership: entitlementsAnswered, evaluationStart: evaluationStart)
    }

    // MARK: - Launch, reads and the user's requests

    private mutating func launch(_ context: ClientContext) -> [ClientAction] {
        var actions: [ClientAction] = []
        if !makes(.lazyListener) {
            listenerStarted = true
            actions.append(.startListener)
        }
        actions += loadEvaluation(context)
        return actions + [.readEntitlements(reason: "launch"), .loadProducts, .readUnfinished]
    }

    private mutating func entitlementsRead(_ answer: EntitlementsAnswer) -> [ClientAction] {
        switch answer {
        case .listed(let transactions, _):
            apply(listing: transactions)
            entitlementsAnswered = true
            return [.readSubscriptionStatuses]
        case .cancelled(let answeredNothing), .failed(_, let answeredNothing):
            if answeredNothing, makes(.readsNothingAsNone) { unlockTransaction = nil }
            return [.log("The entitlements read did not answer; the app keeps what it knew")] + restoreFinished()
        case .unreachable:
            return [.log("The store is unreachable; the app keeps what it knew")] + restoreFinished()
        }
    }

    /// Takes a listing's word on the unlock, except for one delivered this session and not
    /// revoked: the listing may not have it yet.
    private mutating func apply(listing transactions: [StoreTransaction]) {
        for transaction in transactions where transaction.revocationDate != nil { revoked.insert(transaction.id) }
        let listed = transactions.first {
            $0.productID == products.unlock && $0.verification.isVerified && $0.revocationDate == nil
        }
        if let listed {
            unlockTransaction = listed.id
        } else if let current = unlockTransaction, !delivered.contains(current) || revoked.contains(current) {
            unlockTransaction = nil
        }
    }

    /// Tells the user what a restore brought back, once its read is done.
    private mutating func restoreFinished() -> [ClientAction] {
        guard restoring else { return [] }
        restoring = false
        let restored = unlockTransaction != nil || subscription != nil
        return [.tell(UserMessage(.restored, restored ? "Purchases restored" : "Nothing to restore"))]
    }

    private mutating func userRequested(_ request: UserRequest, _ context: ClientContext) -> [ClientAction] {
        switch request {
        case .buy(let productID), .buyWithOffer(let productID, _):
            var actions: [ClientAction] = []
            if makes(.lazyListener), !listenerStarted {
                listenerStarted = true
                actions.append(.startListener)
            }
            guard productsLoaded else { return actions + [.tell(UserMessage(.unavailable, "The store is unavailable"))] }
            if case .buyWithOffer(_, let offer) = request { return actions + [.purchaseWithOffer(productID: productID, offer: offer)] }
            return actions + [.purchase(productID: productID)]
        case .restore:
            return [.sync]
        case .useFeature:
            return []
        case .consume(let productID, let units):
            guard context.storage.consumables.balance(of: productID) >= units else {
                return [.tell(UserMessage(.info, "Not enough coins"))]
            }
            return [.consume(productID: productID, units: units)]
        }
    }

    private mutating func purchaseReturned(_ productID: String, _ result: PurchaseResult,
                                           _ context: ClientContext) -> [ClientAction] {
        switch result {
        case .success(let transaction, let status):
            guard transaction.verification.isVerified || makes(.grantsUnverified) else {
                let message = makes(.unverifiedAsCancel) ? UserMessage(.cancelled, "Purchase cancelled")
                    : UserMessage(.failed, "The purchase could not be verified; nothing was unlocked")
                return [.tell(message)]
            }
            return [.tell(UserMessage(.purchased, "Thank you!"))]
                + handle(transaction, status: status, fromPurchase: true, context)
        case .pending(let id):
            pending[productID] = id
            if makes(.grantsPending), productID == products.unlock { unlockTransaction = id }
            return [.tell(UserMessage(.pending, "Waiting for approval"))]
        case .userCancelled:
            return [.tell(nil)]
        case .failed(let error):
            return [.tell(UserMessage(.failed, "Purchase failed (\(error.rawValue))"))]
        case .interrupted:
            return [.tell(UserMessage(.info, "Finish the purchase in the App Store"))]
        case .scheduledForRenewal:
            return [.tell(UserMessage(.info, "Your plan changes at the next renewal"))]
        }
    }
}
