import Foundation
import PurchasePort

/// The device's copy of its account's entitlements listing, as of its last time online: what
/// `Transaction.currentEntitlements` answers offline. Kept by key, so that a renewal replaces its
/// subscription's entry in place, without hashing, copying or sorting the whole listing.
struct EntitlementCopy: Sendable {
    /// Unlocks, store-dated trials and non-renewing passes, by transaction id.
    private var items: [TransactionID: StoreTransaction] = [:]
    /// The listed transaction of each auto-renewable subscription, at the position of its chain
    /// in the store (one chain per account and group, so one entry per group).
    private var subscriptions: [StoreTransaction?] = []

    init() {}

    /// The listing, oldest first.
    var listing: [StoreTransaction] {
        (Array(items.values) + subscriptions.compactMap { $0 }).sorted { $0.id < $1.id }
    }

    func contains(_ id: TransactionID) -> Bool {
        items[id] != nil || subscriptions.contains { $0?.id == id }
    }

    /// Adds an unlock, trial or pass.
    mutating func insert(_ tx: StoreTransaction) {
        items[tx.id] = tx
    }

    /// Lists `tx` for the subscription whose chain is at `position`, in place of what was listed.
    mutating func insertSubscription(_ tx: StoreTransaction, chainAt position: Int) {
        if position >= subscriptions.count {
            subscriptions.append(contentsOf: repeatElement(nil, count: position - subscriptions.count + 1))
        }
        subscriptions[position] = tx
    }

    mutating func remove(_ id: TransactionID) {
        items[id] = nil
        if let position = subscriptions.firstIndex(where: { $0?.id == id }) { subscriptions[position] = nil }
    }

    mutating func removeSubscription(chainAt position: Int) {
        if position < subscriptions.count { subscriptions[position] = nil }
    }
}
