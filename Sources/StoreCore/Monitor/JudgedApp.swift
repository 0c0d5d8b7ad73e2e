/// A running app the monitor judges at the end of a step: what it reports, and the consumable
/// transactions credited on its device this step or handed to it with a credit. Consumables are
/// judged when their credits change, never by a scan of the ledger.
struct JudgedApp: Sendable {
    let device: Int
    let report: ClientReport
    /// The consumable transactions, each once: those credited this step, then those handed over.
    let credited: [Grant]

    init(device d: Int, report: ClientReport, in world: World, after trace: Trace) {
        device = d
        self.report = report
        var credited: [Grant] = []
        func add(_ id: Int) {
            guard world.store.contains(id), world.devices[d].storage.consumables.hasCredited(id),
                  !credited.contains(where: { $0.transactionID == id }) else { return }
            credited.append(Grant(productID: world.store.transactions[id - 1].productID, transactionID: id))
        }
        for case .credited(let id, d) in trace.facts { add(id) }
        for case .handed(let id, d) in trace.facts { add(id) }
        self.credited = credited
    }

    /// Each product the app grants and the transaction it rests on, with its position: what it
    /// reports, then the consumables credited.
    func forEachGrant(_ body: (_ position: Int, Grant) -> Void) {
        for (position, grant) in report.grants.enumerated() { body(position, grant) }
        for (position, grant) in credited.enumerated() { body(report.grants.count + position, grant) }
    }
}
