import PurchasePort

/// `left-unfinished`: a verified, purchased transaction handed to the app is delivered and
/// finished in the same step.
struct LeftUnfinished: InvariantCheck {
    static let scope = InvariantScope.step

    func judge(step world: World, after trace: Trace, _ findings: inout [Finding]) {
        var reported: Set<TransactionID> = []
        for (position, handed) in trace.handed.enumerated() {
            let (id, d) = (handed.transaction, handed.device)
            guard world.store.contains(id), !world.store.transactions[id: id].finished,
                  !reported.contains(id), let tx = world.store.transaction(id), !tx.deleted, world.devices[d].isAppRunning,
                  tx.verification.isVerified, tx.revocationDate == nil, world.store.effectiveState(of: tx) == .purchased,
                  !tx.external else { continue }
            reported.insert(id)
            findings.append(Finding(invariant: .leftUnfinished, device: d,
                                    detail: "\(world.store.label(id)) was handed to the app but not delivered and finished",
                                    order: .init(.handed, position)))
        }
    }
}
