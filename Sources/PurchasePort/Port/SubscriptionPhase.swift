import Foundation

/// Where an auto-renewable subscription stands (`SubscriptionStatus.phase`).
public enum SubscriptionPhase: Hashable, Sendable {
    case active
    /// Billing failed; access kept until `until`, then billing retry.
    case grace(until: Date)
    /// Billing failed; no access; the store retries until `until`, then the subscription lapses.
    case billingRetry(until: Date)
    case expired(reason: String)
    case revoked
}
