import PurchasePort

/// `unowned-granted`: what the app grants rests on a transaction of the device's account that
/// unlocks it, and access rests on a grant or on the app's own evaluation. A product is
/// unlocked by a transaction of itself, of a subscription of the same group at the same or a
/// higher level (level 1 is the highest), of the store-dated trial of it, or of a bundle the app
/// reports (`ClientReport.bundles`); by nothing else — coins do not unlock Pro.
struct UnownedGranted: InvariantCheck {
    static let scope = InvariantScope.apps

    func judge(_ app: JudgedApp, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        let d = app.device
        let account = world.devices[d].account
        for grant in app.grants { Self.judge(grant, on: d, bundles: app.report.bundles, in: world, &findings) }
        for (position, unfounded) in app.unfounded.enumerated() {
            let detail = unfounded.transaction.map { "\(unfounded.productID) is granted from #\($0), a transaction the store never made" }
                ?? "\(unfounded.productID) is granted, but the account has no transaction of it or of a product that unlocks it"
            findings.append(Finding(invariant: .unownedGranted, device: d, detail: detail,
                                    order: .init(.shown, d.position, Int.max - 1, position)))
        }
        for (position, granted) in app.unfoundedOnAppPurchase.enumerated() {
            let download = granted.download
            findings.append(Finding(invariant: .unownedGranted, device: d,
                                    detail: "\(granted.productID) is granted as resting on the app purchase, but account '\(account)' got the app at its current version \(download.appVersion), not an earlier one, and has no transaction of it",
                                    order: .init(.shown, d.position, Int.max - 1, app.unfounded.count + position)))
        }
        let report = app.report
        let state = report.access.state
        guard state.grantsAccess, report.grantsNoTransaction, report.grantedProductIDs.isEmpty else { return }
        if case .evaluation = state, report.evaluationStart != nil { return }
        findings.append(Finding(invariant: .unownedGranted, device: d,
                                detail: "the app shows \(state.name), but no grant rests on a transaction and no evaluation of its own runs",
                                order: .init(.shown, d.position, Int.max - 1, Int.max)))
    }

    /// Judges one grant of the app on device `d`, whose report defines `bundles`.
    static func judge(_ grant: JudgedGrant, on d: DeviceIndex, bundles: [String: Set<String>], in world: World, _ findings: inout [Finding]) {
        let store = world.store
        let tx = store.transactions[id: grant.transaction]
        let why: String
        if tx.account != world.devices[d].account {
            why = "a purchase of another account"
        } else if !Self.unlocks(tx.productID, grant.productID, bundles: bundles, in: store.catalogue) {
            why = "a purchase of another product, which does not unlock it"
        } else {
            return
        }
        findings.append(Finding(invariant: .unownedGranted, device: d,
                                detail: "\(grant.productID) is granted from \(store.label(grant.transaction)), \(why)",
                                order: .init(.shown, d.position, grant.transaction.rawValue, grant.position)))
    }

    /// Whether a transaction of `product` may unlock `granted`.
    static func unlocks(_ product: String, _ granted: String, bundles: [String: Set<String>], in catalogue: Catalogue) -> Bool {
        if product == granted || bundles[product]?.contains(granted) == true { return true }
        switch catalogue[product]?.kind {
        case .trial(let of, _)?:
            return of == granted
        case .subscription(let group, _, let level)?:
            guard case .subscription(group, _, let grantedLevel)? = catalogue[granted]?.kind else { return false }
            return level <= grantedLevel
        default:
            return false
        }
    }

    /// The transaction a product granted by id alone rests on: the one that entitles to it now
    /// (`entitling`), else its latest transaction of it in any state (which the other
    /// invariants judge); nil when the account has none.
    static func foundation(of granted: String, account: String, bundles: [String: Set<String>], in store: Store) -> TransactionID? {
        entitling(granted, account: account, bundles: bundles, in: store) ?? store.latest(account: account, product: granted)?.id
    }

    /// The account's transaction that entitles to `granted` now: of it, else of a product that
    /// unlocks it; nil when none does.
    static func entitling(_ granted: String, account: String, bundles: [String: Set<String>], in store: Store) -> TransactionID? {
        if let tx = store.entitlingTransaction(account: account, product: granted) { return tx.id }
        for product in store.catalogue.products where product.id != granted && unlocks(product.id, granted, bundles: bundles, in: store.catalogue) {
            if let tx = store.entitlingTransaction(account: account, product: product.id) { return tx.id }
        }
        return nil
    }
}
