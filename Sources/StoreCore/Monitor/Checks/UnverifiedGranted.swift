import PurchasePort

/// `unverified-granted`: nothing is granted from a transaction that failed verification.
struct UnverifiedGranted: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        for grant in app.grants { Self.judge(grant, on: app.device, in: world, &findings) }
    }

    /// Judges one grant of the app on device `d`.
    static func judge(_ grant: JudgedGrant, on d: DeviceIndex, in world: World, _ findings: inout [Finding]) {
        guard !grant.isVerified else { return }
        findings.append(Finding(invariant: .unverifiedGranted, device: d,
                                detail: "\(grant.productID) is granted from \(world.store.label(grant.transaction)), which failed verification",
                                order: .init(.shown, d.position, grant.transaction.rawValue, grant.position)))
    }
}
