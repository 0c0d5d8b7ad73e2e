import Foundation
import PurchasePort

/// The store's answer to the app's `product.purchase()`: the attempt recorded, the result handed
/// back, a purchase announced to every device of the account.
extension PortDriver {
    /// The app calls `product.purchase()`. `offer` is the offer it is bought with, already
    /// checked (`purchase(_:with:on:)`): it applies to this purchase alone, not to any the app
    /// makes while it handles the result.
    func purchase(_ productID: String, offer: StoreTransaction.Offer? = nil, on d: DeviceIndex, _ world: inout World, _ trace: inout Trace) {
        world.lastPurchaseError = nil
        guard let product = world.store.catalogue[productID], !product.external else {
            world.lastPurchaseError = .storeKit(.productUnavailable)
            dispatch(.purchaseResult(productID: productID, .failed(.productUnavailable)), to: d, &world, &trace)
            return
        }
        let outcome = world.store.outcome(ofPurchase: productID, requested: request, online: world.devices[d].online)
        // The plan the account is already on: the App Store tells the customer they are
        // subscribed, charges nothing, and `purchase()` returns `.success` with the current
        // transaction (StoreKit 1 failed with "currently subscribed"; StoreKit 2 returns it).
        if offer == nil, outcome == .success || outcome == .unverified || outcome == .askToBuy,
           let current = world.store.currentSubscription(to: product, account: world.devices[d].account) {
            trace.log(.alreadySubscribed(product: productID, latest: current.id, inApp: true), on: d, in: world)
            dispatch(.purchaseResult(productID: productID, .success(current, subscriptionStatus: world.store.status(of: current))),
                     to: d, &world, &trace)
            return
        }
        // A non-consumable the account owns: StoreKit 2 says "You've already purchased this" and
        // `purchase()` returns `.success` with the transaction it owns; nothing is charged.
        if offer == nil, outcome == .success || outcome == .unverified || outcome == .askToBuy, Self.isNonConsumable(product.kind),
           let owned = world.store.entitlingTransaction(account: world.devices[d].account, product: productID), owned.ownership == .purchased {
            trace.log(.alreadyOwned(product: productID, owned: owned.id), on: d, in: world)
            dispatch(.purchaseResult(productID: productID, .success(owned, subscriptionStatus: nil)), to: d, &world, &trace)
            return
        }
        if outcome == .success || outcome == .unverified,
           let (position, change) = world.store.changeForNextRenewal(to: product, account: world.devices[d].account) {
            let scheduled = world.store.schedule(change, ofChainAt: position, to: productID, offer: offer)
            trace.log(scheduled, on: d, in: world)
            dispatch(.purchaseResult(productID: productID, .scheduledForRenewal(at: world.store.chains[position].expirationDate)),
                     to: d, &world, &trace)
            return
        }
        let state: TransactionState
        var verification = StoreTransaction.Verification.verified
        switch outcome {
        case .success: state = .purchased
        case .unverified:
            state = .purchased
            verification = .unverified(reason: world.store.settings.failures[.verification] != nil ? "verification failure injected" : "invalid signature")
        case .askToBuy: state = .pending
        case .cancel: state = .cancelled
        case .fail: state = .failed
        case .interrupted: state = .interrupted
        }
        let (tx, upgrade) = world.store.record(product, account: world.devices[d].account, device: world.devices[d].name,
                                               state: state, verification: verification, offer: offer,
                                               appAccountToken: appAccountToken, quantity: Self.takesQuantity(product.kind) ? quantity : 1)
        if let upgrade { trace.log(upgrade, on: world.currentDeviceIndex, in: world) }
        let id = tx.id
        if state == .purchased { trace.record(.handed(.init(transaction: id, device: d))) }
        let result: PurchaseResult
        var handling = self
        // The token and quantity are this purchase's alone, not those of one the app makes while
        // it handles the result.
        handling.appAccountToken = nil
        handling.quantity = 1
        switch outcome {
        case .success:
            let expiry = world.store.expiry(of: tx)
            trace.log(tx.quantity == 1 ? .bought(transaction: id, product: productID, expiry)
                          : .boughtSeveral(transaction: id, product: productID, quantity: tx.quantity, expiry), on: d, in: world)
            // Only read in this step, with the quirk on: not kept without it.
            if world.store.isOn(.listedLate) { world.devices[d].listLate(id, step: trace.step) }
            result = .success(tx, subscriptionStatus: world.store.status(of: tx))
        case .unverified:
            trace.log(.boughtUnverified(transaction: id, product: productID), on: d, in: world)
            handling.unverifiedResult = id
            result = .success(tx, subscriptionStatus: world.store.status(of: tx))
        case .askToBuy:
            trace.log(.askToBuyPending(transaction: id, product: productID), on: d, in: world)
            result = .pending(transactionID: id)
        case .cancel:
            trace.log(.purchaseCancelled(transaction: id, product: productID), on: d, in: world)
            result = .userCancelled
        case .fail(let error):
            world.lastPurchaseError = .storeKit(error)
            trace.log(.purchaseFailed(transaction: id, product: productID, error), on: d, in: world)
            result = .failed(error)
        case .interrupted:
            trace.log(.purchaseInterrupted(transaction: id, product: productID), on: d, in: world)
            result = .interrupted
        }
        handling.dispatch(.purchaseResult(productID: productID, result), to: d, &world, &trace)
        if state == .purchased {
            announce(id, skipping: world.store.isOn(.purchaseNotReannounced) ? d : nil, newlyPurchased: true, &world, &trace)
        }
    }

    /// Whether the product is a non-consumable: bought once, owned for good.
    static func isNonConsumable(_ kind: ProductKind) -> Bool {
        switch kind {
        case .unlock, .trial: return true
        case .consumable, .nonRenewing, .subscription: return false
        }
    }

    /// Whether a purchase of this kind is for the quantity asked (`.quantity(N)`): "The quantity
    /// applies to consumable Apple In-App Purchases and non-renewing subscriptions" (StoreKit);
    /// a non-consumable or an auto-renewable subscription is always one.
    static func takesQuantity(_ kind: ProductKind) -> Bool {
        switch kind {
        case .consumable, .nonRenewing: return true
        case .unlock, .trial, .subscription: return false
        }
    }

    /// The app calls `product.purchase(options:)` with an offer. The store checks the offer
    /// (StoreKit throws before any sheet), then buys as without one. A current subscriber of
    /// the product gets the offer from the next renewal.
    func purchase(_ productID: String, with offer: PurchaseOffer, on d: DeviceIndex, _ world: inout World, _ trace: inout Trace) {
        guard world.devices[d].online, let product = world.store.catalogue[productID], !product.external,
              case .subscription(let group, _, _) = product.kind else {
            purchase(productID, on: d, &world, &trace)
            return
        }
        let account = world.devices[d].account
        world.lastPurchaseError = nil
        if let error = world.store.refusal(of: offer, for: product, group: group, account: account) {
            world.lastPurchaseError = .storeKit(error)
            let (tx, _) = world.store.record(product, account: account, device: world.devices[d].name, state: .failed, verification: .verified)
            trace.log(.offerPurchaseFailed(transaction: tx.id, product: productID, offer, error), on: d, in: world)
            dispatch(.purchaseResult(productID: productID, .failed(error)), to: d, &world, &trace)
            return
        }
        guard let chosen = product.offer(offer.kind, id: offer.offerID) else { return }
        // Ask to Buy (or any other outcome than a success) goes through the purchase flow:
        // the transaction carries the offer, which applies once the purchase completes.
        if let chain = world.store.chain(account: account, group: group), chain.isOngoing, chain.productID == productID,
           world.store.outcome(ofPurchase: productID, requested: request, online: true) == .success,
           let position = world.store.chainPosition(account: account, group: group) {
            let applied = world.store.applyFromNextRenewal(chosen, ofChainAt: position)
            trace.log(applied, on: d, in: world)
            dispatch(.purchaseResult(productID: productID, .scheduledForRenewal(at: chain.expirationDate)), to: d, &world, &trace)
            return
        }
        purchase(productID, offer: StoreTransaction.Offer(chosen), on: d, &world, &trace)
    }
}
