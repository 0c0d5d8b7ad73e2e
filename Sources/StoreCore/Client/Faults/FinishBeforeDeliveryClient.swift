import PurchasePort

/// `finish-before-delivery`: finishes a purchased transaction before delivering its content.
struct FinishBeforeDeliveryClient: ReferenceVariant {
    var base = ReferenceClient()

    mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
        var actions = base.receive(input, in: context)
        let purchased: StoreTransaction?
        switch input {
        case .purchaseResult(_, .success(let tx, _)), .transaction(let tx, _, _): purchased = tx
        default: purchased = nil
        }
        guard let tx = purchased, tx.state == .purchased, tx.revocationDate == nil,
              let deliver = actions.firstIndex(where: { if case .deliver(tx.id) = $0 { return true } else { return false } }),
              let finish = actions.firstIndex(where: { if case .finish(tx.id) = $0 { return true } else { return false } }),
              finish > deliver else { return actions }
        actions.insert(actions.remove(at: finish), at: deliver)
        return actions
    }
}
