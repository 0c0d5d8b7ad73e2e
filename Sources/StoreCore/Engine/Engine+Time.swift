import Foundation

/// True time moving forward: renewals, grace, billing retry and lapses happen in order.
extension Engine {
    mutating func advance(by span: TimeSpan) {
        let target = store.now.addingTimeInterval(span.timeInterval)
        let before = devices.indices.map { access(onDevice: $0).state.name }
        note(.time, "Advance \(span): true time \(InstantFormat.iso(store.now)) → \(InstantFormat.iso(target))")
        var queue = BoundaryQueue()
        for (position, chain) in store.chains.enumerated() {
            if let boundary = chain.nextBoundary, boundary <= target { queue.push(boundary, position) }
        }
        while let (date, position) = queue.pop() {
            let chain = store.chains[position]
            guard chain.nextBoundary == date else { continue }
            if date > store.now { store.setNow(date) }
            step(chainAt: position)
            if let next = store.chains[position].nextBoundary, next <= target { queue.push(next, position) }
        }
        store.setNow(target)
        for d in devices.indices where devices[d].client.running {
            let after = access(onDevice: d).state.name
            if after != before[d] {
                note(.client, "Access now \(access(onDevice: d).state.summary) (was \(before[d]))", device: d)
            }
        }
    }

    /// Moves one chain past its next boundary.
    private mutating func step(chainAt position: Int) {
        // The common case, a renewal, reads the chain in place rather than copying it.
        if store.chains[position].phase == .active, store.chains[position].autoRenew,
           store.chains[position].billingIssue == nil, !store.settings.renewalBillingIssues {
            let renewal = renew(chainAt: position, at: store.chains[position].expirationDate)
            note(.store, .renewed(transaction: renewal, product: store.chains[position].productID,
                                  until: store.chains[position].expirationDate))
            announce(renewal)
            return
        }
        let chain = store.chains[position]
        switch chain.phase {
        case .active:
            if !chain.autoRenew {
                store.update(chain.latestID) { if $0.state == .purchased { $0.state = .expired } }
                store.updateChain(at: position) { $0.phase = .expired(reason: "auto-renew-disabled") }
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
        case .grace:
            let retryEnd = chain.expirationDate.addingTimeInterval(SubscriptionChain.billingRetryLength.timeInterval)
            store.updateChain(at: position) { $0.phase = .billingRetry(until: retryEnd) }
            note(.store, "Grace period of \(chain.productID) (#\(chain.latestID)) ended: billing retry until \(InstantFormat.iso(retryEnd)); no access")
            announceStatus(of: store.chains[position])
        case .billingRetry:
            store.update(chain.latestID) { if $0.state == .purchased { $0.state = .expired } }
            store.updateChain(at: position) {
                $0.phase = .expired(reason: "billing-error")
                $0.billingIssue = nil
            }
            note(.store, "\(chain.productID) (#\(chain.latestID)) lapsed: billing retry gave up (billing-error)")
            announceStatus(of: store.chains[position])
        case .expired, .revoked:
            break
        }
    }
}
