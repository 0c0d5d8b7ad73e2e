import Foundation

/// Purchases with a promotional or win-back offer, and offer codes redeemed.
extension Engine {
    /// The user takes an offer in the app; the store answers the app's purchase with `requested`.
    mutating func buy(_ productID: String, offer: PurchaseOffer, outcome requested: PurchaseOutcome, on d: Int) {
        requestedPurchase = (productID, requested)
        dispatch(d, .user(.buyWithOffer(productID: productID, offer: offer)))
        requestedPurchase = nil
    }

    /// The app calls `product.purchase(options:)` with an offer. The store checks the offer
    /// (StoreKit throws before any sheet), then buys as without one. A current subscriber of
    /// the product gets the offer from the next renewal.
    mutating func purchase(_ productID: String, offer: PurchaseOffer, on d: Int) {
        guard devices[d].online, let product = store.catalogue[productID], !product.external,
              case .subscription(let group, _, _) = product.kind else {
            purchase(productID, on: d)
            return
        }
        let account = devices[d].account
        if let error = refusal(of: offer, for: product, group: group, account: account) {
            let tx = createTransaction(product, account: account, device: devices[d].name, state: .failed, verification: .verified)
            note(.offerPurchaseFailed(transaction: tx.id, product: productID, offer, error), device: d)
            dispatch(d, .purchaseResult(productID: productID, .failed(error)))
            return
        }
        guard let chosen = product.offer(offer.kind, id: offer.offerID) else { return }
        // Ask to Buy (or any other outcome than a success) goes through the purchase flow:
        // the transaction carries the offer, which applies once the purchase completes.
        if let chain = store.chain(account: account, group: group), chain.isOngoing, chain.productID == productID,
           Self.resolvedOutcome(for: productID, requested: requestedPurchase, online: true, settings: store.settings) == .success,
           let position = store.chainPosition(account: account, group: group) {
            store.updateChain(at: position) {
                $0.nextOffer = chosen
                $0.nextProductID = nil
            }
            note(.offerFromNextRenewal(chosen, product: productID, latest: chain.latestID, at: chain.expirationDate), device: d)
            dispatch(d, .purchaseResult(productID: productID, .scheduledForRenewal(at: chain.expirationDate)))
            return
        }
        offerForPurchase = Transaction.Offer(chosen)
        purchase(productID, on: d)
        offerForPurchase = nil
    }

    /// The StoreKit error a purchase with `offer` fails with, if it does: an offer the product
    /// does not have, a promotional offer without a signature or with a bad one, or a customer
    /// the offer is not for.
    func refusal(of offer: PurchaseOffer, for product: Product, group: String, account: String) -> StoreKitError? {
        guard let chosen = product.offer(offer.kind, id: offer.offerID) else { return .invalidOfferIdentifier }
        switch offer {
        case .promotional(_, let signature):
            if signature == .missing { return .missingOfferParameters }
            if signature == .invalid { return .invalidOfferSignature }
            return chosen.customers.contains(store.customer(account: account, group: group)) ? nil : .ineligibleForOffer
        case .winBack:
            let eligible = store.eligibleWinBackOffers(account: account, group: group)
            return eligible.contains(chosen) ? nil : .ineligibleForOffer
        }
    }

    /// The user redeems an offer code in the redemption sheet: outside the purchase flow, so
    /// the app hears of it on `Transaction.updates`. A code is for the customers its offer names;
    /// a one-time `code` is redeemed once.
    mutating func redeemCode(_ productID: String, offerID: String, code: String?) {
        guard let product = store.catalogue[productID], case .subscription(let group, _, _) = product.kind,
              let offer = product.offer(.code, id: offerID) else { return }
        let account = currentDevice.account
        func noteRedemption(_ outcome: EventFact.OfferCodeOutcome) {
            note(.offerCode(code: code, offer, product: productID, outcome))
        }
        if let code, store.isRedeemed(code: code) {
            noteRedemption(.alreadyRedeemed)
            return
        }
        let customer = store.customer(account: account, group: group)
        guard offer.customers.contains(customer) else {
            noteRedemption(.ineligible(customer))
            return
        }
        if let code { store.recordRedeemed(code: code) }
        if let chain = store.chain(account: account, group: group), chain.isOngoing,
           let position = store.chainPosition(account: account, group: group) {
            store.updateChain(at: position) {
                $0.nextOffer = offer
                if chain.productID != productID {
                    $0.nextProductID = productID
                    $0.priceIncrease = .noIncreasePending
                }
            }
            noteRedemption(.redeemedBySubscriber(latest: chain.latestID, at: chain.expirationDate))
            return
        }
        offerForPurchase = Transaction.Offer(offer)
        let tx = createTransaction(product, account: account, device: nil, state: .purchased, verification: .verified)
        offerForPurchase = nil
        noteRedemption(.redeemed(transaction: tx.id, store.expiry(of: tx)))
        announce(tx.id, newlyPurchased: true)
    }
}
