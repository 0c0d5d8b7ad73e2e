import PurchasePort

/// `expired-granted`: nothing stays granted from an auto-renewable subscription that has lapsed
/// (expired, and not in its grace period or billing retry) once the app has read it from the
/// store since: a listing, which leaves it out, or its status. Seed 002: "Expired or revoked,
/// remove access the next time you recompute entitlements." Until that read, the app may not
/// know; a lapse no read has shown it is not a breach. A grant that something else the account
/// holds still gives (a renewal, a resubscription, a higher level, a bundle) is not one either.
struct ExpiredGranted: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        for grant in app.grants { Self.judge(grant, on: app.device, bundles: app.report.bundles, in: world, &findings) }
    }

    /// Judges one grant of the app on device `d`, whose report defines `bundles`.
    static func judge(_ grant: JudgedGrant, on d: DeviceIndex, bundles: [String: Set<String>] = [:], in world: World,
                      _ findings: inout [Finding]) {
        guard grant.state == .expired else { return }
        let store = world.store
        let tx = store.transactions[id: grant.transaction]
        // Another account's transaction, or a product the subscription does not give, is
        // `unowned-granted`'s.
        guard tx.isAutoRenewable, tx.account == world.devices[d].account, world.devices[d].process.toldLapsed.contains(tx.originalID),
              UnownedGranted.unlocks(tx.productID, grant.productID, bundles: bundles, in: store.catalogue),
              !stillGiven(grant.productID, account: tx.account, bundles: bundles, in: store) else { return }
        findings.append(Finding(invariant: .expiredGranted, device: d,
                                detail: "\(grant.productID) is still granted from \(store.label(grant.transaction)), a subscription that had lapsed when the app last read it from the store",
                                order: .init(.shown, d.position, grant.transaction.rawValue, grant.position)))
    }

    /// Whether something the account holds gives `product` now: a transaction that entitles to
    /// it or to a product that unlocks it, or a subscription of its group still going on (in
    /// billing retry the app may keep access: seeds 002 and 004).
    static func stillGiven(_ product: String, account: String, bundles: [String: Set<String>], in store: Store) -> Bool {
        if case .subscription(let group, _, _)? = store.catalogue.kind(of: product),
           let chain = store.chain(account: account, group: group), chain.isOngoing,
           UnownedGranted.unlocks(chain.productID, product, bundles: bundles, in: store.catalogue) {
            return true
        }
        return UnownedGranted.entitling(product, account: account, bundles: bundles, in: store) != nil
    }
}
