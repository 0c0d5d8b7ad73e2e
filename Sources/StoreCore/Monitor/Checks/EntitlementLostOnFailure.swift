import PurchasePort

/// `entitlement-lost-on-failure`: a failure must not erase an unlock the store still grants
/// (seed 000): neither one the app granted earlier this session, nor, at launch, one the
/// device's own copy of the account's purchases holds (which answers even offline).
struct EntitlementLostOnFailure: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        let d = app.device
        guard trace.failed.contains(d) else { return }
        let store = world.store
        let account = world.devices[d].account
        let owned = Self.ownedNonConsumables(app.report, account: account, in: store)
        var lost: [String] = []
        if !trace.contextChanged.contains(d), let before = trace.reportBeforeFailure(on: d).map({ Self.ownedNonConsumables($0, account: account, in: store) }) {
            // A grant whose transaction was deleted or revoked was not lost to the failure.
            lost = before.keys.sorted().filter { product in
                guard owned[product] == nil, let id = before[product], let tx = store.transaction(id) else { return false }
                return !tx.deleted && tx.revocationDate == nil
            }
        } else if trace.contextChanged.contains(d), app.report.knowsOwnership {
            lost = world.devices[d].entitlementCopy.listing.compactMap { cached -> String? in
                guard let tx = store.transaction(cached.id), tx.kind.isNonConsumable, owned[tx.productID] == nil,
                      tx.entitles(at: store.now), !tx.external else { return nil }
                return tx.productID
            }
        }
        var seen = Set<String>()
        for (position, product) in lost.enumerated() where seen.insert(product).inserted {
            guard store.entitlingTransaction(account: world.devices[d].account, product: product) != nil else { continue }
            findings.append(Finding(invariant: .entitlementLostOnFailure, device: d,
                                    detail: "\(product) is still owned, but the app dropped it after a failure",
                                    order: .init(.lost, d, position)))
        }
    }

    /// The unlocks and trials a report grants, by product: the transaction (for one granted by
    /// id alone, the one it rests on).
    private static func ownedNonConsumables(_ report: ClientReport, account: String, in store: Store) -> [String: TransactionID] {
        var owned: [String: TransactionID] = [:]
        for grant in report.grants where store.catalogue[grant.productID]?.kind.isNonConsumable == true {
            owned[grant.productID] = grant.transactionID
        }
        for product in report.grantedProductIDs where owned[product] == nil && store.catalogue[product]?.kind.isNonConsumable == true {
            owned[product] = UnownedGranted.foundation(of: product, account: account, bundles: report.bundles, in: store)
        }
        return owned
    }
}
