import Foundation

/// The device's copy of its account's entitlements listing, as of its last time online: what
/// `Transaction.currentEntitlements` answers offline. Kept by key, so that a renewal replaces its
/// group's entry without copying or sorting the whole listing.
struct EntitlementCopy: Sendable {
    /// Unlocks, store-dated trials and non-renewing passes, by transaction id.
    private var items: [Int: Transaction] = [:]
    /// The listed transaction of each auto-renewable subscription group.
    private var subscriptions: [String: Transaction] = [:]

    init() {}

    init(_ listing: [Transaction]) {
        for tx in listing { insert(tx) }
    }

    /// The listing, oldest first.
    var listing: [Transaction] {
        (Array(items.values) + Array(subscriptions.values)).sorted { $0.id < $1.id }
    }

    func contains(_ id: Int) -> Bool {
        items[id] != nil || subscriptions.values.contains { $0.id == id }
    }

    /// Adds `tx`, in place of its group's entry for a subscription.
    mutating func insert(_ tx: Transaction) {
        if case .subscription(let group, _, _) = tx.kind {
            subscriptions[group] = tx
        } else {
            items[tx.id] = tx
        }
    }

    mutating func remove(_ id: Int) {
        items[id] = nil
        if let group = subscriptions.first(where: { $0.value.id == id })?.key { subscriptions[group] = nil }
    }

    mutating func removeSubscription(group: String) {
        subscriptions[group] = nil
    }
}
