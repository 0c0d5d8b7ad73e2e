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

    public var rule: String {
        switch self {
        case .unverifiedGranted: return "access is never granted from an unverified transaction"
        case .revokedGranted: return "access ends when the app is told a transaction was revoked"
        case .pendingGranted: return "a pending (Ask to Buy) purchase never grants access"
        case .cancelledGranted: return "a cancelled, failed or declined purchase never grants access"
        case .finishedBeforeDelivery: return "a transaction is finished only after its content is delivered"
        case .foreignFinished: return "the app finishes only its own products' transactions"
        case .leftUnfinished: return "a verified purchase handed to the app is delivered and finished"
        case .entitlementLostOnFailure: return "a failure never erases an entitlement the store still grants"
        case .paywallBeforeAnswer: return "nothing is locked or offered before the store has answered"
        case .evaluationRestarted: return "the evaluation does not start again on the same device"
        case .consumableDoubleCredit: return "a consumable transaction is credited once"
        case .listenerMissing: return "the updates listener runs whenever the app runs"
        case .unverifiedShownAsCancel: return "a purchase that failed verification is not reported as cancelled"
        }
    }
}
