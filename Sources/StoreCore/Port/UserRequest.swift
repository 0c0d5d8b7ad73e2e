/// A tap in the app's interface.
public enum UserRequest: Hashable, Sendable {
    /// The user taps Buy.
    case buy(productID: String)
    /// The user taps Restore Purchases.
    case restore
    /// The user opens the gated feature.
    case useFeature
    /// The user uses up units of a consumable.
    case consume(productID: String, units: Int)
}
