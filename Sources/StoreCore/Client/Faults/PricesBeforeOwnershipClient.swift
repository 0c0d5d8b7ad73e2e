import PurchasePort

/// `prices-before-ownership`: loads the products first and derives ownership only when their
/// prices loaded.
struct PricesBeforeOwnershipClient: ReferenceVariant {
    var base = ReferenceClient(rules: ReferenceRules(needsPricesForOwnership: true))
}
