import PurchasePort

/// `unverified-granted`: nothing is granted from a transaction that failed verification.
struct UnverifiedGranted: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        for grant in app.grants where !grant.isVerified {
            findings.append(Finding(invariant: .unverifiedGranted, device: app.device,
                                    detail: "\(grant.productID) is granted from \(world.store.label(grant.transaction)), which failed verification",
                                    order: .init(.shown, app.device, grant.transaction, grant.position)))
        }
    }
}
