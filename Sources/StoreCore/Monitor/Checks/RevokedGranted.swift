/// `revoked-granted`: nothing stays granted from a transaction the app was told is revoked.
struct RevokedGranted: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        app.forEachGrant { position, grant in
            let id = grant.transactionID
            guard world.store.contains(id), world.store.transactions[id - 1].revocationDate != nil,
                  world.devices[app.device].process.toldRevoked.contains(id) else { return }
            findings.append(Finding(invariant: .revokedGranted, device: app.device,
                                    detail: "\(grant.productID) is still granted from \(world.store.label(id)), which the app was told is revoked",
                                    order: .init(.shown, app.device, id, position)))
        }
    }
}
