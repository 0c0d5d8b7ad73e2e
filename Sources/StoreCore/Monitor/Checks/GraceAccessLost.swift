import PurchasePort

/// `grace-access-lost`: an app that has read, from the store, a subscription in its billing
/// grace period (a listing, which still has it, or its status) does not take access away while
/// the grace period runs. Apple's Billing Grace Period keeps the subscriber's paid service during
/// it, and the seeds call cutting a user off on the first failed renewal the mistake (002: "In
/// grace period or billing retry, keep access on"). Billing retry is the app's call, and not
/// judged. Until that read the app may not know; the app's access is what it shows
/// (`AccessState.grantsAccess`) or a product of the subscription's group it grants.
struct GraceAccessLost: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        let d = app.device
        let told = world.devices[d].process.toldInGrace
        // Most apps never read a subscription in its grace period: nothing to look through.
        guard !told.isEmpty, !app.report.access.state.grantsAccess else { return }
        let store = world.store
        let account = world.devices[d].account
        for position in store.chains.indices where store.chains[position].account == account {
            let chain = store.chains[position]
            guard case .grace = chain.phase, told.contains(chain.latestID),
                  store.catalogue[chain.productID]?.external != true,
                  !Self.grantsFromGroup(chain.group, app.report, in: store.catalogue) else { continue }
            findings.append(Finding(invariant: .graceAccessLost, device: d,
                                    detail: "\(chain.productID) is in its billing grace period (\(store.label(chain.latestID))), as the app read it from the store, but the app shows \(app.report.access.state.name)",
                                    order: .init(.shown, d.position, chain.latestID.rawValue, Int.max - 2)))
        }
    }

    /// Whether the report grants a product of subscription group `group`.
    static func grantsFromGroup(_ group: String, _ report: ClientReport, in catalogue: Catalogue) -> Bool {
        let granted = report.grants.map(\.productID) + report.grantedProductIDs
        return granted.contains { product in
            if case .subscription(group, _, _)? = catalogue.kind(of: product) { return true }
            return false
        }
    }
}
