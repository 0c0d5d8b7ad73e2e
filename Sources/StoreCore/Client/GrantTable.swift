import Foundation

/// One grant the reference client keeps, and until when it grants: `nil` for as long as it is
/// kept (an unlock), else while the device's clock is before `until` (a subscription's
/// expiration or grace, a pass's end).
struct GrantSlot: Equatable, Sendable {
    let grant: Grant
    let until: Date?

    func grants(at now: Date) -> Bool { until.map { $0 > now } ?? true }
}

/// The reference client's grants kept as its knowledge changes, one slot a key, instead of
/// built anew for every report (issue 26, item 8: an app owning N products made every step
/// build, and the monitor judge, N grants). The slots are chunked (`ChunkedArray`): a report
/// shares them, and the monitor finds what changed since the report it judged last by
/// comparing only the chunks that are not shared (`positionsDiffering`). A removed key leaves
/// its slot empty, reused by the next key added.
struct GrantTable: Sendable {
    private(set) var slots: ChunkedArray<GrantSlot?> = []
    private var slotByKey: [String: Int] = [:]
    private var free: [Int] = []

    var keyCount: Int { slotByKey.count }

    mutating func set(_ key: String, _ slot: GrantSlot?) {
        if let index = slotByKey[key] {
            guard let slot else {
                slots[index] = nil
                slotByKey[key] = nil
                free.append(index)
                return
            }
            if slots[index] != slot { slots[index] = slot }
        } else if let slot {
            if let index = free.popLast() {
                slots[index] = slot
                slotByKey[key] = index
            } else {
                slotByKey[key] = slots.count
                slots.append(slot)
            }
        }
    }

    /// The grants at `now`, appended in slot order.
    func append(grantsAt now: Date, to grants: inout [Grant]) {
        for slot in slots { if let slot, slot.grants(at: now) { grants.append(slot.grant) } }
    }

    /// Whether any slot grants at `now` (the first found ends the look).
    func grantsAny(at now: Date) -> Bool {
        for slot in slots { if let slot, slot.grants(at: now) { return true } }
        return false
    }
}

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
    /// The keys changed since `takeChanges()` last ran, in the order they were.
    private(set) var changes: [String] = []

    init() {}

    init(dictionaryLiteral elements: (String, Value)...) {
        for (key, value) in elements { self[key] = value }
    }

    subscript(key: String) -> Value? {
        get { dictionary[key] }
        set {
            if let newValue {
                if let old = dictionary.updateValue(newValue, forKey: key), old == newValue { return }
            } else if dictionary.removeValue(forKey: key) == nil {
                return
            }
            table.set(key, newValue?.slot(key: key))
            changes.append(key)
        }
    }

    /// Sets `value` for `key`; the value it replaced.
    @discardableResult
    mutating func updateValue(_ value: Value, forKey key: String) -> Value? {
        let old = dictionary[key]
        self[key] = value
        return old
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
