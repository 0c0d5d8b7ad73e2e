import Foundation
import PurchasePort

// Purchases: in the app (the user's request carries the outcome the store answers its purchase
// with), elsewhere, shared by the family, by an offer code; and the developer's price increase.

/// `buy ID [OUTCOME]` and `buy ID offer OFFER-ID [signature …] [OUTCOME]`.
struct BuyRule: CommandRule {
    let productID: String
    let offer: PurchaseOffer?
    let outcome: PurchaseOutcome
    var mayChangeEveryApp: Bool { true }

    func check(_ world: World) throws(EngineError) {
        let product = try world.product(productID)
        try world.requireRunning()
        guard let offer else {
            // An unlock the account owns may be bought again: the App Store gives it for free
            // (the app forgot it owned it, say), and the app's `purchase()` gets the transaction.
            try world.requireOwnProduct(product)
            return
        }
        try world.requireOffer(offer.kind, offer.offerID, of: product)
        try world.requireOwnProduct(product)
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        let request = PortDriver(request: PurchaseRequest(productID: productID, outcome: outcome))
        let input: UserRequest = offer.map { .buyWithOffer(productID: productID, offer: $0) } ?? .buy(productID: productID)
        request.dispatch(.user(input), to: world.currentDeviceIndex, &world, &trace)
    }

    /// The store does not sell the same unlock twice elsewhere (another device, a family member:
    /// nothing to record). In the app, a purchase of an owned unlock is answered with it.
    static func requireNotOwned(_ product: StoreProduct, in world: World) throws(EngineError) {
        let account = world.currentDevice.account
        switch product.kind {
        case .unlock, .trial:
            if let owned = world.store.entitlingTransaction(account: account, product: product.id), owned.ownership == .purchased {
                throw EngineError("account '\(account)' already owns \(product.id) (#\(owned.id)); refund or delete it to buy again")
            }
        case .subscription, .consumable, .nonRenewing:
            break
        }
    }
}

/// `buy-elsewhere ID` (on another device or outside the app) and `family-share ID` (a family
/// member shares it): the store records it, and the account's devices hear of it.
struct BuyOutsideRule: CommandRule {
    let productID: String
    let ownership: StoreTransaction.Ownership
    var mayChangeEveryApp: Bool { true }

    func check(_ world: World) throws(EngineError) {
        let product = try world.product(productID)
        guard ownership == .familyShared else { return try BuyRule.requireNotOwned(product, in: world) }
        let account = world.currentDevice.account
        if let problem = product.familySharingProblem { throw EngineError(problem) }
        if case .subscription(let group, _, _) = product.kind,
           let chain = world.store.chain(account: account, group: group), chain.isOngoing {
            throw EngineError("account '\(account)' already has \(chain.productID) (#\(chain.latestID)) in group '\(group)'")
        }
        if world.store.sharedTransaction(of: productID, account: account) != nil {
            throw EngineError("'\(productID)' is already shared with account '\(account)'")
        }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        Self.buy(productID, ownership: ownership, &world, &trace)
    }

    static func buy(_ productID: String, ownership: StoreTransaction.Ownership, _ world: inout World, _ trace: inout Trace) {
        guard let product = world.store.catalogue[productID] else { return }
        let account = world.currentDevice.account
        if ownership == .purchased, let current = world.store.currentSubscription(to: product, account: account) {
            trace.log(.alreadySubscribed(product: productID, latest: current.id, inApp: false), in: world)
            return
        }
        if ownership == .purchased, let (position, change) = world.store.changeForNextRenewal(to: product, account: account) {
            let scheduled = world.store.schedule(change, ofChainAt: position, to: productID, offer: nil)
            trace.log(scheduled, in: world)
            return
        }
        let (tx, upgrade) = world.store.record(product, account: account, device: nil, state: .purchased, verification: .verified,
                                               ownership: ownership)
        if let upgrade { trace.log(upgrade, in: world) }
        let expiry = world.store.expiry(of: tx)
        trace.log(ownership == .purchased ? .boughtElsewhere(transaction: tx.id, product: productID, expiry)
                                          : .familyShared(transaction: tx.id, product: productID, expiry), in: world)
        PortDriver().announce(tx.id, newlyPurchased: true, &world, &trace)
    }
}

/// `redeem-code ID OFFER-ID [CODE]`: an offer code redeemed in the redemption sheet.
struct RedeemCodeRule: CommandRule {
    let productID: String, offerID: String, code: String?
    var mayChangeEveryApp: Bool { true }

    func check(_ world: World) throws(EngineError) {
        try world.requireOffer(.code, offerID, of: try world.product(productID))
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        let (facts, purchased) = world.store.redeemCode(productID, offerID: offerID, code: code, account: world.currentDevice.account)
        world.lastPurchaseError = nil
        for case .offerCode(_, _, _, let outcome) in facts {
            if case .alreadyRedeemed = outcome { world.lastPurchaseError = .offerCodeAlreadyRedeemed }
            if case .ineligible = outcome { world.lastPurchaseError = .offerCodeIneligible }
        }
        trace.log(facts, in: world)
        if let purchased { PortDriver().announce(purchased, newlyPurchased: true, &world, &trace) }
    }
}

/// `price-increase ID AMOUNT CURRENCY [consent-required]`: the developer raises a price.
struct PriceIncreaseRule: CommandRule {
    let productID: String, price: Price, consentRequired: Bool
    var mayChangeEveryApp: Bool { true }

    /// A new price must be above zero, above the current one, and in the same currency.
    func check(_ world: World) throws(EngineError) {
        let product = try world.product(productID)
        if let problem = product.priceIncreaseProblem(to: price, locale: world.store.settings.locale) { throw EngineError(problem) }
    }

    func perform(_: Void, _ world: inout World, _ trace: inout Trace) {
        guard let (raised, subscribers) = world.store.raisePrice(of: productID, to: price, consentRequired: consentRequired) else { return }
        trace.log(raised, in: world)
        for position in subscribers { PortDriver().announceStatus(ofChainAt: position, &world, &trace) }
    }
}
