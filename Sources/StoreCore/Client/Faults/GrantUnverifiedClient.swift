import PurchasePort

/// `grant-unverified`: grants access from a transaction that failed verification.
struct GrantUnverifiedClient: ReferenceVariant {
    var base = ReferenceClient(rules: ReferenceRules(trustsUnverified: true))
}
