import PurchasePort

/// `revoked-granted`: nothing stays granted from a transaction the app was told is revoked.
struct RevokedGranted: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        for grant in app.grants where grant.isRevoked && world.devices[app.device].process.toldRevoked.contains(grant.transaction) {
            findings.append(Finding(invariant: .revokedGranted, device: app.device,
                                    detail: "\(grant.productID) is still granted from \(world.store.label(grant.transaction)), which the app was told is revoked",
                                    order: .init(.shown, app.device, grant.transaction, grant.position)))
        }
    }
}
