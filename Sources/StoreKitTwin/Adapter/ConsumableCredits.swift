import StoreCore

/// How the twin learns what the app did with consumables: the app shows its balance of each
/// (`TwinAppReport.consumableBalances`), and what changed since it was last accounted for becomes
/// the port's actions. A rise is a credit of the consumable transactions handed to the app, the
/// oldest first, each up to the units it bought; a rise with every one of them fully credited is
/// credited to the latest again, which the monitor calls `consumable-double-credit`. A fall is
/// a use (`consume ID N`) while the user uses that product up, else the withdrawal of a revoked
/// transaction handed to the app.
struct ConsumableCredits {
    /// The consumable ledger at launch: the balances and credits carried over from earlier runs.
    private var ledger = ConsumableLedger()
    /// The balance accounted for since launch, by product.
    private var accounted: [String: Int] = [:]
    /// Consumable transactions handed to the app since launch, oldest first.
    private var handed: [StoreCore.StoreTransaction] = []
    /// Units credited since launch, by transaction.
    private var credited: [TransactionID: Int] = [:]
    private var withdrawn: Set<TransactionID> = []
    /// The product the user is using up in this step (`consume ID N`).
    var consuming: String?

    /// Starts accounting at a launch, from the ledger the device keeps.
    mutating func launch(with ledger: ConsumableLedger) {
        self = ConsumableCredits()
        self.ledger = ledger
    }

    /// A transaction handed to the app: a purchase's result, an update, an unfinished one.
    mutating func noteHanded(_ record: StoreCore.StoreTransaction) {
        guard record.kind == .consumable, !handed.contains(where: { $0.id == record.id && $0.revocationDate == record.revocationDate }) else { return }
        handed.append(record)
    }

    /// The actions that account for the balances the app shows now, and lines for what nothing accounts for.
    mutating func actions(for balances: [String: Int]) -> [ClientAction] {
        var actions: [ClientAction] = []
        for (productID, shown) in balances.sorted(by: { $0.key < $1.key }) {
            let before = accounted[productID] ?? ledger.balance(of: productID)
            accounted[productID] = shown
            if shown > before {
                actions += credit(shown - before, of: productID)
            } else if shown < before {
                actions += fall(before - shown, of: productID)
            }
        }
        return actions
    }

    private mutating func credit(_ units: Int, of productID: String) -> [ClientAction] {
        let ofProduct = handed.filter { $0.productID == productID && $0.revocationDate == nil }
        guard let latest = ofProduct.last else {
            return [.log(LogLine("StoreKit twin: the app's balance of \(productID) rose by \(units) with no transaction of it handed to the app"))]
        }
        var actions: [ClientAction] = []
        var left = units
        for record in ofProduct where left > 0 {
            let open = record.quantity - unitsCredited(by: record.id)
            guard open > 0 else { continue }
            let taken = min(open, left)
            actions.append(creditAction(record, taken))
            left -= taken
        }
        if left > 0 { actions.append(creditAction(latest, left)) }
        return actions
    }

    private mutating func creditAction(_ record: StoreCore.StoreTransaction, _ units: Int) -> ClientAction {
        credited[record.id, default: 0] += units
        return .credit(transactionID: record.id, productID: record.productID, units: units)
    }

    private func unitsCredited(by id: TransactionID) -> Int {
        ledger.unitsCredited(by: id) + (credited[id] ?? 0)
    }

    private mutating func fall(_ units: Int, of productID: String) -> [ClientAction] {
        if consuming == productID { return [.consume(productID: productID, units: units)] }
        if let revoked = handed.first(where: { $0.productID == productID && $0.revocationDate != nil && !withdrawn.contains($0.id) }) {
            withdrawn.insert(revoked.id)
            return [.withdraw(transactionID: revoked.id, productID: productID)]
        }
        return [.log(LogLine("StoreKit twin: the app's balance of \(productID) fell by \(units) with nothing used up or refunded"))]
    }
}
