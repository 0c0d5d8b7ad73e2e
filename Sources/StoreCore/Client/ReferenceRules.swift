import PurchasePort

/// The few places where the reference client's rules can be bent. Each switch names what the
/// app does; the client faults (in `Faults/`) turn one on to reproduce a classic bug.
struct ReferenceRules: Sendable {
    /// Grants from a transaction whose signature does not verify.
    var trustsUnverified = false
    /// Keeps access when it is told a transaction was revoked.
    var ignoresRevocations = false
    /// Derives ownership only once the products' prices loaded (and drops it when they fail).
    var needsPricesForOwnership = false
    /// Takes a read that answered nothing because it failed as owning nothing.
    var takesFailedReadAsEmpty = false
    /// Keeps an `isPurchased` flag in its preferences and trusts it over the store.
    var trustsPurchasedFlag = false
    /// Credits a consumable again when its recovery sweep sees it before it is finished.
    var creditsAgainOnRecovery = false
}
