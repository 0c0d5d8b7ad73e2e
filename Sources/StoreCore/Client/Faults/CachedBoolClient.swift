import PurchasePort

/// `cached-bool`: keeps an `isPurchased` flag in its preferences as the authority.
struct CachedBoolClient: ReferenceVariant {
    var base = ReferenceClient(rules: ReferenceRules(trustsPurchasedFlag: true))
}
