import PurchasePort

/// `read-listing-after-purchase`: re-reads the entitlement listing instead of using the purchase
/// or update it was handed (so it never delivers or finishes it).
struct ReadListingAfterPurchaseClient: ReferenceVariant {
    var base = ReferenceClient()

    mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
        var handed: (StoreTransaction, Delivery)?
        var actions: [ClientAction] = []
        switch input {
        case .purchaseResult(_, .success(let tx, _)):
            handed = (tx, .purchaseResult)
            actions.append(.tell(tx.verification.isVerified ? UserMessage(.purchased, "Purchased \(context.configuration[tx.productID]?.title ?? tx.productID)")
                                                          : UserMessage(.failed, "The purchase could not be verified; nothing was unlocked.")))
        case .transaction(let tx, .update, _):
            handed = (tx, .update)
        default:
            break
        }
        guard let (tx, delivery) = handed, !tx.external, tx.state == .purchased, tx.revocationDate == nil else {
            return base.receive(input, in: context)
        }
        actions.append(.log("\(delivery.phrase): #\(tx.id) \(tx.productID); the app re-reads the listing instead of using it"))
        actions.append(.readEntitlements(reason: "after the \(delivery.phrase)"))
        return actions
    }
}
