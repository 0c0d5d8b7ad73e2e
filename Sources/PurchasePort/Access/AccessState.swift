import Foundation

/// What the app concludes the user may do: the state the debugger shows large.
public enum AccessState: Hashable, Sendable {
    /// The store has not answered since launch: nothing is locked or offered.
    case checking
    /// The evaluation has not begun.
    case notStarted
    case evaluation(daysLeft: Int, endsAt: Date)
    case expired
    /// Owned, verified, not revoked: purchased or family shared.
    case unlocked
    case subscribed(until: Date)
    case grace(until: Date)
    case billingRetry
    case lapsed(reason: String)
    case revoked

    /// The state's name as scenarios write it.
    public var name: String {
        switch self {
        case .checking: return "checking"
        case .notStarted: return "not-started"
        case .evaluation: return "evaluation"
        case .expired: return "expired"
        case .unlocked: return "unlocked"
        case .subscribed: return "subscribed"
        case .grace: return "grace"
        case .billingRetry: return "billing-retry"
        case .lapsed: return "lapsed"
        case .revoked: return "revoked"
        }
    }

    public static let allNames = ["checking", "not-started", "evaluation", "expired", "unlocked",
                                  "subscribed", "grace", "billing-retry", "lapsed", "revoked"]

    /// Why a subscription lapses: it ran out, auto-renew was off, billing retry gave up, its
    /// transaction was deleted, or (a non-renewing pass) it ended.
    public static let lapseReasons = ["expired", "auto-renew-disabled", "billing-error", "deleted", "ended", "price-increase"]

    /// Whether the state lets the user use the paid features.
    public var grantsAccess: Bool {
        switch self {
        case .evaluation, .unlocked, .subscribed, .grace: return true
        case .checking, .notStarted, .expired, .billingRetry, .lapsed, .revoked: return false
        }
    }

    /// Whether the app offers the purchase (shows its paywall) in this state.
    public var showsPaywall: Bool {
        switch self {
        case .expired, .billingRetry, .lapsed, .revoked: return true
        case .checking, .notStarted, .evaluation, .unlocked, .subscribed, .grace: return false
        }
    }

    /// One line, e.g. `evaluation (11 days left)`, `lapsed (billing-error)`.
    public var summary: String {
        switch self {
        case .evaluation(let days, _): return "evaluation (\(days) day\(days == 1 ? "" : "s") left)"
        case .subscribed(let until): return "subscribed (until \(InstantFormat.short(until)))"
        case .grace(let until): return "grace (until \(InstantFormat.short(until)))"
        case .lapsed(let reason): return "lapsed (\(reason))"
        default: return name
        }
    }
}
