/// What a product is, as the store sells it.
public enum ProductKind: Hashable, Sendable {
    /// A non-consumable that unlocks something for good.
    case unlock
    case consumable
    /// A non-renewing subscription: access for a fixed span; purchases stack.
    case nonRenewing(TimeSpan)
    /// An auto-renewable subscription. Level 1 is the highest service level in its group.
    case subscription(group: String, period: SubscriptionPeriod, level: Int)
    /// A store-dated trial: a free non-consumable whose purchase date starts a trial of `of`.
    case trial(of: String, lasting: TimeSpan)

    /// The short kind name shown in tables.
    public var label: String {
        switch self {
        case .unlock: return "unlock"
        case .consumable: return "consumable"
        case .nonRenewing: return "nonrenewing"
        case .subscription: return "subscription"
        case .trial: return "trial"
        }
    }

    public var isTrial: Bool {
        if case .trial = self { return true }
        return false
    }

    public var isAutoRenewable: Bool {
        if case .subscription = self { return true }
        return false
    }

    public var isNonRenewing: Bool {
        if case .nonRenewing = self { return true }
        return false
    }

    /// Kinds whose ownership lasts (non-consumables): unlocks and trials.
    public var isNonConsumable: Bool {
        switch self {
        case .unlock, .trial: return true
        default: return false
        }
    }

    /// Kinds `Transaction.currentEntitlements` lists (subscriptions are read through their status).
    @usableFromInline package var isListedAsEntitlement: Bool {
        switch self {
        case .unlock, .trial, .nonRenewing: return true
        case .consumable, .subscription: return false
        }
    }
}
