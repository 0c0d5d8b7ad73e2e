import PurchasePort

/// `finish-foreign`: finishes transactions of products it does not handle.
struct FinishForeignClient: ReferenceVariant {
    var base = ReferenceClient()

    mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
        if case .transaction(let tx, let source, _) = input, tx.external {
            return [.finish(transactionID: tx.id),
                    .log("\(Delivery(source).phrase): #\(tx.id) \(tx.productID) is another product's; the app finished it anyway")]
        }
        return base.receive(input, in: context)
    }
}
