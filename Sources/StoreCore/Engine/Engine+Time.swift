import Foundation

/// True time moving forward: renewals, grace, billing retry and lapses happen in order.
extension Engine {
    mutating func advance(by span: TimeSpan) {
        let target = store.now.addingTimeInterval(span.timeInterval)
        var shown = devices.indices.map { access(onDevice: $0).state.name }
        note(.time, "Advance \(span): true time \(InstantFormat.iso(store.now)) → \(InstantFormat.iso(target))")
        // Chains at their positions; after them, at positions from `checks`, the instants at which
        // a running app's access may change by itself. Ties go to the chains, so a check sees
        // what the store did at that instant.
        var queue = BoundaryQueue()
        for position in store.chains.indices {
            if let boundary = store.chains[position].nextBoundary, boundary <= target { queue.push(boundary, position) }
        }
        let checks = store.chains.count
        for d in devices.indices where devices[d].client.running {
            for instant in accessChangeInstants(onDevice: d) where instant > store.now && instant <= target {
                queue.push(instant, checks + d)
            }
        }
        while let (date, position) = queue.pop() {
            guard position < checks else {
                if date > store.now { store.setNow(date) }
                noteAccessChange(onDevice: position - checks, shown: &shown)
                continue
            }
            guard store.chains[position].nextBoundary == date else { continue }
            if date > store.now { store.setNow(date) }
            if !step(chainAt: position) {
                let account = store.chains[position].account
                for d in Self.deviceIndexes(of: account, in: devices) where devices[d].client.running {
                    noteAccessChange(onDevice: d, shown: &shown)
                }
            }
            if let next = store.chains[position].nextBoundary, next <= target { queue.push(next, position) }
        }
        store.setNow(target)
        for d in devices.indices where devices[d].client.running {
            noteAccessChange(onDevice: d, shown: &shown)
        }
    }

    /// Notes the app's access on a device when it differs from what was last shown.
    private mutating func noteAccessChange(onDevice d: Int, shown: inout [String]) {
        let now = access(onDevice: d).state
        guard now.name != shown[d] else { return }
        note(.client, "Access now \(now.summary) (was \(shown[d]))", device: d)
        shown[d] = now.name
    }

    /// True-time instants at which the app's access may change with no store event: its
    /// evaluation or a store-dated trial ends, a non-renewing pass runs out, and, when the app
    /// cannot hear of a renewal at the moment it falls due (offline, no listener, its clock
    /// off true time), a subscription it knows of ends.
    private func accessChangeInstants(onDevice d: Int) -> [Date] {
        let device = devices[d], client = devices[d].client
        var deviceInstants: [Date] = []
        if let evaluation, let start = client.evaluationStart {
            deviceInstants.append(evaluation.end(startedAt: start, timeZone: device.timeZone))
        }
        for product in store.catalogue.products {
            guard case .trial(_, let lasting) = product.kind, let item = client.owned[product.id] else { continue }
            deviceInstants.append(EvaluationPolicy(length: lasting, unlockProductID: product.id)
                .end(startedAt: item.purchaseDate, timeZone: device.timeZone))
        }
        deviceInstants += client.nonRenewing.values.map(\.expirationDate)
        if !device.online || !client.listening || device.clockOffset != .zero {
            for known in client.subscriptions.values {
                deviceInstants.append(known.expirationDate)
                if case .grace(let until) = known.phase { deviceInstants.append(until) }
            }
        }
        return deviceInstants.map { $0.addingTimeInterval(-device.clockOffset.timeInterval) }
    }

    /// Moves one chain past its next boundary. Returns true for a plain renewal, which leaves
    /// the subscription as it was for the apps that hear of it.
    private mutating func step(chainAt position: Int) -> Bool {
        // The common case, a renewal, reads the chain in place rather than copying it.
        if store.chains[position].phase == .active, store.chains[position].autoRenew,
           store.chains[position].billingIssue == nil, !store.settings.renewalBillingIssues {
            let renewal = renew(chainAt: position, at: store.chains[position].expirationDate)
            note(.store, .renewed(transaction: renewal, product: store.chains[position].productID,
                                  until: store.chains[position].expirationDate))
            announce(renewal)
            return true
        }
        let chain = store.chains[position]
        switch chain.phase {
        case .active:
            if !chain.autoRenew {
                store.lapseChain(at: position, reason: "auto-renew-disabled")
                note(.store, "\(chain.productID) (#\(chain.latestID)) expired: auto-renew was off")
                announceStatus(of: store.chains[position])
            } else {
                // A billing issue: the renewal fails.
                let grace = chain.billingIssue?.grace ?? (chain.billingIssue == nil ? store.settings.billingGracePeriod : nil)
                let retryEnd = chain.expirationDate.addingTimeInterval(SubscriptionChain.billingRetryLength.timeInterval)
                if let grace {
                    let until = chain.expirationDate.addingTimeInterval(grace.timeInterval)
                    store.updateChain(at: position) { $0.phase = .grace(until: min(until, retryEnd)) }
                    note(.store, "Renewal of \(chain.productID) (#\(chain.latestID)) failed (billing issue): grace period until \(InstantFormat.iso(until))")
                } else {
                    store.updateChain(at: position) { $0.phase = .billingRetry(until: retryEnd) }
                    note(.store, "Renewal of \(chain.productID) (#\(chain.latestID)) failed (billing issue): billing retry until \(InstantFormat.iso(retryEnd)); no access")
                }
                announceStatus(of: store.chains[position])
            }
        case .grace(let until) where !chain.autoRenew:
            store.lapseChain(at: position, reason: "auto-renew-disabled")
            note(.store, "Grace period of \(chain.productID) (#\(chain.latestID)) ended \(InstantFormat.iso(until)) with auto-renew off: expired, no billing retry")
            announceStatus(of: store.chains[position])
        case .grace:
            let retryEnd = chain.expirationDate.addingTimeInterval(SubscriptionChain.billingRetryLength.timeInterval)
            store.updateChain(at: position) { $0.phase = .billingRetry(until: retryEnd) }
            note(.store, "Grace period of \(chain.productID) (#\(chain.latestID)) ended: billing retry until \(InstantFormat.iso(retryEnd)); no access")
            announceStatus(of: store.chains[position])
        case .billingRetry:
            store.lapseChain(at: position, reason: "billing-error")
            note(.store, "\(chain.productID) (#\(chain.latestID)) lapsed: billing retry gave up (billing-error)")
            announceStatus(of: store.chains[position])
        case .expired, .revoked:
            break
        }
        return false
    }
}
