import Foundation

/// What the app shows now, as it reports it: the AccessState with its reason and the
/// paywall, what it grants and from which transaction (or by product id alone), what it shows
/// as waiting for approval, the evaluation start it uses, and the bundles it defines.
public struct ClientReport: Sendable {
    public let access: AccessView
    /// Every product the app grants now, with the transaction the grant rests on (unlocks,
    /// running subscriptions, non-renewing passes; consumables are judged by their credits).
    public var grants: [Grant] {
        guard let kept else { return listedGrants }
        var grants: [Grant] = []
        kept.append(to: &grants)
        return grants + kept.extra
    }
    @usableFromInline package let listedGrants: [Grant]
    /// The reference client's grants as it keeps them, instead of `listedGrants`: the monitor
    /// judges the slots that changed since the report it judged last (issue 26, item 8).
    @usableFromInline package let kept: KeptGrants?
    /// Purchases shown as waiting for approval, by product: the waiting transaction.
    public let pending: [String: TransactionID]
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

    public init(access: AccessView, grants: [Grant], pending: [String: TransactionID], knowsOwnership: Bool, evaluationStart: Date?,
                grantedProductIDs: Set<String> = [], bundles: [String: Set<String>] = [:], restsOnAppPurchase: Set<String> = []) {
        self.access = access
        listedGrants = grants
        kept = nil
        self.pending = pending
        self.knowsOwnership = knowsOwnership
        self.evaluationStart = evaluationStart
        self.grantedProductIDs = grantedProductIDs
        self.bundles = bundles
        self.restsOnAppPurchase = restsOnAppPurchase
    }

    @usableFromInline package init(access: AccessView, kept: KeptGrants, pending: [String: TransactionID], knowsOwnership: Bool, evaluationStart: Date?) {
        self.access = access
        listedGrants = []
        self.kept = kept
        self.pending = pending
        self.knowsOwnership = knowsOwnership
        self.evaluationStart = evaluationStart
        grantedProductIDs = []
        bundles = [:]
        restsOnAppPurchase = []
    }

    /// Whether the app grants nothing from a transaction (`grants` is empty), without listing
    /// what it grants.
    @usableFromInline package var grantsNoTransaction: Bool {
        guard let kept else { return listedGrants.isEmpty }
        return kept.extra.isEmpty && !kept.grantsAny
    }

    /// Whether the app grants `productID`, from a transaction or by id alone.
    public func grants(_ productID: String) -> Bool {
        grantedProductIDs.contains(productID) || grants.contains { $0.productID == productID }
    }

    /// What a device shows while its app is not running.
    @usableFromInline package static let notRunning = ClientReport(access: AccessView(state: .checking, reason: "the app is not running", paywallShown: false),
                                         grants: [], pending: [:], knowsOwnership: false, evaluationStart: nil)
}

/// The grants the reference client keeps (`GrantTable`): its tables' slots that grant at the
/// device time `now`, in table order, then `extra` (subscriptions known only from a listing).
@usableFromInline package struct KeptGrants: Sendable {
    /// The tables' slots, in the order they are judged: owned unlocks and trials, groups'
    /// subscriptions, non-renewing passes. Three fields, not an array: a report is made at
    /// every step, and an array of them was an allocation each time; the slots alone, not their
    /// tables: a report is copied on its way to the monitor, and each buffer held is a retain.
    @usableFromInline package let unlocks: ChunkedArray<GrantSlot?>
    @usableFromInline package let subscriptions: ChunkedArray<GrantSlot?>
    @usableFromInline package let passes: ChunkedArray<GrantSlot?>
    @usableFromInline package let now: Date
    @usableFromInline package let extra: [Grant]

    /// The memberwise initializer, for the package.
    @usableFromInline package init(unlocks: ChunkedArray<GrantSlot?>, subscriptions: ChunkedArray<GrantSlot?>, passes: ChunkedArray<GrantSlot?>,
                                       now: Date, extra: [Grant]) {
        self.unlocks = unlocks
        self.subscriptions = subscriptions
        self.passes = passes
        self.now = now
        self.extra = extra
    }

    /// Every table's slots, in order.
    @usableFromInline package var slots: [ChunkedArray<GrantSlot?>] { [unlocks, subscriptions, passes] }
    /// How many tables `slots` gives.
    @usableFromInline package static let tableCount = 3

    /// Whether no table holds a slot.
    @usableFromInline package var hasNoSlots: Bool { unlocks.isEmpty && subscriptions.isEmpty && passes.isEmpty }

    /// Whether any slot grants at `now`.
    @usableFromInline package var grantsAny: Bool {
        unlocks.grantsAny(at: now) || subscriptions.grantsAny(at: now) || passes.grantsAny(at: now)
    }

    /// The grants at `now`, appended in table and slot order.
    @usableFromInline package func append(to grants: inout [Grant]) {
        unlocks.append(grantsAt: now, to: &grants)
        subscriptions.append(grantsAt: now, to: &grants)
        passes.append(grantsAt: now, to: &grants)
    }
}

/// One product the app grants, and the transaction it rests on.
public struct Grant: Hashable, Sendable {
    public let productID: String
    public let transactionID: TransactionID

    public init(productID: String, transactionID: TransactionID) {
        self.productID = productID
        self.transactionID = transactionID
    }
}
