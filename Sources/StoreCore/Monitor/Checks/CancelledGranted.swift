import PurchasePort

/// `cancelled-granted`: nothing is granted from a purchase that was cancelled, failed, declined
/// or interrupted.
struct CancelledGranted: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        for grant in app.grants { Self.judge(grant, on: app.device, in: world, &findings) }
    }

    /// Judges one grant of the app on device `d`.
    static func judge(_ grant: JudgedGrant, on d: DeviceIndex, in world: World, _ findings: inout [Finding]) {
        switch grant.state {
        case .cancelled, .failed, .declined, .interrupted:
            findings.append(Finding(invariant: .cancelledGranted, device: d,
                                    detail: "\(grant.productID) is granted from \(world.store.label(grant.transaction)), which is \(grant.state.rawValue)",
                                    order: .init(.shown, d.position, grant.transaction.rawValue, grant.position)))
        case .pending, .purchased, .revoked, .expired:
            break
        }
    }
}
