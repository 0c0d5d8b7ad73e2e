import Foundation
import PurchasePort

// The transaction manager: what the App Store (or Xcode's transaction manager) does to one
// transaction. Each rule checks the transaction it names, resolved once, and changes the store;
// the apps hear of it through the port. Every one may change what a running app grants.

/// `approve TX`, `decline TX`: an Ask to Buy waiting for approval.
struct ApprovalRule: CommandRule {
    let reference: TransactionReference, approve: Bool
    var mayChangeEveryApp: Bool { true }

    func check(_ world: World) throws(EngineError) -> StoreTransaction {
        let tx = try world.resolve(reference)
        guard tx.state == .pending else {
            throw EngineError("\(world.label(tx.id)) is \(world.store.effectiveState(of: tx).rawValue), not pending: only an Ask to Buy waiting for approval can be approved or declined")
        }
        if approve { try Self.requireCompletion(of: tx, verb: "approve", alternative: "decline it", in: world) }
        return tx
    }

    func perform(_ tx: StoreTransaction, _ world: inout World, _ trace: inout Trace) {
        if approve {
            let approved = world.store.completeWaitingPurchase(tx.id, as: .approved)
            trace.log(approved, in: world)
            PortDriver().announce(tx.id, newlyPurchased: true, &world, &trace)
        } else {
            let (declined, announced) = world.store.decline(tx)
            trace.log(declined, in: world)
            if announced { PortDriver().announce(tx.id, &world, &trace) }
        }
    }

    /// A waiting purchase of a non-consumable cannot complete while the account already owns it:
    /// the store does not sell the same unlock twice.
    static func requireCompletion(of tx: StoreTransaction, verb: String, alternative: String, in world: World) throws(EngineError) {
        guard tx.kind.isNonConsumable, tx.ownership == .purchased,
              let owned = world.store.entitlingTransaction(account: tx.account, product: tx.productID), owned.ownership == .purchased else { return }
        throw EngineError("cannot \(verb) \(world.label(tx.id)): account '\(tx.account)' already owns \(tx.productID) (#\(owned.id)); \(alternative) instead")
    }
}

/// `refund TX [REASON] [consumed N%]` (nil `reason`: `revoke TX`): the App Store takes a
/// purchase back.
struct RevocationRule: CommandRule {
    let reference: TransactionReference
    /// nil for `revoke`.
    let reason: RefundReason?
    var consumption: Int? = nil
    var mayChangeEveryApp: Bool { true }

    func check(_ world: World) throws(EngineError) -> StoreTransaction {
        let tx = try world.resolve(reference)
        let id = tx.id
        guard tx.revocationDate == nil else { throw EngineError("\(world.label(id)) is already revoked") }
        guard tx.state == .purchased || tx.state == .expired else {
            throw EngineError("\(world.label(id)) is \(tx.state.rawValue); only a purchased transaction can be refunded or revoked")
        }
        // A consumed consumable may be refunded too: the App Store decides, asking the app's
        // server how much was consumed (CONSUMPTION_REQUEST); a granted refund revokes it.
        if let consumption {
            guard (0...100).contains(consumption) else { throw EngineError("expected a consumption from 0% to 100%, found \(consumption)%") }
            guard !tx.kind.isAutoRenewable else {
                throw EngineError("\(world.label(id)) is an auto-renewable subscription: consumption is reported for consumables, non-consumables and non-renewing subscriptions")
            }
        }
        return tx
    }

    func perform(_ tx: StoreTransaction, _ world: inout World, _ trace: inout Trace) {
        guard let reason else { return Self.revoke(tx, reason: .other, as: .revocation, &world, &trace) }
        // The App Store asks the app's server how much was consumed before it decides; what
        // the app does with a balance already spent is the app's business.
        let consumed = tx.kind == .consumable && tx.quantity > 0 ? world.consumedUnits(of: tx.id) * 100 / tx.quantity : 0
        if let percent = consumption ?? (consumed > 0 ? min(consumed, 100) : nil) {
            world.store.reportConsumption(percent, of: tx.id)
            trace.log(.consumptionReported(transaction: tx.id, product: tx.productID, percent: percent, stated: consumption != nil), in: world)
        }
        Self.revoke(tx, reason: reason == .developerIssue ? .developerIssue : .other, as: .refund, &world, &trace)
    }

    static func revoke(_ tx: StoreTransaction, reason: RevocationReason, as how: EventFact.Revocation, _ world: inout World, _ trace: inout Trace) {
        let revoked = world.store.revoke(tx, reason: reason, as: how)
        trace.log(revoked, in: world)
        PortDriver().announce(tx.id, &world, &trace)
    }
}

/// `family-stop ID`: family sharing of the product with the current account stops.
struct FamilyStopRule: CommandRule {
    let productID: String
    var mayChangeEveryApp: Bool { true }

    func check(_ world: World) throws(EngineError) -> StoreTransaction {
        _ = try world.product(productID)
        guard let shared = world.store.sharedTransaction(of: productID, account: world.currentDevice.account) else {
            throw EngineError("'\(productID)' is not being shared with account '\(world.currentDevice.account)'")
        }
        return shared
    }

    func perform(_ tx: StoreTransaction, _ world: inout World, _ trace: inout Trace) {
        RevocationRule.revoke(tx, reason: .familySharingStopped, as: .familySharingStopped, &world, &trace)
    }
}

/// `expire TX`: the current period of a subscription, or a non-renewing pass, ends now.
struct ExpireRule: CommandRule {
    let reference: TransactionReference
    var mayChangeEveryApp: Bool { true }

    func check(_ world: World) throws(EngineError) -> StoreTransaction {
        let tx = try world.resolve(reference)
        let id = tx.id
        switch tx.kind {
        case .subscription:
            guard let chain = world.store.chain(of: tx), chain.isOngoing, chain.latestID == id else {
                throw EngineError("\(world.label(id)) is not the current period of an ongoing subscription")
            }
        case .nonRenewing:
            guard world.store.effectiveState(of: tx) == .purchased else { throw EngineError("\(world.label(id)) is not active") }
        default:
            throw EngineError("\(world.label(id)) is \(tx.kind.withArticle); only subscriptions expire")
        }
        return tx
    }

    func perform(_ tx: StoreTransaction, _ world: inout World, _ trace: inout Trace) {
        let (expired, chain) = world.store.expire(tx)
        if let chain { PortDriver().announceStatus(ofChainAt: chain, &world, &trace) }
        trace.log(expired, in: world)
        PortDriver().announce(tx.id, &world, &trace)
    }
}

/// `renew TX` (renews now), `auto-renew TX on|off`: an ongoing auto-renewable subscription.
struct RenewalRule: CommandRule {
    let reference: TransactionReference
    /// nil for `renew`.
    let autoRenew: Bool?
    var mayChangeEveryApp: Bool { true }

    func check(_ world: World) throws(EngineError) -> StoreTransaction {
        let tx = try world.resolve(reference)
        let id = tx.id
        guard tx.kind.isAutoRenewable else { throw EngineError("\(world.label(id)) is \(tx.kind.withArticle), not an auto-renewable subscription") }
        guard let chain = world.store.chain(of: tx), chain.isOngoing else {
            throw EngineError("the subscription of \(world.label(id)) has ended; buy it again to resubscribe")
        }
        return tx
    }

    func perform(_ tx: StoreTransaction, _ world: inout World, _ trace: inout Trace) {
        if let on = autoRenew {
            guard let (fact, chain) = world.store.setAutoRenew(of: tx, on: on) else { return }
            trace.log(fact, in: world)
            if let chain { PortDriver().announceStatus(ofChainAt: chain, &world, &trace) }
            return
        }
        guard let (renewal, facts) = world.store.renewNow(tx) else { return }
        trace.log(facts, in: world)
        PortDriver().announce(renewal, &world, &trace)
    }
}

/// `billing-issue TX [grace DURATION]`: the subscription's next renewal fails to bill.
struct BillingIssueRule: CommandRule {
    let reference: TransactionReference, grace: TimeSpan?
    var mayChangeEveryApp: Bool { true }

    func check(_ world: World) throws(EngineError) -> StoreTransaction {
        let tx = try world.resolve(reference)
        let id = tx.id
        guard tx.kind.isAutoRenewable else { throw EngineError("\(world.label(id)) is \(tx.kind.withArticle), not an auto-renewable subscription") }
        guard let chain = world.store.chain(of: tx), chain.phase == .active else {
            throw EngineError("the subscription of \(world.label(id)) is not active, so it has no renewal to fail")
        }
        if let grace, grace.seconds <= 0 { throw EngineError("the grace period must be longer than 0s") }
        return tx
    }

    func perform(_ tx: StoreTransaction, _ world: inout World, _ trace: inout Trace) {
        if let issue = world.store.setBillingIssue(on: tx, grace: grace) { trace.log(issue, in: world) }
    }
}

/// `resolve TX`: an interrupted purchase completes, or a billing issue is resolved.
struct ResolveRule: CommandRule {
    let reference: TransactionReference
    var mayChangeEveryApp: Bool { true }

    func check(_ world: World) throws(EngineError) -> StoreTransaction {
        let tx = try world.resolve(reference)
        if tx.state == .interrupted {
            try ApprovalRule.requireCompletion(of: tx, verb: "resolve", alternative: "leave it interrupted", in: world)
            return tx
        }
        if tx.kind.isAutoRenewable, let chain = world.store.chain(of: tx) {
            switch chain.phase {
            case .grace, .billingRetry: return tx
            case .active where chain.billingIssue != nil: return tx
            default: break
            }
        }
        throw EngineError("\(world.label(tx.id)) has nothing to resolve: only an interrupted purchase or a subscription with a billing issue can be resolved")
    }

    func perform(_ tx: StoreTransaction, _ world: inout World, _ trace: inout Trace) {
        if tx.state == .interrupted {
            let resolved = world.store.completeWaitingPurchase(tx.id, as: .resolved)
            trace.log(resolved, in: world)
            PortDriver().announce(tx.id, newlyPurchased: true, &world, &trace)
            return
        }
        let (renewal, facts) = world.store.resolveBillingIssue(of: tx)
        trace.log(facts, in: world)
        if let renewal { PortDriver().announce(renewal, &world, &trace) }
    }
}

/// `delete TX`: the transaction leaves the ledger (Xcode's transaction manager).
struct DeleteRule: CommandRule {
    let reference: TransactionReference
    var mayChangeEveryApp: Bool { true }

    func check(_ world: World) throws(EngineError) -> StoreTransaction { try world.resolve(reference) }

    func perform(_ tx: StoreTransaction, _ world: inout World, _ trace: inout Trace) {
        let deleted = world.store.delete(tx)
        trace.log(deleted, in: world)
        PortDriver().announceDeletion(of: tx.id, &world, &trace)
    }
}

/// `price-consent TX agree|decline`: the subscriber answers the price-increase consent sheet.
struct PriceConsentRule: CommandRule {
    let reference: TransactionReference, agree: Bool
    var mayChangeEveryApp: Bool { true }

    /// Only a subscription whose renewal waits for the customer's consent can be answered.
    func check(_ world: World) throws(EngineError) -> StoreTransaction {
        let tx = try world.resolve(reference)
        guard tx.kind.isAutoRenewable else {
            throw EngineError("\(world.label(tx.id)) is \(tx.kind.withArticle), not an auto-renewable subscription")
        }
        guard let chain = world.store.chain(of: tx), chain.isOngoing else {
            throw EngineError("the subscription of \(world.label(tx.id)) has ended; there is no price increase to answer")
        }
        guard chain.priceIncrease == .pending else {
            throw EngineError("no price increase is pending for \(chain.productID) (#\(chain.latestID)): its renewal info says \(chain.priceIncrease.rawValue)")
        }
        return tx
    }

    func perform(_ tx: StoreTransaction, _ world: inout World, _ trace: inout Trace) {
        guard let (fact, chain) = world.store.answerPriceIncrease(of: tx, agree: agree) else { return }
        trace.log(fact, in: world)
        if let chain { PortDriver().announceStatus(ofChainAt: chain, &world, &trace) }
    }
}
