/// `cancelled-granted`: nothing is granted from a purchase that was cancelled, failed, declined
/// or interrupted.
struct CancelledGranted: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        app.forEachGrant { position, grant in
            let id = grant.transactionID
            guard world.store.contains(id) else { return }
            let state = world.store.transactions[id - 1].state
            switch state {
            case .cancelled, .failed, .declined, .interrupted:
                findings.append(Finding(invariant: .cancelledGranted, device: app.device,
                                        detail: "\(grant.productID) is granted from \(world.store.label(id)), which is \(state.rawValue)",
                                        order: .init(.shown, app.device, id, position)))
            case .pending, .purchased, .revoked, .expired:
                break
            }
        }
    }
}
