import PurchasePort

/// How buying another subscription of a group changes the one that runs (App Store ranking:
/// level 1 is the highest service). An upgrade starts at once, the old period refunded in
/// proportion; a downgrade starts at the next renewal; a crossgrade (the same level) starts at
/// once when both have the same duration, else at the next renewal.
package struct SubscriptionChange: Equatable {
    package enum Direction: String, Hashable, Sendable {
        case upgrade = "Upgrade", downgrade = "Downgrade", crossgrade = "Crossgrade"
    }

    let direction: Direction
    /// Whether the new subscription replaces the current period now rather than at its renewal.
    let startsAtOnce: Bool

    /// The change from `current` to `new`, both subscriptions; nil for any other kind.
    init?(from current: ProductKind, to new: ProductKind) {
        guard case .subscription(_, let currentPeriod, let currentLevel) = current,
              case .subscription(_, let newPeriod, let newLevel) = new else { return nil }
        if newLevel < currentLevel {
            (direction, startsAtOnce) = (.upgrade, true)
        } else if newLevel > currentLevel {
            (direction, startsAtOnce) = (.downgrade, false)
        } else {
            (direction, startsAtOnce) = (.crossgrade, newPeriod == currentPeriod)
        }
    }
}
