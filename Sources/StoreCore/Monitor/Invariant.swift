/// A rule the monitor checks after every step.
public enum Invariant: String, CaseIterable, Hashable, Sendable {
    case unverifiedGranted = "unverified-granted"
    case revokedGranted = "revoked-granted"
    case pendingGranted = "pending-granted"
    case cancelledGranted = "cancelled-granted"
    case finishedBeforeDelivery = "finished-before-delivery"
    case foreignFinished = "foreign-finished"
    case leftUnfinished = "left-unfinished"
    case entitlementLostOnFailure = "entitlement-lost-on-failure"
    case paywallBeforeAnswer = "paywall-before-answer"
    case evaluationRestarted = "evaluation-restarted"
    case consumableDoubleCredit = "consumable-double-credit"
    case listenerMissing = "listener-missing"
    case unverifiedShownAsCancel = "unverified-shown-as-cancel"
}
