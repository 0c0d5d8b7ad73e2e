import Foundation

/// Price increases of auto-renewable subscriptions (Apple: "Managing Price Increases for
/// Auto-Renewable Subscriptions"): the renewal info says whether an increase is pending the
/// customer's consent or agreed; a subscription renews at the new price once agreed, and
/// expires at its renewal (`didNotConsentToPriceIncrease`) while consent is still pending.
extension Engine {
    /// A new price must be above zero, above the current one, and in the same currency.
    func validatePriceIncrease(of product: Product, to price: Price) throws(EngineError) {
        guard product.kind.isAutoRenewable else {
            throw EngineError("'\(product.id)' is \(product.kind.withArticle), not an auto-renewable subscription")
        }
        guard price.amount > 0 else { throw EngineError("the new price must be above 0") }
        guard let current = product.price else { return }
        let locale = store.settings.locale
        guard current.currencyCode == price.currencyCode else {
            throw EngineError("\(product.id) is priced in \(current.currencyCode); the new price must be in \(current.currencyCode) too")
        }
        guard price.amount > current.amount else {
            throw EngineError("\(price.formatted(for: locale)) is not an increase: \(product.id) costs \(current.formatted(for: locale))")
        }
    }

    /// Only a subscription whose renewal waits for the customer's consent can be answered.
    func validatePriceConsent(on tx: Transaction) throws(EngineError) {
        guard tx.kind.isAutoRenewable else {
            throw EngineError("\(label(tx.id)) is \(tx.kind.withArticle), not an auto-renewable subscription")
        }
        guard let chain = store.chain(of: tx), chain.isOngoing else {
            throw EngineError("the subscription of \(label(tx.id)) has ended; there is no price increase to answer")
        }
        guard chain.priceIncrease == .pending else {
            throw EngineError("no price increase is pending for \(chain.productID) (#\(chain.latestID)): its renewal info says \(chain.priceIncrease.rawValue)")
        }
    }

    /// The new price applies to new purchases at once, and to each subscription that renews
    /// into the product from its next renewal: agreed at once when no consent is needed,
    /// pending the customer's answer otherwise.
    mutating func raisePrice(of productID: String, to price: Price, consentRequired: Bool) {
        guard var product = store.catalogue[productID] else { return }
        let before = product.price
        product.price = price
        _ = store.addProduct(product, replacing: true)
        let status: PriceIncreaseStatus = consentRequired ? .pending : .agreed
        var subscribers: [Int] = []
        for position in store.chains.indices where store.chains[position].isOngoing
            && (store.chains[position].nextProductID ?? store.chains[position].productID) == productID {
            store.updateChain(at: position) { $0.priceIncrease = status }
            subscribers.append(position)
        }
        note(.priceRaised(product: productID, from: before, to: price, consentRequired: consentRequired,
                          subscribers: subscribers.map { EventFact.PriceIncreaseSubscriber(latest: store.chains[$0].latestID, account: store.chains[$0].account) },
                          locale: store.settings.locale))
        for position in subscribers { announceStatus(ofChainAt: position) }
    }

    /// The customer answers the consent sheet. Declining leaves the increase pending: the
    /// subscription expires at its renewal unless they agree before.
    mutating func answerPriceIncrease(_ tx: Transaction, agree: Bool) {
        guard let chain = store.chain(of: tx),
              let position = store.chainPosition(account: chain.account, group: chain.group) else { return }
        guard agree else {
            note(.priceDeclined(product: chain.productID, latest: chain.latestID, renewal: chain.expirationDate))
            return
        }
        store.updateChain(at: position) { $0.priceIncrease = .agreed }
        note(.priceAgreed(product: chain.productID, latest: chain.latestID, renewal: chain.expirationDate))
        announceStatus(ofChainAt: position)
    }
}
