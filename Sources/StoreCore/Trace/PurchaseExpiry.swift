import Foundation
import PurchasePort

/// What a purchase's sentence says of when it ends: nothing, `, expires 2026-02-01T09:00:00Z`,
/// or that with the offer it was bought with (`; introductory offer: free trial P1W`).
package enum PurchaseExpiry: Hashable, Sendable {
    case none
    case at(Date)
    indirect case withOffer(Date, OfferTerms)

    /// The offer a transaction was bought with, as its sentence words it: the catalogue's offer
    /// in the store's locale, or only how the customer pays when the catalogue no longer has it.
    package struct OfferTerms: Hashable, Sendable {
        let type: SubscriptionOffer.Kind
        let offer: SubscriptionOffer?
        let paymentMode: SubscriptionOffer.PaymentMode
        let locale: PriceLocale
    }
}

extension Store {
    /// What the sentence of a purchase of `tx` says of when it ends.
    func expiry(of tx: StoreTransaction) -> PurchaseExpiry {
        guard let expiration = tx.expirationDate else { return .none }
        guard let named = tx.offer else { return .at(expiration) }
        return .withOffer(expiration, PurchaseExpiry.OfferTerms(type: named.type, offer: catalogue[tx.productID]?.offer(for: named),
                                                                paymentMode: named.paymentMode, locale: settings.locale))
    }
}
