import Foundation
import StoreCore

/// What the app shows: its AccessState derived from what it knows at the device's clock, the
/// paywall, and the grants behind it. Ownership wins, then the subscription, then the evaluation.
extension ScratchClient {
    func access(_ context: ClientContext) -> AccessView {
        let (state, reason) = accessState(context)
        let answered = entitlementsAnswered || makes(.paywallBeforeAnswer)
        return AccessView(state: state, reason: reason, paywallShown: answered && state.showsPaywall)
    }

    func grants(at now: Date) -> [Grant] {
        var grants: [Grant] = []
        if let id = unlockTransaction { grants.append(Grant(productID: products.unlock, transactionID: id)) }
        if let subscription, runs(subscription, at: now) {
            grants.append(Grant(productID: subscription.productID, transactionID: subscription.transactionID))
        }
        return grants
    }

    /// Whether the subscription gives access now; the `keepsLapsedSubscription` build believes
    /// an active one runs whatever its expiration date, the `dropsAccessInGrace` build that one
    /// in its grace period has ended.
    private func runs(_ subscription: SubscriptionStatus, at now: Date) -> Bool {
        if makes(.keepsLapsedSubscription), case .active = subscription.phase { return true }
        if makes(.dropsAccessInGrace), case .grace = subscription.phase { return false }
        return subscription.givesAccess(at: now)
    }

    private func accessState(_ context: ClientContext) -> (AccessState, String) {
        if let id = unlockTransaction { return (.unlocked, "owned via #\(id)") }
        // Unknown is never none: without an answer nothing is locked or offered.
        guard entitlementsAnswered || makes(.paywallBeforeAnswer) else { return (.checking, "waiting for the store") }
        if let subscription, runs(subscription, at: context.now) {
            if case .grace(let until) = subscription.phase { return (.grace(until: until), "billing issue; grace period") }
            return (.subscribed(until: subscription.expirationDate), "subscribed via #\(subscription.transactionID)")
        }
        let evaluation = evaluationStart.flatMap {
            context.configuration.evaluation?.status(startedAt: $0, now: context.now, timeZone: context.timeZone)
        }
        if case .active(let days, let end)? = evaluation {
            return (.evaluation(daysLeft: days, endsAt: end), "evaluation: \(days) days left")
        }
        guard statusesAnswered || makes(.paywallBeforeAnswer) else { return (.checking, "waiting for the subscription status") }
        if let subscription {
            switch subscription.phase {
            case .billingRetry: return (.billingRetry, "the store is retrying the renewal")
            case .revoked: return (.revoked, "#\(subscription.transactionID) was refunded")
            case .expired(let reason): return (.lapsed(reason: reason), "the subscription lapsed")
            case .active, .grace: return (.lapsed(reason: "expired"), "the subscription ran out")
            }
        }
        if case .expired? = evaluation { return (.expired, "the evaluation ended") }
        return (.notStarted, "nothing owned")
    }
}
