import PurchasePort

/// A running app the monitor judges at the end of a step: what it reports, and what it grants
/// with the transaction each grant rests on as the ledger has it.
struct JudgedApp: Sendable {
    let device: DeviceIndex
    let report: ClientReport
    /// What the app grants: what it reports, then what it grants by product id alone (each
    /// resting on the transaction `UnownedGranted.foundation` finds for it), then the consumable
    /// transactions credited on its device this step or handed to it with a credit, each once
    /// (consumables are judged when their credits change, never by a scan of the ledger).
    /// Grants resting on no transaction of the ledger are in `unfounded` instead.
    let grants: [JudgedGrant]
    /// Grants that rest on no transaction: a product granted by id that the account has no
    /// transaction for, or a grant naming a transaction the store never made (`unowned-granted`).
    let unfounded: [(productID: String, transaction: TransactionID?)]
    /// Products granted as resting on the app purchase (`ClientReport.restsOnAppPurchase`) with
    /// no transaction either, while the account's download is of the app's current version:
    /// nothing paid stands behind them (`unowned-granted`), with that download.
    let unfoundedOnAppPurchase: [(productID: String, download: AppPurchase)]

    /// Where the grants a report lists besides its kept slots stand among its grants.
    static let listedAfterKept = 1 << 40

    /// Borrows the world and the trace: an initializer would otherwise take (and copy) them.
    /// `stepFacts` holds the step's credits and handovers by device (`StepFactsByDevice`), made
    /// once for every app judged; without it they are looked through for this app's.
    init(device d: DeviceIndex, report: consuming ClientReport, in world: borrowing World, after trace: borrowing Trace,
         stepFacts: StepFactsByDevice? = nil) {
        device = d
        var grants: [JudgedGrant] = []
        var unfounded: [(productID: String, transaction: TransactionID?)] = []
        var onAppPurchase: [(productID: String, download: AppPurchase)] = []
        // The grants the reference client keeps are judged slot by slot (`Monitor.judgeKept`):
        // here only those it lists besides, placed after every slot.
        let listed = report.kept?.extra ?? report.listedGrants
        let base = report.kept == nil ? 0 : Self.listedAfterKept
        for (index, grant) in listed.enumerated() {
            let position = base + index
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
        if let stepFacts {
            for id in stepFacts.credited(on: d) { Self.addCredited(id, on: d, after: reported, in: world, to: &grants) }
            for id in stepFacts.handed(on: d) { Self.addCredited(id, on: d, after: reported, in: world, to: &grants) }
        } else {
            for credit in trace.credits where credit.device == d { Self.addCredited(credit.transaction, on: d, after: reported, in: world, to: &grants) }
            for handed in trace.handed where handed.device == d { Self.addCredited(handed.transaction, on: d, after: reported, in: world, to: &grants) }
        }
        self.grants = grants
        // Last: moved in, not copied.
        self.report = report
    }

    /// Adds consumable transaction `id` once, if the device's ledger credited it. Static, taking
    /// the world as an argument: a local function capturing it copied it.
    private static func addCredited(_ id: TransactionID, on d: DeviceIndex, after reported: Int, in world: borrowing World, to grants: inout [JudgedGrant]) {
        guard world.store.contains(id), world.devices[d].storage.consumables.hasCredited(id),
              !grants[reported...].contains(where: { $0.transaction == id }) else { return }
        add(world.store.transactions[id: id].productID, id, at: grants.count, in: world, to: &grants)
    }

    static func add(_ product: String, _ id: TransactionID, at position: Int, in world: borrowing World, to grants: inout [JudgedGrant]) {
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
    let transaction: TransactionID
    /// Where it stands among the app's grants.
    let position: Int
    let isVerified: Bool
    let isRevoked: Bool
    let state: TransactionState
}

/// The transactions a step credited and handed over, by device, each list in the order they
/// happened: made once a step, so that judging each of N running apps does not look through
/// the N apps' credits and handovers (issue 26, item 8: a purchase every app hears of made a
/// step cost the square of the devices). Sorted by counting, into one flat list per kind: a
/// dictionary of one list per device made an allocation for each app that heard a purchase.
struct StepFactsByDevice {
    private let credits: FactsByDevice
    private let handovers: FactsByDevice

    init(_ trace: borrowing Trace) {
        credits = FactsByDevice(trace.credits)
        handovers = FactsByDevice(trace.handed)
    }

    /// The transactions credited on device `d` this step, in order.
    func credited(on d: DeviceIndex) -> ArraySlice<TransactionID> { credits[d] }

    /// The transactions handed to the app on device `d` this step, in order.
    func handed(on d: DeviceIndex) -> ArraySlice<TransactionID> { handovers[d] }
}

/// Transactions on devices, grouped by device (a counting sort, stable): device `d`'s are
/// `transactions[starts[d] ..< starts[d + 1]]`.
struct FactsByDevice {
    private let transactions: [TransactionID]
    private let starts: [Int]

    init(_ facts: [PortFact.TransactionOnDevice]) {
        var devices = 0
        for fact in facts where fact.device.position >= devices { devices = fact.device.position + 1 }
        var starts = [Int](repeating: 0, count: devices + 1)
        for fact in facts where fact.device.position >= 0 { starts[fact.device.position + 1] += 1 }
        for d in 0..<devices { starts[d + 1] += starts[d] }
        var next = starts
        var transactions = [TransactionID](repeating: 0, count: starts[devices])
        for fact in facts where fact.device.position >= 0 {
            transactions[next[fact.device.position]] = fact.transaction
            next[fact.device.position] += 1
        }
        (self.transactions, self.starts) = (transactions, starts)
    }

    subscript(device: DeviceIndex) -> ArraySlice<TransactionID> {
        let d = device.position
        guard d >= 0, d + 1 < starts.count else { return [] }
        return transactions[starts[d] ..< starts[d + 1]]
    }
}
