import StoreCore

/// One classic mistake the scratch client can be built with, one per invariant of the monitor.
enum Bug: CaseIterable, Sendable {
    /// Grants a purchase whose signature does not verify.
    case grantsUnverified
    /// Keeps an unlock after the store said it was refunded.
    case ignoresRevocation
    /// Takes the subscription as running until told otherwise, never looking at its expiration
    /// date, and ignores a status that says it lapsed: it keeps the one it heard while subscribed.
    case keepsLapsedSubscription
    /// Takes a subscription whose renewal failed as lapsed at once, grace period or not.
    case dropsAccessInGrace
    /// Unlocks as soon as an Ask to Buy purchase is waiting for approval.
    case grantsPending
    /// Grants whatever `Transaction.updates` hands over, without looking at its state.
    case grantsAnyUpdate
    /// Finishes a purchase before delivering it.
    case finishesBeforeDelivery
    /// Finishes every transaction it is handed, even those of products other code sells.
    case finishesForeign
    /// Forgets to finish what `product.purchase()` returns.
    case leavesPurchasesUnfinished
    /// Takes an entitlements read that answered nothing as "nothing owned".
    case readsNothingAsNone
    /// Derives the paywall before the store has answered, as if it had answered "nothing".
    case paywallBeforeAnswer
    /// Keeps the evaluation start in the preferences only, which a reinstall wipes.
    case evaluationInPreferencesOnly
    /// Credits coins in the purchase handler and again in the updates listener.
    case creditsTwice
    /// Starts `Transaction.updates` only when the user first taps Buy.
    case lazyListener
    /// Tells the user a purchase that failed verification was cancelled.
    case unverifiedAsCancel
    /// Unlocks from any verified purchase, without asking which product it is for: coins unlock it.
    case grantsFromAnyPurchase

    /// The invariant that catches the mistake.
    var invariant: Invariant {
        switch self {
        case .grantsUnverified: return .unverifiedGranted
        case .ignoresRevocation: return .revokedGranted
        case .keepsLapsedSubscription: return .expiredGranted
        case .dropsAccessInGrace: return .graceAccessLost
        case .grantsPending: return .pendingGranted
        case .grantsAnyUpdate: return .cancelledGranted
        case .finishesBeforeDelivery: return .finishedBeforeDelivery
        case .finishesForeign: return .foreignFinished
        case .leavesPurchasesUnfinished: return .leftUnfinished
        case .readsNothingAsNone: return .entitlementLostOnFailure
        case .paywallBeforeAnswer: return .paywallBeforeAnswer
        case .evaluationInPreferencesOnly: return .evaluationRestarted
        case .creditsTwice: return .consumableDoubleCredit
        case .lazyListener: return .listenerMissing
        case .unverifiedAsCancel: return .unverifiedShownAsCancel
        case .grantsFromAnyPurchase: return .unownedGranted
        }
    }

    /// The session that provokes it (the clean client passes the same session without a violation).
    var session: Session {
        switch self {
        case .grantsUnverified, .unverifiedAsCancel: return .unverifiedPurchase
        case .ignoresRevocation: return .refund
        case .keepsLapsedSubscription: return .subscriptionLapses
        case .dropsAccessInGrace: return .billingGrace
        case .grantsPending: return .askToBuyApproved
        case .grantsAnyUpdate: return .askToBuyDeclined
        case .finishesBeforeDelivery, .leavesPurchasesUnfinished, .lazyListener: return .buyUnlock
        case .finishesForeign: return .foreignPurchase
        case .readsNothingAsNone: return .cancelledRead
        case .paywallBeforeAnswer: return .evaluationEnds
        case .evaluationInPreferencesOnly: return .reinstall
        case .creditsTwice: return .coins
        case .grantsFromAnyPurchase: return .coinsThenUnlock
        }
    }
}
