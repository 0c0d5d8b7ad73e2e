import Foundation

/// What the app shows now, as it reports it: the AccessState with its reason and the
/// paywall, what it grants and from which transaction (or by product id alone), what it shows
/// as waiting for approval, the evaluation start it uses, and the bundles it defines.
public struct ClientReport: Sendable {
    public let access: AccessView
    /// Every product the app grants now, with the transaction the grant rests on (unlocks,
    /// running subscriptions, non-renewing passes; consumables are judged by their credits).
    public let grants: [Grant]
    /// Purchases shown as waiting for approval, by product: the waiting transaction.
    public let pending: [String: Int]
    /// Whether the app holds an answer it trusts about what is owned ("unknown is never none").
    public let knowsOwnership: Bool
    public let evaluationStart: Date?
    /// Products the app grants by id alone, naming no transaction (an app that keeps a
    /// `purchasedProductIDs` set): the monitor rests each on the account's own transaction of
    /// it, or of a product that unlocks it.
    public let grantedProductIDs: Set<String>
    /// The app's own bundles: a product id, and the other products its purchase unlocks too
    /// ("Pro" unlocking "Export" and "Themes"). A grant may rest on a transaction of its own
    /// product, of a subscription of the same group at the same or a higher level, of the
    /// store-dated trial of it, or of a bundle that names it; on nothing else.
    public let bundles: [String: Set<String>]
    /// Products of `grantedProductIDs` the app grants because the account got the app itself
    /// (a paid app turned free: who bought version 1.x keeps Pro, read from `AppTransaction`).
    /// Such a grant stands, with no transaction, while the account's download is of an earlier
    /// version than the app's (`app-transaction original-version V`); otherwise it is
    /// `unowned-granted`.
    public let restsOnAppPurchase: Set<String>

    public init(access: AccessView, grants: [Grant], pending: [String: Int], knowsOwnership: Bool, evaluationStart: Date?,
                grantedProductIDs: Set<String> = [], bundles: [String: Set<String>] = [:], restsOnAppPurchase: Set<String> = []) {
        self.access = access
        self.grants = grants
        self.pending = pending
        self.knowsOwnership = knowsOwnership
        self.evaluationStart = evaluationStart
        self.grantedProductIDs = grantedProductIDs
        self.bundles = bundles
        self.restsOnAppPurchase = restsOnAppPurchase
    }

    /// Whether the app grants `productID`, from a transaction or by id alone.
    public func grants(_ productID: String) -> Bool {
        grantedProductIDs.contains(productID) || grants.contains { $0.productID == productID }
    }

    /// What a device shows while its app is not running.
    @usableFromInline package static let notRunning = ClientReport(access: AccessView(state: .checking, reason: "the app is not running", paywallShown: false),
                                         grants: [], pending: [:], knowsOwnership: false, evaluationStart: nil)
}

/// One product the app grants, and the transaction it rests on.
public struct Grant: Hashable, Sendable {
    public let productID: String
    public let transactionID: Int

    public init(productID: String, transactionID: Int) {
        self.productID = productID
        self.transactionID = transactionID
    }
}
