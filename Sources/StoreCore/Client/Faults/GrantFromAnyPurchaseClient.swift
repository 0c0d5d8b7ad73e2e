import PurchasePort

/// `grant-any-purchase`: unlocks the app from any purchase — buying coins unlocks it, as an app
/// that checks only "a transaction verified" rather than which product it is for.
struct GrantFromAnyPurchaseClient: ReferenceVariant {
    var base = ReferenceClient()
    /// The purchase of another product the app took as its unlock.
    private var unlockedBy: TransactionID?

    mutating func receive(_ input: ClientInput, in context: ClientContext) -> [ClientAction] {
        var actions = base.receive(input, in: context)
        let handed: StoreTransaction?
        switch input {
        case .purchaseResult(_, .success(let tx, _)), .transaction(let tx, .update, _): handed = tx
        case .accountChanged: unlockedBy = nil; handed = nil
        default: handed = nil
        }
        if let tx = handed, unlockedBy == nil, let unlock = Self.unlock(in: context.configuration), tx.productID != unlock,
           !tx.external, tx.verification.isVerified, tx.state == .purchased, tx.revocationDate == nil {
            unlockedBy = tx.id
            actions.append(.log("#\(tx.id) \(tx.productID) verified; the app unlocks \(unlock) from it"))
        }
        return actions
    }

    func report(in context: ClientContext) -> ClientReport {
        let report = base.report(in: context)
        guard let id = unlockedBy, let unlock = Self.unlock(in: context.configuration), !report.grants(unlock) else { return report }
        let access = report.access.state == .unlocked ? report.access : AccessView(state: .unlocked, reason: "owned via #\(id)", paywallShown: false)
        return ClientReport(access: access, grants: report.grants + [Grant(productID: unlock, transactionID: id)], pending: report.pending,
                            knowsOwnership: report.knowsOwnership, evaluationStart: report.evaluationStart)
    }

    /// The product the app's paid features hang on: the evaluation's unlock, else its first unlock.
    private static func unlock(in configuration: AppConfiguration) -> String? {
        configuration.evaluation?.unlockProductID
            ?? configuration.products.first { $0.kind == .unlock && !$0.external }?.id
    }
}
