import Foundation
import PurchasePort

/// Purchases as the store records them: the outcome it answers, the transaction it records
/// (activated when purchased), a change of plan scheduled for the next renewal, and a purchase
/// that waited going through. Each returns the facts it logs.
extension Store {
    /// Records a transaction; a purchased one is activated (dates, subscription chain).
    /// `offer` is the offer it is bought with. Returns it as recorded, and the fact of an
    /// upgrade that replaced the group's running period.
    mutating func record(_ product: StoreProduct, account: String, device: String?, state: TransactionState,
                         verification: StoreTransaction.Verification, ownership: StoreTransaction.Ownership = .purchased,
                         offer: StoreTransaction.Offer? = nil, appAccountToken: UUID? = nil,
                         quantity: Int = 1) -> (transaction: StoreTransaction, upgrade: EventFact?) {
        let now = now, storefront = settings.transactionStorefront
        var original: TransactionID? = nil
        if state == .purchased, ownership == .purchased, case .subscription(let group, _, _) = product.kind,
           let chain = chain(account: account, group: group), chain.isOngoing {
            original = chain.originalID
        }
        let id = record { id in
            var tx = StoreTransaction(id: id, originalID: original ?? id, productID: product.id, kind: product.kind, account: account,
                                 device: device, purchaseDate: now, originalPurchaseDate: now, ownership: ownership,
                                 verification: verification, state: state, quantity: quantity, external: product.external)
            tx.offer = offer
            tx.price = product.price
            if let appAccountToken { tx.appAccountToken = appAccountToken }
            if let storefront { tx.storefront = storefront }
            return tx
        }
        let upgrade = state == .purchased ? activate(id) : nil
        return (transactions[id: id], upgrade)
    }

    /// What the store answers a purchase of `productID`: the outcome the user's request asked
    /// for, else (offline) a network error, an injected failure, an unverified result or Ask to Buy.
    func outcome(ofPurchase productID: String, requested: PurchaseRequest?, online: Bool) -> PurchaseOutcome {
        let requested = requested?.productID == productID ? requested?.outcome ?? .success : .success
        guard requested == .success else { return requested }
        if !online { return .fail(.networkError) }
        if let injected = settings.failures[.purchase] { return .fail(injected) }
        if settings.failures[.verification] != nil { return .unverified }
        return settings.askToBuy ? .askToBuy : .success
    }

    /// The change a purchase of `product` makes to the account's running subscription of its
    /// group when it does not start at once (a downgrade, or a crossgrade to another duration):
    /// the chain's position and the change; nil when it starts at once or nothing runs.
    func changeForNextRenewal(to product: StoreProduct, account: String) -> (position: Int, SubscriptionChange)? {
        guard case .subscription(let group, _, _) = product.kind,
              let chain = chain(account: account, group: group), chain.isOngoing,
              let current = catalogue[chain.productID],
              let change = SubscriptionChange(from: current.kind, to: product.kind), !change.startsAtOnce,
              let position = chainPosition(account: account, group: group) else { return nil }
        return (position, change)
    }

    /// A downgrade, or a crossgrade to another duration: the current period goes on. Bought with
    /// an offer, the new product's first period is billed at it; an offer or a price increase
    /// waiting for the old product's renewal no longer applies.
    mutating func schedule(_ change: SubscriptionChange, ofChainAt position: Int, to productID: String,
                           offer named: StoreTransaction.Offer?) -> EventFact {
        let offer = named.flatMap { catalogue[productID]?.offer(for: $0) }
        updateChain(at: position) {
            $0.nextProductID = productID
            $0.nextOffer = offer
            // A price increase is the old product's: the renewal is at the new product's price.
            $0.priceIncrease = .noIncreasePending
        }
        return .changeScheduled(change.direction, product: productID, offer: offer, latest: chains[position].latestID,
                                at: chains[position].expirationDate)
    }

    /// A purchase that waited (Ask to Buy, interrupted) goes through now: purchased, dated now,
    /// activated. A subscription joins its group's ongoing chain, as a purchase made now would:
    /// an upgrade or a crossgrade of the same duration at once, a downgrade or another crossgrade
    /// at the next renewal, with the offer it was bought with; the product it runs, bought with
    /// an offer, takes the offer from the next renewal. Returns the facts to log, in order.
    mutating func completeWaitingPurchase(_ id: TransactionID, as how: EventFact.WaitingPurchase) -> [EventFact] {
        let now = now
        let tx = transactions[id: id]
        if case .subscription(let group, _, _) = tx.kind, tx.ownership == .purchased,
           let position = chainPosition(account: tx.account, group: group), chains[position].isOngoing {
            let chain = chains[position]
            let original = transactions[id: chain.originalID].originalPurchaseDate
            update(id) {
                $0.originalID = chain.originalID
                $0.originalPurchaseDate = original
            }
            let sameProductOffer = tx.productID == chain.productID && tx.offer != nil
            if let current = catalogue[chain.productID],
               let change = SubscriptionChange(from: current.kind, to: tx.kind), !change.startsAtOnce || sameProductOffer {
                // Ordered now, it starts with the next period: the current one goes on.
                update(id) {
                    $0.state = .purchased
                    $0.purchaseDate = now
                    $0.expirationDate = chain.expirationDate
                }
                let offer = tx.offer.flatMap { catalogue[tx.productID]?.offer(for: $0) }
                updateChain(at: position) {
                    $0.nextProductID = sameProductOffer ? nil : tx.productID
                    $0.nextOffer = offer
                    if !sameProductOffer { $0.priceIncrease = .noIncreasePending }
                }
                return [.waitingPurchaseScheduled(how, transaction: id, product: tx.productID, offer: offer, latest: chain.latestID,
                                                  at: chain.expirationDate)]
            }
        }
        update(id) {
            $0.state = .purchased
            $0.purchaseDate = now
        }
        let upgrade = activate(id)
        let completed = EventFact.waitingPurchaseCompleted(how, transaction: id, product: tx.productID, expiry(of: transactions[id: id]))
        return upgrade.map { [$0, completed] } ?? [completed]
    }

    /// The latest transaction of the account's ongoing subscription to `product` itself (not
    /// another product of its group), if it has one: buying it again buys nothing.
    func currentSubscription(to product: StoreProduct, account: String) -> StoreTransaction? {
        guard case .subscription(let group, _, _) = product.kind, let chain = chain(account: account, group: group),
              chain.isOngoing, chain.productID == product.id else { return nil }
        return transaction(chain.latestID)
    }

    /// The live family-shared transaction of a product for an account.
    func sharedTransaction(of product: String, account: String) -> StoreTransaction? {
        for id in history(account: account, product: product).reversed() {
            if let tx = transaction(id), tx.ownership == .familyShared, tx.revocationDate == nil, !tx.deleted,
               tx.state == .purchased || tx.state == .expired { return tx }
        }
        return nil
    }
}

/// The outcome the user's request asks the store for when the app purchases `productID`
/// (`buy P cancel`): handed to the purchases the request leads to, never kept.
struct PurchaseRequest: Sendable {
    let productID: String
    let outcome: PurchaseOutcome
}
