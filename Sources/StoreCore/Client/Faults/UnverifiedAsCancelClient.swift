import PurchasePort

/// `unverified-as-cancel`: tells the user a purchase that did not verify was cancelled.
struct UnverifiedAsCancelClient: ReferenceVariant {
    var base = ReferenceClient()

    mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
        if case .purchaseResult(let productID, .success(let tx, _)) = input, !tx.verification.isVerified {
            return [.tell(UserMessage(.cancelled, "Purchase cancelled")),
                    .log("The app tells the user the purchase of \(productID) was cancelled")]
        }
        return base.receive(input, in: context)
    }
}
