import PurchasePort

/// `pending-granted`: nothing is granted from an Ask to Buy still waiting for approval.
struct PendingGranted: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        for grant in app.grants { Self.judge(grant, on: app.device, in: world, &findings) }
    }

    /// Judges one grant of the app on device `d`.
    static func judge(_ grant: JudgedGrant, on d: DeviceIndex, in world: World, _ findings: inout [Finding]) {
        guard grant.state == .pending else { return }
        findings.append(Finding(invariant: .pendingGranted, device: d,
                                detail: "\(grant.productID) is granted from \(world.store.label(grant.transaction)), still waiting for approval",
                                order: .init(.shown, d.position, grant.transaction.rawValue, grant.position)))
    }
}
