import Foundation

/// Purchase code written for StoreKit 2, as storedbg runs it against the twin: the app's
/// controller, made at each launch, driven by the user's taps, and asked what it shows.
///
/// Conform the controller in a file that only the twin build compiles (`#if !canImport(StoreKit)
/// || STOREKIT_TWIN`); the controller itself stays StoreKit 2 code. Register it with
/// `ClientRegistry.registerTwin(_:summary:_:)`.
///
/// ```swift
/// extension PurchaseController: TwinApp {
///     func appDidLaunch() async { await prepare() }
///     func buy(_ productID: String) async { await purchase(productID) }
///     func restorePurchases() async { await restore() }
///     var twinReport: TwinAppReport { … }
/// }
/// ```
@MainActor
public protocol TwinApp: AnyObject, Sendable {
    /// Makes the controller, as the app does at launch (start the `Transaction.updates` listener
    /// here, as the app would).
    init()
    /// What the app's launch path runs once the controller exists, as a root view's `.task`
    /// would: load products, read the entitlements.
    func appDidLaunch() async
    /// The user taps Buy on `productID`.
    func buy(_ productID: String) async
    /// The user takes an offer the app shows on `productID` (`buy ID offer OFFER-ID …`): pass it
    /// to `purchase(options:)` as `.promotionalOffer(…)` with the signature's parts, or as
    /// `.winBackOffer(_:)` with the product's win-back offer of that id.
    func buy(_ productID: String, offer: TwinOfferRequest) async
    /// The user taps Restore Purchases.
    func restorePurchases() async
    /// The user opens the gated feature (`use-feature`).
    func useFeature()
    /// The user uses up `units` of the consumable `productID` (`consume ID N`): take them off the
    /// balance the app shows (`TwinAppReport.consumableBalances`).
    func consume(_ productID: String, units: Int)
    /// The user taps a control of the app's own (`tap CONTROL`): a "Manage subscription",
    /// "Redeem code" or "Request a refund" button, which presents one of the App Store's sheets.
    func tap(_ control: String) async
    /// What the app shows now. Read after every step; keep it cheap and free of side effects.
    var twinReport: TwinAppReport { get }
}

extension TwinApp {
    /// An app whose feature gate has no side effect (its evaluation starts at launch).
    public func useFeature() {}

    /// An app that sells no consumables: nothing to use up.
    public func consume(_ productID: String, units: Int) {}

    /// An app without such controls: the tap finds none, and nothing happens.
    public func tap(_ control: String) async {}

    /// An app that shows no offers: the tap finds no button, and nothing happens.
    public func buy(_ productID: String, offer: TwinOfferRequest) async {}
}
