import PurchasePort

/// `double-credit`: its recovery sweep credits a consumable again before the purchase is finished.
struct DoubleCreditClient: ReferenceVariant {
    var base = ReferenceClient(rules: ReferenceRules(creditsAgainOnRecovery: true))
}
