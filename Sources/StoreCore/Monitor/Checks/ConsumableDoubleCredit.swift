import PurchasePort

/// `consumable-double-credit`: a consumable transaction credits no more units than it bought.
/// Judged per transaction, when it is credited.
struct ConsumableDoubleCredit: InvariantCheck {
    static let scope = InvariantScope.step

    func judge(step world: World, after trace: Trace, _ findings: inout [Finding]) {
        // Most steps credit one at most: no set for those. A purchase every running app hears
        // of is credited on each in turn: the same id again is not looked up in the set.
        var judged: Set<TransactionID> = []
        var last: TransactionID? = nil
        for (position, credit) in trace.credits.enumerated() {
            let (id, d) = (credit.transaction, credit.device)
            guard id != last else { continue }
            last = id
            guard trace.credits.count == 1 || judged.insert(id).inserted, let tx = world.store.transaction(id) else { continue }
            let credited = world.devices[d].storage.consumables.unitsCredited(by: id)
            guard credited > tx.quantity else { continue }
            findings.append(Finding(invariant: .consumableDoubleCredit, device: d,
                                    detail: "\(credited) unit\(credited == 1 ? "" : "s") of \(tx.productID) credited for \(tx.quantity) bought",
                                    order: .init(.credited, position)))
        }
    }
}
