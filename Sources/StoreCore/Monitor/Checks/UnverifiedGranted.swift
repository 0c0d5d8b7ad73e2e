/// `unverified-granted`: nothing is granted from a transaction that failed verification.
struct UnverifiedGranted: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        app.forEachGrant { position, grant in
            let id = grant.transactionID
            guard world.store.contains(id), !world.store.transactions[id - 1].isVerified else { return }
            findings.append(Finding(invariant: .unverifiedGranted, device: app.device,
                                    detail: "\(grant.productID) is granted from \(world.store.label(id)), which failed verification",
                                    order: .init(.shown, app.device, id, position)))
        }
    }
}
