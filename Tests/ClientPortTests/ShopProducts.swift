/// The products the scratch app sells, as its build hard-codes them. Anything else the store
/// hands over belongs to other code and is left alone.
struct ShopProducts: Sendable {
    /// The permanent unlock (a non-consumable) the evaluation leads to.
    let unlock: String
    /// The auto-renewable subscription, and the group it belongs to.
    let subscription: String
    let subscriptionGroup: String
    /// Coins: a consumable, credited to a balance.
    let coins: String

    static let standard = ShopProducts(unlock: "com.example.app.permanentUnlock",
                                       subscription: "com.example.app.pro.monthly", subscriptionGroup: "pro",
                                       coins: "com.example.app.coins")

    func sells(_ productID: String) -> Bool {
        productID == unlock || productID == subscription || productID == coins
    }
}
