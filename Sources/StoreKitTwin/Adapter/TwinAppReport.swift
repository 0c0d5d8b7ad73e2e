import Foundation
import StoreCore

/// The AccessState storedbg shows and judges (`checking`, `evaluation`, `unlocked`, …).
public typealias AccessState = StoreCore.AccessState

/// What the app shows now, as its controller reports it: the AccessState with why it holds and
/// whether the paywall shows, the transactions its grants rest on, the purchases it shows as
/// waiting for approval, whether it holds an answer about ownership, and the start of its own
/// evaluation. The monitor judges the app by it.
public struct TwinAppReport: Sendable {
    public var access: AccessState
    public var reason: String
    public var paywallShown: Bool
    /// The transaction each product the app grants rests on (unlocks, subscriptions).
    public var grants: [Transaction]
    /// Products whose purchase the app shows as waiting for approval (Ask to Buy).
    public var pendingProductIDs: Set<String>
    /// Whether the app holds an answer it trusts about what is owned ("unknown is never none").
    public var knowsOwnership: Bool
    /// The start of the app's own evaluation, if it has one.
    public var evaluationStart: Date?

    public init(access: AccessState, reason: String, paywallShown: Bool, grants: [Transaction] = [],
                pendingProductIDs: Set<String> = [], knowsOwnership: Bool, evaluationStart: Date? = nil) {
        self.access = access
        self.reason = reason
        self.paywallShown = paywallShown
        self.grants = grants
        self.pendingProductIDs = pendingProductIDs
        self.knowsOwnership = knowsOwnership
        self.evaluationStart = evaluationStart
    }
}
