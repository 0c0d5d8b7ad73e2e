import PurchasePort

/// A running app the monitor judges at the end of a step: what it reports, and what it grants
/// with the transaction each grant rests on as the ledger has it.
struct JudgedApp: Sendable {
    let device: Int
    let report: ClientReport
    /// What the app grants: what it reports, then what it grants by product id alone (each
    /// resting on the transaction `UnownedGranted.foundation` finds for it), then the consumable
    /// transactions credited on its device this step or handed to it with a credit, each once
    /// (consumables are judged when their credits change, never by a scan of the ledger).
    /// Grants resting on no transaction of the ledger are in `unfounded` instead.
    let grants: [JudgedGrant]
    /// Grants that rest on no transaction: a product granted by id that the account has no
    /// transaction for, or a grant naming a transaction the store never made (`unowned-granted`).
    let unfounded: [(productID: String, transaction: Int?)]
    /// Products granted as resting on the app purchase (`ClientReport.restsOnAppPurchase`) with
    /// no transaction either, while the account's download is of the app's current version:
    /// nothing paid stands behind them (`unowned-granted`), with that download.
    let unfoundedOnAppPurchase: [(productID: String, download: AppPurchase)]

    /// Borrows the world and the trace: an initializer would otherwise take (and copy) them.
    init(device d: Int, report: ClientReport, in world: borrowing World, after trace: borrowing Trace) {
        device = d
        self.report = report
        var grants: [JudgedGrant] = []
        if !report.grants.isEmpty { grants.reserveCapacity(report.grants.count) }
        var unfounded: [(productID: String, transaction: Int?)] = []
        var onAppPurchase: [(productID: String, download: AppPurchase)] = []
        for (position, grant) in report.grants.enumerated() {
            if world.store.contains(grant.transactionID) {
                Self.add(grant.productID, grant.transactionID, at: position, in: world, to: &grants)
            } else {
                unfounded.append((grant.productID, grant.transactionID))
            }
        }
        if !report.grantedProductIDs.isEmpty {
            let account = world.devices[d].account
            for (offset, product) in report.grantedProductIDs.sorted().enumerated() where !report.grants.contains(where: { $0.productID == product }) {
                if let id = UnownedGranted.foundation(of: product, account: account, bundles: report.bundles, in: world.store) {
                    Self.add(product, id, at: report.grants.count + offset, in: world, to: &grants)
                } else if report.restsOnAppPurchase.contains(product) {
                    let download = world.appPurchase(of: account)
                    if !download.fromEarlierVersion { onAppPurchase.append((product, download)) }
                } else {
                    unfounded.append((product, nil))
                }
            }
        }
        self.unfounded = unfounded
        unfoundedOnAppPurchase = onAppPurchase
        let reported = grants.count
        for credit in trace.credits where credit.device == d { Self.addCredited(credit.transaction, on: d, after: reported, in: world, to: &grants) }
        for handed in trace.handed where handed.device == d { Self.addCredited(handed.transaction, on: d, after: reported, in: world, to: &grants) }
        self.grants = grants
    }

    /// Adds consumable transaction `id` once, if the device's ledger credited it. Static, taking
    /// the world as an argument: a local function capturing it copied it.
    private static func addCredited(_ id: Int, on d: Int, after reported: Int, in world: borrowing World, to grants: inout [JudgedGrant]) {
        guard world.store.contains(id), world.devices[d].storage.consumables.hasCredited(id),
              !grants[reported...].contains(where: { $0.transaction == id }) else { return }
        add(world.store.transactions[id: id].productID, id, at: grants.count, in: world, to: &grants)
    }

    private static func add(_ product: String, _ id: Int, at position: Int, in world: borrowing World, to grants: inout [JudgedGrant]) {
        guard world.store.contains(id) else { return }
        grants.append(JudgedGrant(productID: product, transaction: id, position: position,
                                  isVerified: world.store.transactions[id: id].isVerified,
                                  isRevoked: world.store.transactions[id: id].revocationDate != nil,
                                  state: world.store.transactions[id: id].state))
    }
}

/// One product an app grants, and the transaction it rests on as the ledger has it.
struct JudgedGrant: Sendable {
    let productID: String
    let transaction: Int
    /// Where it stands among the app's grants.
    let position: Int
    let isVerified: Bool
    let isRevoked: Bool
    let state: TransactionState
}
