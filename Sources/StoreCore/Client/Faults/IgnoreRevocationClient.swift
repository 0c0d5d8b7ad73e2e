import PurchasePort

/// `ignore-revocation`: keeps access when a transaction is revoked or refunded.
struct IgnoreRevocationClient: ReferenceVariant {
    var base = ReferenceClient(rules: ReferenceRules(ignoresRevocations: true))
}
