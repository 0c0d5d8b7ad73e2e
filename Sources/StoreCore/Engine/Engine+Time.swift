import Foundation

/// True time moving forward: renewals, grace, billing retry and lapses happen in order.
extension Engine {
    mutating func advance(by span: TimeSpan) {
        let target = store.now.addingTimeInterval(span.timeInterval)
        // What each app showed as the step began: an advance is a step of its own.
        var shown = devices.indices.map { access(onDevice: $0).state.name }
        note(.advanced(span, from: store.now, to: target))
        // Chains at their positions; after them, at positions from `checks`, the instants at which
        // a running app's access may change by itself. Ties go to the chains, so a check sees
        // what the store did at that instant.
        var queue = BoundaryQueue()
        for position in store.chains.indices {
            if let boundary = store.chains[position].nextBoundary, boundary <= target { queue.push(boundary, position) }
        }
        let checks = store.chains.count
        for d in devices.indices where devices[d].isAppRunning {
            for instant in wakeUps(onDevice: d, until: target) { queue.push(instant, checks + d) }
        }
        while let (date, position) = queue.pop() {
            guard position < checks else {
                if date > store.now { store.setNow(date) }
                dispatch(position - checks, .wokeUp)
                noteAccessChange(onDevice: position - checks, shown: &shown)
                continue
            }
            guard store.chains[position].nextBoundary == date else { continue }
            if date > store.now { store.setNow(date) }
            if !step(chainAt: position) {
                let account = store.chains[position].account
                for d in Self.deviceIndexes(of: account, in: devices) where devices[d].isAppRunning {
                    noteAccessChange(onDevice: d, shown: &shown)
                }
            }
            if let next = store.chains[position].nextBoundary, next <= target { queue.push(next, position) }
        }
        store.setNow(target)
        for d in devices.indices where devices[d].isAppRunning {
            // The whole report: the step ends here, so the monitor judges the app from it.
            let report = report(onDevice: d)
            log.reportsAtEnd[d] = report
            noteAccessChange(onDevice: d, to: report.access.state, shown: &shown)
        }
    }

    /// Notes the app's access on a device when it differs from what was last shown.
    private mutating func noteAccessChange(onDevice d: Int, shown: inout [String]) {
        noteAccessChange(onDevice: d, to: access(onDevice: d).state, shown: &shown)
    }

    private mutating func noteAccessChange(onDevice d: Int, to now: AccessState, shown: inout [String]) {
        guard now.name != shown[d] else { return }
        note(.accessChanged(was: shown[d], to: now), device: d)
        shown[d] = now.name
    }

    /// The true-time instants in (now, `target`] at which the app on a device asked to be woken
    /// (its evaluation, a trial, a pass or a subscription period ending), each once. Instants
    /// already past are forgotten.
    private mutating func wakeUps(onDevice d: Int, until target: Date) -> [Date] {
        let requested = devices[d].process.wakeUps
        guard !requested.isEmpty else { return [] }
        let offset = devices[d].clockOffset.timeInterval
        var due: [Date] = []
        var kept: Set<Date> = []
        for instant in requested {
            let trueInstant = instant.addingTimeInterval(-offset)
            guard trueInstant > store.now else { continue }
            kept.insert(instant)
            if trueInstant <= target { due.append(trueInstant) }
        }
        devices[d].process.wakeUps = kept
        devices[d].process.lastWakeUp = nil
        return due.sorted()
    }

    /// Moves one chain past its next boundary. Returns true for a plain renewal, which leaves
    /// the subscription as it was for the apps that hear of it.
    private mutating func step(chainAt position: Int) -> Bool {
        // The common case, a renewal, reads the chain in place rather than copying it.
        if store.chains[position].phase == .active, store.chains[position].autoRenew,
           store.chains[position].billingIssue == nil, !store.settings.renewalBillingIssues,
           store.chains[position].priceIncrease != .pending {
            let renewal = renew(chainAt: position, at: store.chains[position].expirationDate)
            note(.renewed(transaction: renewal, product: store.chains[position].productID, until: store.chains[position].expirationDate))
            announce(renewal, chainAt: position)
            return true
        }
        let chain = store.chains[position]
        switch chain.phase {
        case .active:
            if !chain.autoRenew {
                store.lapseChain(at: position, reason: "auto-renew-disabled")
                note(.expiredWithAutoRenewOff(product: chain.productID, latest: chain.latestID,
                                              freeTrialEnded: chain.runningOffer?.offer.paymentMode == .freeTrial))
                announceStatus(ofChainAt: position)
            } else if chain.priceIncrease == .pending {
                store.lapseChain(at: position, reason: "price-increase")
                note(.expiredWithoutConsent(product: chain.productID, latest: chain.latestID))
                announceStatus(ofChainAt: position)
            } else {
                // A billing issue: the renewal fails.
                let grace = chain.billingIssue?.grace ?? (chain.billingIssue == nil ? store.settings.billingGracePeriod : nil)
                let retryEnd = chain.expirationDate.addingTimeInterval(SubscriptionChain.billingRetryLength.timeInterval)
                if let grace {
                    let until = chain.expirationDate.addingTimeInterval(grace.timeInterval)
                    store.updateChain(at: position) { $0.phase = .grace(until: min(until, retryEnd)) }
                    note(.renewalFailedIntoGrace(product: chain.productID, latest: chain.latestID, until: until))
                } else {
                    store.updateChain(at: position) { $0.phase = .billingRetry(until: retryEnd) }
                    note(.renewalFailedIntoRetry(product: chain.productID, latest: chain.latestID, until: retryEnd))
                }
                announceStatus(ofChainAt: position)
            }
        case .grace(let until) where !chain.autoRenew:
            store.lapseChain(at: position, reason: "auto-renew-disabled")
            note(.graceEndedWithAutoRenewOff(product: chain.productID, latest: chain.latestID, at: until))
            announceStatus(ofChainAt: position)
        case .grace:
            let retryEnd = chain.expirationDate.addingTimeInterval(SubscriptionChain.billingRetryLength.timeInterval)
            store.updateChain(at: position) { $0.phase = .billingRetry(until: retryEnd) }
            note(.graceEndedIntoRetry(product: chain.productID, latest: chain.latestID, until: retryEnd))
            announceStatus(ofChainAt: position)
        case .billingRetry:
            store.lapseChain(at: position, reason: "billing-error")
            note(.retryGaveUp(product: chain.productID, latest: chain.latestID))
            announceStatus(ofChainAt: position)
        case .expired, .revoked:
            break
        }
        return false
    }
}
