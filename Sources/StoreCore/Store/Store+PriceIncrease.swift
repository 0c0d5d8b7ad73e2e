import Foundation
import PurchasePort

/// Price increases of auto-renewable subscriptions (Apple: "Managing Price Increases for
/// Auto-Renewable Subscriptions"): the renewal info says whether an increase is pending the
/// customer's consent or agreed; a subscription renews at the new price once agreed, and
/// expires at its renewal (`didNotConsentToPriceIncrease`) while consent is still pending.
extension Store {
    /// The new price applies to new purchases at once, and to each subscription that renews
    /// into the product from its next renewal: agreed at once when no consent is needed,
    /// pending the customer's answer otherwise. Returns the fact, and the positions of the
    /// chains whose status changed.
    mutating func raisePrice(of productID: String, to price: Price, consentRequired: Bool) -> (EventFact, subscribers: [Int])? {
        guard var product = catalogue[productID] else { return nil }
        let before = product.price
        product.price = price
        _ = addProduct(product, replacing: true)
        let status: PriceIncreaseStatus = consentRequired ? .pending : .agreed
        var subscribers: [Int] = []
        for position in chains.indices where chains[position].isOngoing
            && (chains[position].nextProductID ?? chains[position].productID) == productID {
            updateChain(at: position) { $0.priceIncrease = status }
            subscribers.append(position)
        }
        let reached = subscribers.map { EventFact.PriceIncreaseSubscriber(latest: chains[$0].latestID, account: chains[$0].account) }
        return (.priceRaised(product: productID, from: before, to: price, consentRequired: consentRequired, subscribers: reached,
                             locale: settings.locale), subscribers)
    }

    /// The customer answers the consent sheet. Declining leaves the increase pending: the
    /// subscription expires at its renewal unless they agree before. Returns the fact, and the
    /// position of the chain when its status changed.
    mutating func answerPriceIncrease(of tx: StoreTransaction, agree: Bool) -> (EventFact, chain: Int?)? {
        guard let chain = chain(of: tx), let position = chainPosition(account: chain.account, group: chain.group) else { return nil }
        guard agree else { return (.priceDeclined(product: chain.productID, latest: chain.latestID, renewal: chain.expirationDate), nil) }
        updateChain(at: position) { $0.priceIncrease = .agreed }
        return (.priceAgreed(product: chain.productID, latest: chain.latestID, renewal: chain.expirationDate), position)
    }
}
