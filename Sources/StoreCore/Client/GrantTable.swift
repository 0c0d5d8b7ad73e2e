import Foundation
import PurchasePort

/// What the reference client keeps a grant for: an owned unlock or trial, a group's
/// subscription, a non-renewing pass.
protocol GrantSource: Equatable, Sendable {
    func slot(key: String) -> GrantSlot
}

extension ReferenceClient.OwnedItem: GrantSource {
    func slot(key: String) -> GrantSlot { GrantSlot(grant: Grant(productID: key, transactionID: transactionID), until: nil) }
}

extension ReferenceClient.KnownNonRenewing: GrantSource {
    func slot(key: String) -> GrantSlot { GrantSlot(grant: Grant(productID: key, transactionID: transactionID), until: expirationDate) }
}

extension SubscriptionStatus: GrantSource {
    /// Grants while `givesAccess(at:)` says so: active until it expires, in grace until grace
    /// ends, never otherwise.
    func slot(key: String) -> GrantSlot {
        let until: Date
        switch phase {
        case .active: until = expirationDate
        case .grace(let end): until = end
        case .billingRetry, .expired, .revoked: until = .distantPast
        }
        return GrantSlot(grant: Grant(productID: productID, transactionID: transactionID), until: until)
    }
}

/// A dictionary of the reference client's knowledge that keeps its grants' table as it is
/// changed: reads go to `dictionary`, every write updates the key's slot too.
struct GrantingDictionary<Value: GrantSource>: Sendable, Sequence, ExpressibleByDictionaryLiteral {
    private(set) var dictionary: [String: Value] = [:]
    private(set) var table = GrantTable()
    /// The keys changed since they were last taken or forgotten, in the order they were.
    private(set) var changes: [String] = []

    init() {}

    init(dictionaryLiteral elements: (String, Value)...) {
        for (key, value) in elements { self[key] = value }
    }

    subscript(key: String) -> Value? {
        get { dictionary[key] }
        set {
            if let newValue {
                updateValue(newValue, forKey: key)
            } else if dictionary.removeValue(forKey: key) != nil {
                table.set(key, nil)
                changes.append(key)
            }
        }
    }

    /// Sets `value` for `key`; the value it replaced.
    @discardableResult
    mutating func updateValue(_ value: Value, forKey key: String) -> Value? {
        // One lookup, not a read then the setter's write.
        let old = dictionary.updateValue(value, forKey: key)
        if old != value {
            table.set(key, value.slot(key: key))
            changes.append(key)
        }
        return old
    }

    /// Forgets the changes, keeping their buffer for the next (read them first from `changes`).
    mutating func forgetChanges() {
        changes.removeAll(keepingCapacity: true)
    }

    /// The keys changed since the last call, and forgets them.
    mutating func takeChanges() -> [String] {
        guard !changes.isEmpty else { return [] }
        defer { changes = [] }
        return changes
    }

    func makeIterator() -> Dictionary<String, Value>.Iterator { dictionary.makeIterator() }

    var count: Int { dictionary.count }
    var isEmpty: Bool { dictionary.isEmpty }
    var keys: Dictionary<String, Value>.Keys { dictionary.keys }
    var values: Dictionary<String, Value>.Values { dictionary.values }

    /// Becomes `replacement`, keeping the slots of the keys that stay.
    mutating func replace(with replacement: [String: Value]) {
        for key in Array(dictionary.keys) where replacement[key] == nil { self[key] = nil }
        for (key, value) in replacement { self[key] = value }
    }
}
