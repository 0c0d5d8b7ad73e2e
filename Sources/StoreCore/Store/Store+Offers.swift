import Foundation
import PurchasePort

/// Offers as the App Store rules them: eligibility, a purchase with an offer refused, an offer code redeemed.
extension Store {
    /// `isEligibleForIntroOffer`: the account has never had an introductory offer in the group
    /// (Apple: "customers who haven't previously received an introductory offer for the given
    /// product, or for any products in the same subscription group").
    package func isEligibleForIntroOffer(account: String, group: String) -> Bool {
        !introductoryOffersTaken.contains(AccountGroup(account: account, group: group))
    }

    mutating func recordIntroductoryOffer(account: String, group: String) {
        introductoryOffersTaken.insert(AccountGroup(account: account, group: group))
    }

    package func isRedeemed(code: String) -> Bool { redeemedCodes.contains(code) }

    mutating func recordRedeemed(code: String) { redeemedCodes.insert(code) }

    /// Where the account stands in the group, for an offer's eligibility: `existing` while a
    /// subscription runs (grace and billing retry included), `expired` once one has lapsed, `new`
    /// when it never subscribed.
    package func customer(account: String, group: String) -> SubscriptionOffer.Customer {
        guard let chain = chain(account: account, group: group) else { return .new }
        return chain.isOngoing ? .existing : .expired
    }

    /// The win-back offers the account may take in the group now (`eligibleWinBackOfferIDs`):
    /// those of the product it last subscribed to, once its subscription has lapsed (not in
    /// grace or billing retry, not revoked), in the order they were defined.
    package func eligibleWinBackOffers(account: String, group: String) -> [SubscriptionOffer] {
        guard let chain = chain(account: account, group: group), case .expired = chain.phase,
              chain.ownership == .purchased, let product = catalogue[chain.productID] else { return [] }
        return product.offers.filter { $0.kind == .winBack && $0.customers.contains(.expired) }
    }

    /// The StoreKit error a purchase with `offer` fails with, if it does: an offer the product
    /// does not have, a promotional offer without a signature or with a bad one, or a customer
    /// the offer is not for.
    func refusal(of offer: PurchaseOffer, for product: StoreProduct, group: String, account: String) -> StoreError? {
        guard let chosen = product.offer(offer.kind, id: offer.offerID) else { return .invalidOfferIdentifier }
        switch offer {
        case .promotional(_, let signature):
            if signature == .missing { return .missingOfferParameters }
            if signature == .invalid { return .invalidOfferSignature }
            return chosen.customers.contains(customer(account: account, group: group)) ? nil : .ineligibleForOffer
        case .winBack:
            return eligibleWinBackOffers(account: account, group: group).contains(chosen) ? nil : .ineligibleForOffer
        }
    }

    /// The user redeems an offer code in the redemption sheet, outside the purchase flow. A code
    /// is for the customers its offer names; a one-time `code` is redeemed once. A current
    /// subscriber gets the offer from the next renewal; anyone else a new transaction, which the
    /// apps hear of on `Transaction.updates`. Returns the facts to log, in order, and the new
    /// transaction.
    mutating func redeemCode(_ productID: String, offerID: String, code: String?, account: String) -> (facts: [EventFact], purchased: TransactionID?) {
        guard let product = catalogue[productID], case .subscription(let group, _, _) = product.kind,
              let offer = product.offer(.code, id: offerID) else { return ([], nil) }
        func fact(_ outcome: EventFact.OfferCodeOutcome) -> EventFact {
            .offerCode(code: code, offer, product: productID, outcome)
        }
        if let code, isRedeemed(code: code) { return ([fact(.alreadyRedeemed)], nil) }
        let customer = customer(account: account, group: group)
        guard offer.customers.contains(customer) else { return ([fact(.ineligible(customer))], nil) }
        if let code { recordRedeemed(code: code) }
        // Another product of the group follows the plan-change rules (Apple, developer forums
        // 756304: "the standard plan change logic will apply"): an upgrade, or a crossgrade of
        // the same duration, starts at once with the offer; a downgrade, another crossgrade or
        // the same product's code (722812) waits for the next renewal.
        let running = chain(account: account, group: group)
        let startsAtOnce = running.map { chain in
            chain.isOngoing && chain.productID != productID
                && catalogue.kind(of: chain.productID).flatMap { SubscriptionChange(from: $0, to: product.kind) }?.startsAtOnce == true
        } ?? false
        if !startsAtOnce, let chain = running, chain.isOngoing,
           let position = chainPosition(account: account, group: group) {
            updateChain(at: position) {
                $0.nextOffer = offer
                if chain.productID != productID {
                    $0.nextProductID = productID
                    $0.priceIncrease = .noIncreasePending
                }
            }
            return ([fact(.redeemedBySubscriber(latest: chain.latestID, at: chain.expirationDate))], nil)
        }
        let (tx, upgrade) = record(product, account: account, device: nil, state: .purchased, verification: .verified,
                                   offer: StoreTransaction.Offer(offer))
        let redeemed = fact(.redeemed(transaction: tx.id, expiry(of: tx)))
        return (upgrade.map { [$0, redeemed] } ?? [redeemed], tx.id)
    }

    /// A current subscriber of the product buys it with an offer: the offer applies from the
    /// next renewal of the chain at `position`.
    mutating func applyFromNextRenewal(_ offer: SubscriptionOffer, ofChainAt position: Int) -> EventFact {
        updateChain(at: position) {
            $0.nextOffer = offer
            $0.nextProductID = nil
        }
        return .offerFromNextRenewal(offer, product: chains[position].productID, latest: chains[position].latestID,
                                     at: chains[position].expirationDate)
    }
}
