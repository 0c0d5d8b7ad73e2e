import Foundation
import PurchasePort

/// The built-in client: the app's purchase code as seeds 000–004 say it should be written.
/// Listener started at launch, every result verified, deliver then finish, only its own
/// products finished, revocations re-derived, pending never unlocks, ownership read without
/// waiting for prices, restore only on request, and a failure never erases an entitlement
/// already derived this session. What it knows lives only in this value, fresh at each launch.
package struct ReferenceClient: PurchaseClient {
    var rules: ReferenceRules

    /// The store has genuinely answered an entitlements read since launch.
    var storeAnswered = false
    /// The app acts as if the store had answered (a faulty client may believe it without an answer).
    var believesAnswered = false
    /// The subscription status has answered since launch; until it does, having no
    /// subscription means "not known yet", never "none".
    var subscriptionStatusAnswered = false
    /// Non-consumables (unlocks, trials) the app believes owned, by product.
    var owned: GrantingDictionary<OwnedItem> = [:]
    /// Auto-renewable subscriptions as the app last heard of them, by group.
    var subscriptions: GrantingDictionary<SubscriptionStatus> = [:]
    /// Non-renewing subscriptions, by product: the latest expiration heard of.
    var nonRenewing: GrantingDictionary<KnownNonRenewing> = [:]
    /// Auto-renewable subscriptions as the last entitlements read listed them, by group: what
    /// the app goes by for a group whose status it has not heard (offline, or the status call
    /// failed).
    var listedSubscriptions: [String: ListedSubscription] = [:]
    /// Purchases waiting for approval, by product.
    var pending: [String: TransactionID] = [:]
    var products: ProductsState = .notLoaded
    /// Transactions whose content was delivered (or whose revocation was applied).
    var delivered = TransactionIDSet()
    /// Revocations the app has been told about (by an update or a read).
    var toldRevoked = TransactionIDSet()
    /// Unlocks taken away by a refund or revocation this session, by product: the transaction.
    var revokedUnlocks: [String: TransactionID] = [:]
    /// Unlocks and passes delivered or listed this session, by product and id: what is left when
    /// one is revoked or deleted.
    var knownByProduct: [String: [TransactionID: StoreTransaction]] = [:]
    var evaluationStart: Date?
    /// The products answer at launch decides whether ownership is read (`needsPricesForOwnership`).
    var awaitingLaunchProducts = false
    /// What the entitlements read said, logged once the subscription status has answered too.
    var readSummary: ClientLine?
    /// The user asked to restore: tell them what came back once the read is complete.
    var restoring = false
    /// Units this input credited, by product: the device's ledger does not have them yet.
    var creditedThisInput: [String: Int] = [:]

    /// The first owned unlock in catalogue order, as the last input left it: what access shows
    /// without an evaluation, kept instead of looked for among every owned product at every
    /// report (issue 26, item 8). Valid while `owned` has no changes not taken since.
    var firstUnlock: (position: Int, id: String)?
    /// The catalogue changed: the first owned unlock is looked for again.
    var firstUnlockStale = false
    /// The first group by name whose subscription gives access, as the last input left it,
    /// and the span of the device's clock that holds for (issue 26, item 8: access looked
    /// through every group at every report).
    var firstRunning: FirstRunningGroup?

    struct FirstRunningGroup: Equatable, Sendable {
        var group: String?
        var from: Date
        var until: Date
    }

    package init() { rules = ReferenceRules() }

    init(rules: ReferenceRules) { self.rules = rules }

    struct OwnedItem: Hashable, Sendable {
        let transactionID: TransactionID
        let ownership: StoreTransaction.Ownership
        let purchaseDate: Date
    }

    struct KnownNonRenewing: Hashable, Sendable {
        let transactionID: TransactionID
        let expirationDate: Date
    }

    struct ListedSubscription: Hashable, Sendable {
        let transactionID: TransactionID
        let productID: String
        let expirationDate: Date
        /// The store listed it when, by the device's clock, it had already expired: it is in a
        /// billing grace period (`currentEntitlements` keeps a subscription there, seed 004), and
        /// gives access until a read leaves it out. Only a listing from the store says so, or the
        /// device's copy, read offline, of a transaction the store so listed before.
        let listedPastExpiration: Bool

        func givesAccess(at now: Date) -> Bool { listedPastExpiration || expirationDate > now }
    }

    enum ProductsState: Hashable, Sendable {
        case notLoaded
        case loaded
        case empty
        case failed(StoreError)
    }

    var productsLoaded: Bool { products == .loaded }

    package mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
        var actions: [ClientAction] = []
        // Most inputs answer with a handful of actions: one allocation rather than three. Those
        // answered with none (a wake-up, the end of the unfinished sweep) allocate nothing.
        switch input {
        case .wokeUp, .unfinishedListed, .history, .configurationChanged: break
        default: actions.reserveCapacity(6)
        }
        // Emptied, its storage kept: a consumable every running app hears of is credited on
        // each, and a new table for every one of them was an allocation per app per purchase.
        if !creditedThisInput.isEmpty { creditedThisInput.removeAll(keepingCapacity: true) }
        switch input {
        case .launched:
            launch(context, &actions)
        case .entitlements(let answer, let reason):
            readAnswered(answer, reason: reason, context, &actions)
        case .subscriptionStatuses(let answer):
            statusesAnswered(answer, context, &actions)
        case .products(let answer):
            productsAnswered(answer, context, &actions)
        case .purchaseResult(let productID, let result):
            purchaseFinished(productID, result, context, &actions)
        case .transaction(let transaction, let source, let status):
            handle(transaction, via: Delivery(source), status: status, context, &actions)
        case .subscriptionStatusChanged(let status):
            if status.isVerified || rules.trustsUnverified { know(status, &actions) }
        case .syncFinished(let error):
            syncFinished(error, &actions)
        case .user(let request):
            userRequested(request, context, &actions)
        case .connectivityChanged(let online):
            if online { actions.append(.readEntitlements(reason: "back online")) }
        case .accountChanged:
            // What it knew, and that the store had answered, was the other Apple ID's: until the
            // new account's reads answer, nothing is locked or offered.
            believesAnswered = false
            subscriptionStatusAnswered = false
            owned = [:]
            subscriptions = [:]
            nonRenewing = [:]
            listedSubscriptions = [:]
            pending = [:]
            knownByProduct = [:]
            actions.append(.readEntitlements(reason: "the account changed"))
            // The app's recovery sweep of `Transaction.unfinished` runs for the new account too.
            actions.append(.readUnfinished)
        case .transactionDeleted(let transaction):
            forget(transaction)
            if context.isOnline { actions.append(.readEntitlements(reason: "a transaction was deleted")) }
        case .configurationChanged:
            firstUnlockStale = true
        case .wokeUp, .unfinishedListed, .history:
            break
        }
        refreshFirstUnlock(context.configuration.catalogue)
        refreshFirstRunning(at: context.now)
        return actions
    }

    package func access(in context: ClientContext) -> AccessView { access(context) }

    package func report(in context: ClientContext) -> ClientReport {
        return ClientReport(access: access(context),
                            kept: KeptGrants(unlocks: owned.table.slots, subscriptions: subscriptions.table.slots, passes: nonRenewing.table.slots,
                                             now: context.now, extra: listedGrants(at: context.now)),
                            pending: pending, knowsOwnership: believesAnswered, evaluationStart: evaluationStart)
    }

    // MARK: - Launch and the user's requests

    private mutating func launch(_ context: ClientContext, _ actions: inout [ClientAction]) {
        actions.append(.startListener)
        loadEvaluation(context, &actions)
        if rules.needsPricesForOwnership {
            awaitingLaunchProducts = true
            actions.append(.loadProducts)
        } else {
            actions.append(.readEntitlements(reason: "launch"))
            actions.append(.loadProducts)
        }
        actions.append(.readUnfinished)
    }

    private mutating func userRequested(_ request: UserRequest, _ context: ClientContext, _ actions: inout [ClientAction]) {
        switch request {
        case .buy(let productID), .buyWithOffer(let productID, _):
            guard productsLoaded else {
                let state: String
                switch products {
                case .failed(let error): state = "failed with \(error.rawValue)"
                case .empty: state = "came back empty"
                case .notLoaded, .loaded: state = "are not loaded"
                }
                actions.append(.tell(UserMessage(.unavailable, "\(context.configuration[productID]?.title ?? productID) is unavailable")))
                actions.append(.log("Cannot buy \(productID): the products \(state); the app shows it as unavailable"))
                return
            }
            if case .buyWithOffer(_, let offer) = request {
                actions.append(.purchaseWithOffer(productID: productID, offer: offer))
            } else {
                actions.append(.purchase(productID: productID))
            }
        case .restore:
            actions.append(.sync)
        case .useFeature:
            if let evaluation = context.configuration.evaluation, evaluation.start == .firstUse, evaluationStart == nil,
               !access(context).state.grantsAccess {
                startEvaluation(at: context.now, context, &actions)
            }
        case .consume(let productID, let units):
            actions.append(.consume(productID: productID, units: units))
        }
    }

    private mutating func purchaseFinished(_ productID: String, _ result: PurchaseResult, _ context: ClientContext,
                                           _ actions: inout [ClientAction]) {
        // The title read in place: `configuration[productID]` copies the whole product.
        let catalogue = context.configuration.catalogue
        let title = catalogue.position(of: productID).map { catalogue.products[$0].title } ?? productID
        switch result {
        case .success(let transaction, let status):
            if transaction.verification.isVerified {
                actions.append(.tell(UserMessage(.purchased, "Purchased \(title)")))
            } else {
                actions.append(.tell(UserMessage(.failed, "The purchase could not be verified; nothing was unlocked. Contact support if you were charged.")))
            }
            handle(transaction, via: .purchaseResult, status: status, context, &actions)
        case .pending(let id):
            pending[productID] = id
            actions.append(.tell(UserMessage(.pending, "Waiting for approval (Ask to Buy)")))
            actions.append(.log("The app shows the purchase as waiting for approval; nothing unlocked"))
        case .userCancelled:
            actions.append(.tell(nil))
        case .failed(let error):
            actions.append(.tell(UserMessage(.failed, "Purchase failed (\(error.rawValue))")))
        case .interrupted:
            actions.append(.tell(UserMessage(.info, "Purchase interrupted; it completes when resolved")))
        case .scheduledForRenewal:
            actions.append(.tell(UserMessage(.info, "Switches to \(productID) at the next renewal")))
        }
    }

    private mutating func syncFinished(_ error: StoreError?, _ actions: inout [ClientAction]) {
        if let error {
            actions.append(.tell(UserMessage(.failed, "Restore failed (\(error.rawValue))")))
            actions.append(.log("AppStore.sync() failed (\(error.rawValue)); the app keeps what it knew"))
            return
        }
        actions.append(.log("AppStore.sync(): the user asked to restore purchases"))
        restoring = true
        actions.append(.readEntitlements(reason: "restore"))
    }

    /// Forgets a transaction the transaction manager deleted; what else it was handed for the
    /// product still stands.
    private mutating func forget(_ transaction: StoreTransaction) {
        let (id, product) = (transaction.id, transaction.productID)
        if pending[product] == id { pending[product] = nil }
        delivered.remove(id)
        knownByProduct[product]?[id] = nil
        if owned[product]?.transactionID == id {
            owned[product] = stillOwned(product).map { OwnedItem(transactionID: $0.id, ownership: $0.ownership, purchaseDate: $0.purchaseDate) }
        }
        // A group's status or listing that rested on it is not known any more, nor a listing as old
        // as that status (an earlier transaction): the read that follows says what stands.
        if case .subscription(let group, _, _) = transaction.kind {
            let statusRestedOnIt = subscriptions[group]?.transactionID == id
            if statusRestedOnIt { subscriptions[group] = nil }
            if let listed = listedSubscriptions[group]?.transactionID, listed == id || statusRestedOnIt && listed < id {
                listedSubscriptions[group] = nil
            }
        }
    }

    /// `#3 com.example.pro`
    func label(_ transaction: StoreTransaction) -> String { "#\(transaction.id) \(transaction.productID)" }
}
