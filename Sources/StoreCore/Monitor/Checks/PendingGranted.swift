/// `pending-granted`: nothing is granted from an Ask to Buy still waiting for approval.
struct PendingGranted: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        app.forEachGrant { position, grant in
            let id = grant.transactionID
            guard world.store.contains(id), world.store.transactions[id - 1].state == .pending else { return }
            findings.append(Finding(invariant: .pendingGranted, device: app.device,
                                    detail: "\(grant.productID) is granted from \(world.store.label(id)), still waiting for approval",
                                    order: .init(.shown, app.device, id, position)))
        }
    }
}
