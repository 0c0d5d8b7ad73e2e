import PurchasePort

/// A rule the monitor checks after every step.
public enum Invariant: String, CaseIterable, Hashable, Sendable {
    case unverifiedGranted = "unverified-granted"
    case revokedGranted = "revoked-granted"
    case expiredGranted = "expired-granted"
    case graceAccessLost = "grace-access-lost"
    case pendingGranted = "pending-granted"
    case cancelledGranted = "cancelled-granted"
    case unownedGranted = "unowned-granted"
    case finishedBeforeDelivery = "finished-before-delivery"
    case foreignFinished = "foreign-finished"
    case leftUnfinished = "left-unfinished"
    case entitlementLostOnFailure = "entitlement-lost-on-failure"
    case paywallBeforeAnswer = "paywall-before-answer"
    case evaluationRestarted = "evaluation-restarted"
    case consumableDoubleCredit = "consumable-double-credit"
    case listenerMissing = "listener-missing"
    case unverifiedShownAsCancel = "unverified-shown-as-cancel"

    /// The check that judges it, as a new monitor starts with it.
    var check: any InvariantCheck {
        switch self {
        case .unverifiedGranted: return UnverifiedGranted()
        case .revokedGranted: return RevokedGranted()
        case .expiredGranted: return ExpiredGranted()
        case .graceAccessLost: return GraceAccessLost()
        case .pendingGranted: return PendingGranted()
        case .cancelledGranted: return CancelledGranted()
        case .unownedGranted: return UnownedGranted()
        case .finishedBeforeDelivery: return FinishedBeforeDelivery()
        case .foreignFinished: return ForeignFinished()
        case .leftUnfinished: return LeftUnfinished()
        case .entitlementLostOnFailure: return EntitlementLostOnFailure()
        case .paywallBeforeAnswer: return PaywallBeforeAnswer()
        case .evaluationRestarted: return EvaluationRestarted()
        case .consumableDoubleCredit: return ConsumableDoubleCredit()
        case .listenerMissing: return ListenerMissing()
        case .unverifiedShownAsCancel: return UnverifiedShownAsCancel()
        }
    }
}
