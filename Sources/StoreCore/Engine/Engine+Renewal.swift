import Foundation

/// Renewal info, as the store gives it for a subscription chain.
extension Engine {
    /// The renewal info of `chain` now.
    public func renewalInfo(of chain: SubscriptionChain) -> RenewalInfo {
        var reason: String? = nil
        var grace: Date? = nil
        var retry = false
        switch chain.phase {
        case .expired(let why): reason = why
        case .revoked: reason = "revoked"
        case .grace(let until): grace = until
        case .billingRetry: retry = true
        case .active: break
        }
        let next: Transaction.Offer?
        if let running = chain.runningOffer, running.periodsLeft > 0, chain.nextProductID == nil {
            next = Transaction.Offer(running.offer)
        } else {
            next = chain.nextOffer.map(Transaction.Offer.init)
        }
        let renews = chain.autoRenew && chain.isOngoing
        // Only a lapsed subscription has win-back offers: the common case looks nothing up.
        var winBack: [String] = []
        if case .expired = chain.phase {
            winBack = store.eligibleWinBackOffers(account: chain.account, group: chain.group).compactMap(\.id)
        }
        return RenewalInfo(willAutoRenew: chain.autoRenew, autoRenewPreference: chain.nextProductID ?? chain.productID,
                           expirationReason: reason, gracePeriodExpirationDate: grace, isInBillingRetry: retry,
                           renewalDate: renews && chain.phase == .active ? chain.expirationDate : nil, offer: next,
                           eligibleWinBackOfferIDs: winBack, priceIncreaseStatus: chain.priceIncrease)
    }
}
