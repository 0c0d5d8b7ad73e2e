import StoreCore

/// Transactions handed to the app: verify, deliver, then finish; revocations taken back.
extension ScratchClient {
    mutating func handle(_ transaction: StoreTransaction, status: SubscriptionStatus?, fromPurchase: Bool,
                         _ context: ClientContext) -> [ClientAction] {
        let id = transaction.id
        guard products.sells(transaction.productID) else {
            return makes(.finishesForeign) ? [.finish(transactionID: id)] : []
        }
        guard transaction.verification.isVerified || makes(.grantsUnverified) else {
            return [.log("#\(id) failed verification; not granted, left unfinished")]
        }
        if transaction.revocationDate != nil {
            return revoke(transaction, status: status) + [.deliver(transactionID: id), .finish(transactionID: id)]
        }
        switch makes(.grantsAnyUpdate) ? .purchased : transaction.state {
        case .pending:
            pending[transaction.productID] = id
            return []
        case .declined, .cancelled, .failed, .interrupted:
            if pending[transaction.productID] == id { pending[transaction.productID] = nil }
            return []
        case .revoked:
            return []
        case .expired:
            // A past subscription period: nothing to give, only its status to learn.
            if let status { learn(status) }
            return [.deliver(transactionID: id), .finish(transactionID: id)]
        case .purchased:
            let delivery = deliver(transaction, status: status, context)
            if makes(.finishesBeforeDelivery) { return [.finish(transactionID: id)] + delivery }
            if makes(.leavesPurchasesUnfinished), fromPurchase { return delivery }
            return delivery + [.finish(transactionID: id)]
        }
    }

    /// Gives the user what a purchased transaction provides.
    private mutating func deliver(_ transaction: StoreTransaction, status: SubscriptionStatus?,
                                  _ context: ClientContext) -> [ClientAction] {
        let (id, product) = (transaction.id, transaction.productID)
        delivered.insert(id)
        pending[product] = nil
        if makes(.grantsFromAnyPurchase), unlockTransaction == nil { unlockTransaction = id }
        var actions: [ClientAction] = []
        switch product {
        case products.unlock:
            unlockTransaction = id
        case products.subscription:
            if let status { learn(status) }
        case products.coins:
            if makes(.creditsTwice) || !context.storage.consumables.hasCredited(id) {
                actions.append(.credit(transactionID: id, productID: product, units: transaction.quantity))
            }
        default:
            break
        }
        return actions + [.deliver(transactionID: id)]
    }

    /// Takes back what a refunded or revoked transaction gave.
    private mutating func revoke(_ transaction: StoreTransaction, status: SubscriptionStatus?) -> [ClientAction] {
        revoked.insert(transaction.id)
        guard !makes(.ignoresRevocation) else { return [] }
        switch transaction.productID {
        case products.unlock:
            if unlockTransaction == transaction.id { unlockTransaction = nil }
        case products.subscription:
            if let status { learn(status) }
        case products.coins:
            return [.withdraw(transactionID: transaction.id, productID: transaction.productID)]
        default:
            break
        }
        return []
    }

    /// Takes a verified status of the app's subscription group as what it knows of it.
    mutating func learn(_ status: SubscriptionStatus) {
        guard status.group == products.subscriptionGroup, status.isVerified else { return }
        if makes(.keepsLapsedSubscription), case .expired = status.phase, subscription != nil { return }
        subscription = status
    }
}
