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
/// changed: each key's entry holds its value and the table slot of its grant, so a write
/// updates the slot without looking the key up again.
struct GrantingDictionary<Value: GrantSource>: Sendable, Sequence, ExpressibleByDictionaryLiteral {
    /// A key's value and the slot of the table that holds its grant.
    struct Entry: Sendable {
        var value: Value
        let slot: Int
    }

    private var entries: [String: Entry] = [:]
    private(set) var table = GrantTable()
    /// The keys changed since they were last taken or forgotten, in the order they were.
    private(set) var changes: [String] = []

    init() {}

    init(dictionaryLiteral elements: (String, Value)...) {
        for (key, value) in elements { self[key] = value }
    }

    subscript(key: String) -> Value? {
        get { entries[key]?.value }
        set {
            if let newValue {
                updateValue(newValue, forKey: key)
            } else if let removed = entries.removeValue(forKey: key) {
                table.remove(at: removed.slot)
                changes.append(key)
            }
        }
    }

    /// Sets `value` for `key`; the value it replaced.
    @discardableResult
    mutating func updateValue(_ value: Value, forKey key: String) -> Value? {
        // One lookup: the entry is read and written where the dictionary keeps it.
        Self.put(value, key, in: &entries[key], &table, &changes)
    }

    private static func put(_ value: Value, _ key: String, in entry: inout Entry?, _ table: inout GrantTable,
                            _ changes: inout [String]) -> Value? {
        guard let old = entry?.value else {
            entry = Entry(value: value, slot: table.add(value.slot(key: key)))
            changes.append(key)
            return nil
        }
        if old != value {
            entry?.value = value
            if let slot = entry?.slot { table.replace(at: slot, with: value.slot(key: key)) }
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

    typealias Iterator = LazyMapSequence<[String: Entry], (key: String, value: Value)>.Iterator

    func makeIterator() -> Iterator { entries.lazy.map { (key: $0.key, value: $0.value.value) }.makeIterator() }

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }
    var keys: Dictionary<String, Entry>.Keys { entries.keys }
    /// A closure, not the key path `\.value`: a key path into this generic type is made at
    /// run time, its generic argument looked up by name, at every read.
    var values: LazyMapSequence<Dictionary<String, Entry>.Values, Value> { entries.values.lazy.map { $0.value } }

    /// Becomes `replacement`, keeping the slots of the keys that stay.
    mutating func replace(with replacement: [String: Value]) {
        for key in Array(entries.keys) where replacement[key] == nil { self[key] = nil }
        for (key, value) in replacement { self[key] = value }
    }
}
