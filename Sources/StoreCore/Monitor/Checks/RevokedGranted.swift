import PurchasePort

/// `revoked-granted`: nothing stays granted from a transaction the app was told is revoked.
struct RevokedGranted: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        for grant in app.grants { Self.judge(grant, on: app.device, in: world, &findings) }
    }

    /// Judges one grant of the app on device `d`.
    static func judge(_ grant: JudgedGrant, on d: DeviceIndex, in world: World, _ findings: inout [Finding]) {
        guard grant.isRevoked, world.devices[d].process.toldRevoked.contains(grant.transaction) else { return }
        findings.append(Finding(invariant: .revokedGranted, device: d,
                                detail: "\(grant.productID) is still granted from \(world.store.label(grant.transaction)), which the app was told is revoked",
                                order: .init(.shown, d.position, grant.transaction.rawValue, grant.position)))
    }
}
