import PurchasePort

/// `grace-access-lost`: an app that has read, from the store, a subscription in its billing
/// grace period (its status, or a listing, which still has it, read when the device's clock is
/// past its expiration: before, the listing reads as an active period) does not take access away while
/// the grace period runs. Apple's Billing Grace Period keeps the subscriber's paid service during
/// it, and the seeds call cutting a user off on the first failed renewal the mistake (002: "In
/// grace period or billing retry, keep access on"). Billing retry is the app's call, and not
/// judged. Until that read the app may not know. Judged: what the app shows
/// (`AccessState.grantsAccess`; `checking` locks nothing), then the products it grants (one of the
/// subscription's group, or one the subscription unlocks through a bundle, keeps access). Not
/// judged: a subscription whose latest transaction did not verify (the app must not grant it), a
/// grace period the device's clock says has ended, one of another account than the device's now,
/// one of a product sold for other code, and a group whose loss another source of access hides
/// (the app shows access).
struct GraceAccessLost: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        let d = app.device
        // Most apps never read a subscription in its grace period: nothing to look through.
        guard !world.devices[d].process.toldInGrace.isEmpty else { return }
        let state = app.report.access.state
        if state.grantsAccess { return }
        if case .checking = state { return }
        let store = world.store
        let deviceNow = world.deviceTime(d)
        var granted: [String]?
        for id in world.devices[d].process.toldInGrace.sorted() {
            guard store.contains(id), store.transactions[id: id].isVerified,
                  let position = store.chainPosition(originalID: store.transactions[id: id].originalID),
                  store.chains[position].latestID == id, store.chains[position].account == world.devices[d].account,
                  case .grace(let until) = store.chains[position].phase,
                  deviceNow < until else { continue }
            let product = store.transactions[id: id].productID
            if let at = store.catalogue.position(of: product), store.catalogue.products[at].external { continue }
            let products = granted ?? app.report.grants.map(\.productID) + app.report.grantedProductIDs.sorted()
            granted = products
            if products.contains(where: { Self.keepsAccess(from: product, $0, bundles: app.report.bundles, in: store.catalogue) }) { continue }
            findings.append(Finding(invariant: .graceAccessLost, device: d,
                                    detail: "\(product) is in its billing grace period (\(store.label(id))), as the app read it from the store, but the app shows \(state.name)",
                                    order: .init(.shown, d.position, id.rawValue, Int.max - 2)))
        }
    }

    /// Whether granting `granted` keeps access to subscription `product`: a product of its group,
    /// or one it unlocks.
    static func keepsAccess(from product: String, _ granted: String, bundles: [String: Set<String>], in catalogue: Catalogue) -> Bool {
        if case .subscription(let group, _, _)? = catalogue.kind(of: product),
           case .subscription(group, _, _)? = catalogue.kind(of: granted) {
            return true
        }
        return UnownedGranted.unlocks(product, granted, bundles: bundles, in: catalogue)
    }
}
