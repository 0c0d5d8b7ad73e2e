/// A tap in the app's interface.
public enum UserRequest: Hashable, Sendable {
    /// The user taps Buy.
    case buy(productID: String)
    /// The user takes an offer the app shows: a promotional offer (with the signature the app's
    /// server made) or a win-back offer. The app passes it on with `.purchaseWithOffer`.
    case buyWithOffer(productID: String, offer: PurchaseOffer)
    /// The user taps Restore Purchases.
    case restore
    /// The user opens the gated feature.
    case useFeature
    /// The user uses up units of a consumable.
    case consume(productID: String, units: Int)
}
