import Foundation
import StoreCore

/// The lanes of the ledger: one per subscription group and per other product, of each account.
extension TimelineRecorder {
    /// A lane's identity: a subscription group or a product, of one account.
    private struct ProductLaneKey: Hashable {
        let account: String
        let name: String
        let isGroup: Bool
    }

    func productLanes(_ engine: Engine) -> [TimelineLane] {
        let store = engine.store
        var order: [ProductLaneKey] = []
        var members: [ProductLaneKey: [StoreTransaction]] = [:]
        for transaction in store.transactions where !transaction.deleted {
            let key: ProductLaneKey
            if case .subscription(let group, _, _) = transaction.kind {
                key = ProductLaneKey(account: transaction.account, name: group, isGroup: true)
            } else {
                key = ProductLaneKey(account: transaction.account, name: transaction.productID, isGroup: false)
            }
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(transaction)
        }
        let manyAccounts = Set(order.map(\.account)).count > 1
        let waits = waitingSpans()
        return order.map { key in
            var periods: [TimelinePeriod] = []
            var marks: [TimelineMark] = []
            for transaction in members[key] ?? [] {
                draw(transaction, waited: waits[transaction.id], now: store.now, periods: &periods, marks: &marks)
            }
            if key.isGroup {
                drawPhases(account: key.account, group: key.name, periods: &periods, marks: &marks)
            }
            let title = (key.isGroup ? "group \(key.name)" : store.catalogue[key.name]?.title ?? key.name)
                + (manyAccounts ? " (\(key.account))" : "")
            return TimelineLane(kind: key.isGroup ? .subscriptionGroup : .product, title: title,
                                periods: periods.sorted { $0.start < $1.start },
                                marks: marks.sorted { $0.at < $1.at })
        }
    }

    /// When each transaction that waited for a parent was first seen waiting, and first seen
    /// no longer waiting (nil while it still waits).
    private func waitingSpans() -> [TransactionID: (start: Date, end: Date?)] {
        var spans: [TransactionID: (start: Date, end: Date?)] = [:]
        var waiting: Set<TransactionID> = []
        for sample in samples {
            for id in sample.pending.subtracting(waiting) where spans[id] == nil { spans[id] = (sample.time, nil) }
            for id in waiting.subtracting(sample.pending) { spans[id]?.end = sample.time }
            waiting = sample.pending
        }
        return spans
    }

    /// One transaction: the time it waited for a parent, the period it paid for, and its marks.
    private func draw(_ transaction: StoreTransaction, waited: (start: Date, end: Date?)?, now: Date,
                      periods: inout [TimelinePeriod], marks: inout [TimelineMark]) {
        let id = transaction.id
        if let waited {
            periods.append(TimelinePeriod(kind: .waiting, start: waited.start, end: waited.end ?? now,
                                          label: "#\(id) waits", transactionID: id))
            marks.append(TimelineMark(kind: .askToBuy, at: waited.start, text: "#\(id) Ask to Buy", transactionID: id))
            if transaction.state == .declined {
                marks.append(TimelineMark(kind: .declined, at: waited.end ?? now, text: "#\(id) declined", transactionID: id))
            }
        }
        switch transaction.state {
        case .purchased, .expired, .revoked: break
        case .pending, .declined, .cancelled, .failed, .interrupted: return
        }
        if waited != nil {
            marks.append(TimelineMark(kind: .approved, at: transaction.purchaseDate, text: "#\(id) approved", transactionID: id))
        } else if transaction.reason == .renewal {
            marks.append(TimelineMark(kind: .renewal, at: transaction.purchaseDate, text: "#\(id) renewed", transactionID: id))
        } else {
            marks.append(TimelineMark(kind: .purchase, at: transaction.purchaseDate, text: "#\(id) bought", transactionID: id))
        }
        if let revoked = transaction.revocationDate {
            let reason = transaction.revocationReason.map { " (\($0.rawValue))" } ?? ""
            marks.append(TimelineMark(kind: .revocation, at: revoked, text: "#\(id) refunded or revoked\(reason)", transactionID: id))
        }
        var end: Date
        var kind = TimelinePeriod.Kind.paid
        switch transaction.kind {
        case .consumable:
            return
        case .trial(_, let lasting):
            kind = .trial
            end = transaction.purchaseDate.addingTimeInterval(lasting.timeInterval)
        case .nonRenewing:
            end = transaction.expirationDate ?? now
            if let expiry = transaction.expirationDate, expiry <= now, transaction.revocationDate == nil {
                marks.append(TimelineMark(kind: .expiry, at: expiry, text: "#\(id) ended", transactionID: id))
            }
        case .unlock, .subscription:
            end = transaction.expirationDate ?? now
        }
        if let revoked = transaction.revocationDate { end = min(end, revoked) }
        var label = "#\(id)"
        if transaction.ownership == .familyShared { label += " family" }
        if !transaction.verification.isVerified { label += " unverified" }
        periods.append(TimelinePeriod(kind: kind, start: transaction.purchaseDate, end: end, label: label, transactionID: id))
    }

    /// Grace and billing retry of a group's chain, and its lapse, from the chain's phase after
    /// each step. A phase passed through inside one step is inferred from the billing issue
    /// the chain had before it: grace from the failed renewal for the grace given, then retry.
    private func drawPhases(account: String, group: String, periods: inout [TimelinePeriod], marks: inout [TimelineMark]) {
        var open: (kind: TimelinePeriod.Kind, start: Date, until: Date, transaction: TransactionID)?
        func close(at end: Date) {
            guard let phase = open else { return }
            periods.append(TimelinePeriod(kind: phase.kind, start: phase.start, end: min(phase.until, end),
                                          label: phase.kind.name, transactionID: phase.transaction))
            open = nil
        }
        func lapse(at date: Date, _ chain: SubscriptionChain, reason: String) {
            marks.append(TimelineMark(kind: .expiry, at: date, text: "#\(chain.latestID) lapsed (\(reason))", transactionID: chain.latestID))
        }
        for index in samples.indices.dropFirst() {
            let time = samples[index].time
            guard let current = samples[index].chain(account: account, group: group) else { continue }
            guard let previous = samples[index - 1].chain(account: account, group: group),
                  previous.originalID == current.originalID else {
                close(at: time)
                continue
            }
            guard previous.phase != current.phase else { continue }
            let failedRenewal = previous.expirationDate
            let retryEnd = failedRenewal.addingTimeInterval(SubscriptionChain.billingRetryLength.timeInterval)
            let id = previous.latestID
            switch (previous.phase, current.phase) {
            case (.active, .grace(let until)):
                open = (.grace, failedRenewal, until, id)
            case (.active, .billingRetry), (.active, .expired("billing-error")):
                var retryStart = failedRenewal
                if let grace = previous.billingIssue?.grace {
                    retryStart = min(failedRenewal.addingTimeInterval(grace.timeInterval), retryEnd)
                    periods.append(TimelinePeriod(kind: .grace, start: failedRenewal, end: retryStart, label: "grace period", transactionID: id))
                }
                open = (.billingRetry, retryStart, retryEnd, id)
                if case .expired(let reason) = current.phase {
                    close(at: retryEnd)
                    lapse(at: retryEnd, current, reason: reason)
                }
            case (.active, .expired(let reason)):
                lapse(at: min(current.expirationDate, time), current, reason: reason)
            case (.grace(let until), .billingRetry(let retryUntil)):
                close(at: until)
                open = (.billingRetry, until, retryUntil, id)
            case (.grace(let until), .expired("billing-error")):
                close(at: until)
                periods.append(TimelinePeriod(kind: .billingRetry, start: until, end: retryEnd, label: "billing retry", transactionID: id))
                lapse(at: retryEnd, current, reason: "billing-error")
            case (.grace(let until), .expired(let reason)), (.billingRetry(let until), .expired(let reason)):
                let end = min(until, time)
                close(at: end)
                lapse(at: end, current, reason: reason)
            default:
                close(at: time)
            }
        }
        if let phase = open { close(at: phase.until) }
    }
}
