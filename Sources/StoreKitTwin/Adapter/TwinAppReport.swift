import Foundation
import StoreCore

/// The AccessState storedbg shows and judges (`checking`, `evaluation`, `unlocked`, …).
public typealias AccessState = StoreCore.AccessState

/// Something the app tells the user (an alert, a banner), with what kind of news it is: the
/// monitor judges it (a purchase that did not verify must not be told as cancelled).
public typealias UserMessage = StoreCore.UserMessage

/// What the app shows now, as its controller reports it: the AccessState with why it holds and
/// whether the paywall shows, the transactions its grants rest on (or the products it grants by
/// id), the purchases it shows as
/// waiting for approval, whether it holds an answer about ownership, the start of its own
/// evaluation, its consumable balances and what it tells the user. The monitor judges the app by it.
public struct TwinAppReport: Sendable {
    public var access: AccessState
    public var reason: String
    public var paywallShown: Bool
    /// The transaction each product the app grants rests on (unlocks, subscriptions).
    public var grants: [Transaction]
    /// Products the app grants by id alone (a `purchasedProductIDs` set kept from
    /// `Transaction.currentEntitlements` and `Transaction.updates`): the monitor rests each on
    /// the account's own transaction of it, as the store has it.
    public var grantedProductIDs: Set<String>
    /// The app's own bundles: a product id, and the other products its purchase unlocks too.
    public var bundles: [String: Set<String>]
    /// Products whose purchase the app shows as waiting for approval (Ask to Buy).
    public var pendingProductIDs: Set<String>
    /// Whether the app holds an answer it trusts about what is owned ("unknown is never none").
    public var knowsOwnership: Bool
    /// The start of the app's own evaluation, if it has one.
    public var evaluationStart: Date?
    /// The balance of each consumable the app shows, by product: units credited and not used
    /// up. A rise is a credit of the consumable transactions the app was handed, a fall a use
    /// (`consume`) or a refund taken back; products left out are not judged, and finishing one
    /// of them is its delivery (a tip gives nothing but thanks).
    public var consumableBalances: [String: Int]
    /// What the app tells the user now; nil when nothing. Each change is told once: it shows in
    /// the event log, and the monitor judges it.
    public var alert: UserMessage?
    /// Products of `grantedProductIDs` granted because the account got the app itself, read
    /// from `AppTransaction` (a paid app turned free keeps its buyers' features): they stand
    /// with no transaction while the account's download is of an earlier version.
    public var restsOnAppPurchase: Set<String> = []

    public init(access: AccessState, reason: String, paywallShown: Bool, grants: [Transaction] = [],
                pendingProductIDs: Set<String> = [], knowsOwnership: Bool, evaluationStart: Date? = nil,
                consumableBalances: [String: Int] = [:], alert: UserMessage? = nil,
                grantedProductIDs: Set<String> = [], bundles: [String: Set<String>] = [:]) {
        self.access = access
        self.reason = reason
        self.paywallShown = paywallShown
        self.grants = grants
        self.pendingProductIDs = pendingProductIDs
        self.knowsOwnership = knowsOwnership
        self.evaluationStart = evaluationStart
        self.consumableBalances = consumableBalances
        self.alert = alert
        self.grantedProductIDs = grantedProductIDs
        self.bundles = bundles
    }
}
