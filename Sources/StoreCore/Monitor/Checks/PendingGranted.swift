import PurchasePort

/// `pending-granted`: nothing is granted from an Ask to Buy still waiting for approval.
struct PendingGranted: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        for grant in app.grants where grant.state == .pending {
            findings.append(Finding(invariant: .pendingGranted, device: app.device,
                                    detail: "\(grant.productID) is granted from \(world.store.label(grant.transaction)), still waiting for approval",
                                    order: .init(.shown, app.device, grant.transaction, grant.position)))
        }
    }
}
