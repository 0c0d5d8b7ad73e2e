import Foundation

/// What the app shows now, as it reports it: the AccessState with its reason and the
/// paywall, what it grants and from which transaction, what it shows as waiting for approval,
/// and the evaluation start it uses.
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

    public init(access: AccessView, grants: [Grant], pending: [String: Int], knowsOwnership: Bool, evaluationStart: Date?) {
        self.access = access
        self.grants = grants
        self.pending = pending
        self.knowsOwnership = knowsOwnership
        self.evaluationStart = evaluationStart
    }

    /// What a device shows while its app is not running.
    static let notRunning = ClientReport(access: AccessView(state: .checking, reason: "the app is not running", paywallShown: false),
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
