import Foundation

/// Offer eligibility as the App Store rules it.
extension Store {
    /// `isEligibleForIntroOffer`: the account has never had an introductory offer in the group
    /// (Apple: "customers who haven't previously received an introductory offer for the given
    /// product, or for any products in the same subscription group").
    public func isEligibleForIntroOffer(account: String, group: String) -> Bool {
        !introductoryOffersTaken.contains(AccountGroup(account: account, group: group))
    }

    mutating func recordIntroductoryOffer(account: String, group: String) {
        introductoryOffersTaken.insert(AccountGroup(account: account, group: group))
    }

    public func isRedeemed(code: String) -> Bool { redeemedCodes.contains(code) }

    mutating func recordRedeemed(code: String) { redeemedCodes.insert(code) }

    /// Where the account stands in the group, for an offer's eligibility: `existing` while a
    /// subscription runs (grace and billing retry included), `expired` once one has lapsed, `new`
    /// when it never subscribed.
    public func customer(account: String, group: String) -> SubscriptionOffer.Customer {
        guard let chain = chain(account: account, group: group) else { return .new }
        return chain.isOngoing ? .existing : .expired
    }

    /// The win-back offers the account may take in the group now (`eligibleWinBackOfferIDs`):
    /// those of the product it last subscribed to, once its subscription has lapsed (not in
    /// grace or billing retry, not revoked), in the order they were defined.
    public func eligibleWinBackOffers(account: String, group: String) -> [SubscriptionOffer] {
        guard let chain = chain(account: account, group: group), case .expired = chain.phase,
              chain.ownership == .purchased, let product = catalogue[chain.productID] else { return [] }
        return product.offers.filter { $0.kind == .winBack && $0.customers.contains(.expired) }
    }
}
