import PurchasePort

/// `cancelled-read-as-none`: takes a cancelled entitlements read that answered nothing as owning nothing.
struct CancelledReadAsNoneClient: ReferenceVariant {
    var base = ReferenceClient(rules: ReferenceRules(takesFailedReadAsEmpty: true))
}
