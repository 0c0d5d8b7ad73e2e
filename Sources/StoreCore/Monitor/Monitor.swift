import Foundation
import PurchasePort

/// The monitor: named invariants checked at the end of every step. It judges a client only by
/// what it did — the inputs it was handed, the actions it took, what it reported and told the
/// user — against the store's truth, and looks only at what the step touched (the trace), never
/// at the whole ledger. Each invariant is a check of its own (`InvariantCheck`).
struct Monitor: Sendable {
    /// The checks of every invariant, in `Invariant.allCases` order, split by what they judge.
    private var appChecks: [any InvariantCheck] = []
    private var stepChecks: [any InvariantCheck] = []
    /// Violations found at the end of the previous step (reported once while they stand).
    private var standing: Set<StandingViolation> = []
    /// What each device's kept grants were found to breach when last judged, with what they
    /// were judged against, so that the next step judges only the slots it can have changed.
    private var kept: [DeviceIndex: KeptJudgement] = [:]
    /// From how many kept slots on a device the monitor judges only what changed (below it,
    /// every slot each step; an equivalence test sets 0).
    var judgesChangesFrom = 64

    init() {
        for invariant in Invariant.allCases {
            let check = invariant.check
            switch type(of: check).scope {
            case .apps: appChecks.append(check)
            case .step: stepChecks.append(check)
            }
        }
    }

    /// Judges the step `trace` recorded, which left `world`: the violations to report, each
    /// with its device, in order. A breach is reported once while it stands: the same breach
    /// seen again next step is not news, unless its app launched again or changed account.
    /// The reports the step kept for the monitor (`Trace.reportedAtEnd`) are taken out of the
    /// trace, not copied.
    mutating func judge(_ trace: inout Trace, in world: World) -> [(violation: Violation, device: DeviceIndex)] {
        var findings: [Finding] = []
        let judged = trace.judged
        // By device once, when there are several to sort out.
        let stepFacts = trace.credits.count + trace.handed.count > 2 ? StepFactsByDevice(trace) : nil
        for d in judged where world.devices[d].process.running {
            // Not `??`: its closure would capture the world, and copy it.
            let report: ClientReport
            if let atEnd = trace.takeReportAtEnd(on: d) { report = atEnd } else { report = world.report(onDevice: d) }
            // The report moved into the app judged, not copied: a copy retains all it holds, for
            // every running app a purchase is announced to.
            let app = JudgedApp(device: d, report: consume report, in: world, after: trace, stepFacts: stepFacts)
            for index in appChecks.indices { appChecks[index].judge(app, in: world, after: trace, &findings) }
            // Most apps keep no grant: nothing to judge, nothing to make. Asked in place: bound
            // with `if let`, the grants were copied (their tables retained) to be found empty.
            if app.report.kept?.hasNoSlots == true {
                if !kept.isEmpty { kept[d] = nil }
            } else if let grants = app.report.kept {
                judgeKept(grants, on: d, in: world, after: trace, &findings)
            } else if !kept.isEmpty {
                kept[d] = nil
            }
        }
        // A step check judges only the step's port facts: after a step that recorded none (most
        // do not), none of them has anything to judge.
        if !trace.handed.isEmpty || !trace.finishes.isEmpty || !trace.credits.isEmpty || !trace.toldCancelled.isEmpty {
            for index in stepChecks.indices { stepChecks[index].judge(step: world, after: trace, &findings) }
        }
        var reported: [(violation: Violation, device: DeviceIndex)] = []
        if !findings.isEmpty {
            var stillStanding: Set<StandingViolation> = []
            // Ties keep the order found in.
            let ordered = findings.indices.sorted { (findings[$0].order, $0) < (findings[$1].order, $1) }
            for index in ordered {
                let finding = findings[index]
                let key = StandingViolation(invariant: finding.invariant, device: finding.device, detail: finding.detail)
                // Once per step, and not again while it stands.
                guard stillStanding.insert(key).inserted else { continue }
                if standing.contains(key), !trace.contextChanged.contains(finding.device) { continue }
                reported.append((Violation(invariant: finding.invariant, step: trace.step, trueTime: world.store.now,
                                           device: world.devices[finding.device].name, detail: finding.detail), finding.device))
            }
            // What stands on a device that was not judged this step still stands.
            standing = stillStanding.union(standing.filter { !judged.contains($0.device) })
        } else if !standing.isEmpty {
            standing = standing.filter { !judged.contains($0.device) }
        }
        return reported
    }
}

extension Monitor {
    /// Judges the grants the reference client keeps (`KeptGrants`) on device `d`: after a step
    /// that can only have changed some of them, the slots that differ from those judged last
    /// and the slots resting on a transaction the ledger changed since; after any other step
    /// (launch, time, the catalogue, a revocation or a lapse told), every slot. What each slot breaches is
    /// kept, so that its findings stand without judging it again (issue 26, item 8). `grants`
    /// holds at least one slot.
    private mutating func judgeKept(_ grants: KeptGrants, on d: DeviceIndex, in world: World, after trace: Trace, _ findings: inout [Finding]) {
        // Below `judgesChangesFrom` slots, every slot every step, and nothing kept to compare
        // with: no judgement is made (one cost about 1,000 instructions a step, made to be dropped).
        guard grants.unlocks.count + grants.subscriptions.count + grants.passes.count >= judgesChangesFrom else {
            if !kept.isEmpty { kept[d] = nil }
            Self.judgeEverySlot(of: grants.unlocks, table: 0, at: grants.now, on: d, in: world, &findings)
            Self.judgeEverySlot(of: grants.subscriptions, table: 1, at: grants.now, on: d, in: world, &findings)
            Self.judgeEverySlot(of: grants.passes, table: 2, at: grants.now, on: d, in: world, &findings)
            return
        }
        let tables = grants.slots
        let ledger = world.store.transactions
        if var judgement = kept.removeValue(forKey: d), judgement.tables.count == tables.count,
           !trace.contextChanged.contains(d), judgement.now == grants.now, judgement.catalogue == world.store.catalogueGeneration,
           judgement.account == world.devices[d].account, judgement.toldRevoked == world.devices[d].process.toldRevoked.count,
           judgement.toldLapsed == world.devices[d].process.toldLapsed.count,
           judgement.ledger.count <= ledger.count {
            var positions = Set<Int>()
            for (t, table) in tables.enumerated() {
                let before = judgement.tables[t]
                for s in table.positionsDiffering(from: before) { positions.insert(s * tables.count + t) }
                for s in min(table.count, before.count)..<max(table.count, before.count) { positions.insert(s * tables.count + t) }
            }
            var changed = ledger.positionsDiffering(from: judgement.ledger) { a, b in
                a.state != b.state || a.revocationDate != b.revocationDate || a.isVerified != b.isVerified
                    || a.account != b.account || a.productID != b.productID
            }.map { $0 + 1 }
            changed.append(contentsOf: (judgement.ledger.count + 1)..<(ledger.count + 1))
            for id in changed { positions.formUnion(judgement.byTransaction[TransactionID(id)] ?? []) }
            for position in positions {
                let (s, t) = position.quotientAndRemainder(dividingBy: tables.count)
                if s < judgement.tables[t].count, let old = judgement.tables[t][s] {
                    judgement.byTransaction[old.grant.transactionID]?.remove(position)
                }
                judgement.findings[position] = nil
                guard s < tables[t].count, let slot = tables[t][s] else { continue }
                judgement.byTransaction[slot.grant.transactionID, default: []].insert(position)
                guard slot.grants(at: grants.now) else { continue }
                var found: [Finding] = []
                Self.judge(slot.grant, at: position, on: d, in: world, &found)
                if !found.isEmpty { judgement.findings[position] = found }
            }
            judgement.tables = tables
            judgement.ledger = ledger
            for found in judgement.findings.values { findings.append(contentsOf: found) }
            kept[d] = judgement
            return
        }
        var judgement = KeptJudgement(tables: tables, now: grants.now, ledger: ledger, catalogue: world.store.catalogueGeneration,
                                      account: world.devices[d].account, toldRevoked: world.devices[d].process.toldRevoked.count,
                                      toldLapsed: world.devices[d].process.toldLapsed.count)
        for (t, table) in tables.enumerated() {
            for (s, slot) in table.enumerated() {
                guard let slot else { continue }
                let position = s * tables.count + t
                judgement.byTransaction[slot.grant.transactionID, default: []].insert(position)
                guard slot.grants(at: grants.now) else { continue }
                var found: [Finding] = []
                Self.judge(slot.grant, at: position, on: d, in: world, &found)
                if found.isEmpty { continue }
                findings.append(contentsOf: found)
                judgement.findings[position] = found
            }
        }
        kept[d] = judgement
    }

    /// Judges every slot of kept table `t` granting at `now`, in slot order, at the positions
    /// the kept path numbers them (`s * tables.count + t`).
    private static func judgeEverySlot(of table: ChunkedArray<GrantSlot?>, table t: Int, at now: Date, on d: DeviceIndex,
                                       in world: World, _ findings: inout [Finding]) {
        for (s, slot) in table.enumerated() {
            guard let slot, slot.grants(at: now) else { continue }
            judge(slot.grant, at: s * KeptGrants.tableCount + t, on: d, in: world, &findings)
        }
    }

    /// What one kept grant breaches, in the order of `Invariant.allCases`.
    private static func judge(_ grant: Grant, at position: Int, on d: DeviceIndex, in world: World, _ findings: inout [Finding]) {
        let id = grant.transactionID
        guard world.store.contains(id) else {
            findings.append(Finding(invariant: .unownedGranted, device: d,
                                    detail: "\(grant.productID) is granted from #\(id), a transaction the store never made",
                                    order: .init(.shown, d.position, Int.max - 1, position)))
            return
        }
        let tx = world.store.transactions[id: id]
        let judged = JudgedGrant(productID: grant.productID, transaction: id, position: position, isVerified: tx.isVerified,
                                 isRevoked: tx.revocationDate != nil, state: tx.state)
        UnverifiedGranted.judge(judged, on: d, in: world, &findings)
        RevokedGranted.judge(judged, on: d, in: world, &findings)
        // Re-judged when the slot's own transaction changes, not when another transaction of the
        // account comes to give the product (`ExpiredGranted.stillGiven`): enough while kept
        // slots never grant a subscription past its end, as the reference client's do not.
        ExpiredGranted.judge(judged, on: d, in: world, &findings)
        PendingGranted.judge(judged, on: d, in: world, &findings)
        CancelledGranted.judge(judged, on: d, in: world, &findings)
        UnownedGranted.judge(judged, on: d, bundles: [:], in: world, &findings)
    }
}

/// The kept grants of one device as the monitor last judged them (`Monitor.judgeKept`).
struct KeptJudgement: Sendable {
    var tables: [ChunkedArray<GrantSlot?>]
    let now: Date
    var ledger: ChunkedArray<StoreTransaction>
    let catalogue: Int
    let account: String
    let toldRevoked: Int
    let toldLapsed: Int
    /// What each slot breaches, by position (slot × tables + table), for the slots that breach.
    var findings: [Int: [Finding]] = [:]
    /// The positions of the slots resting on each transaction.
    var byTransaction: [TransactionID: Set<Int>] = [:]
}

/// A violation as it stands, so that it is reported once while it does.
struct StandingViolation: Hashable, Sendable {
    let invariant: Invariant
    let device: DeviceIndex
    let detail: String
}
