import PurchasePort

/// Where each key's entry stands in an array kept beside it, the key found last remembered: a
/// renewal is recorded and finished under the same account and product, and comparing the key
/// with the last one spares hashing it.
struct SlotIndex<Key: Hashable & Sendable>: Sendable {
    private var slots: [Key: Int] = [:]
    private var last: (key: Key, slot: Int)?

    /// The slot of `key`, if it has one.
    subscript(key: Key) -> Int? { slots[key] }

    /// The slot of `key`; a key new to the index gets the next one, and `isNew` says so (the
    /// caller then appends its entry).
    mutating func slot(of key: Key) -> (slot: Int, isNew: Bool) {
        if let last, last.key == key { return (last.slot, false) }
        let found = slots[key]
        let slot = found ?? slots.count
        if found == nil { slots[key] = slot }
        last = (key, slot)
        return (slot, found == nil)
    }
}
