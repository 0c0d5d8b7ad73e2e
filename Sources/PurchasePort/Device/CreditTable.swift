/// Units credited per transaction id, for the app's consumable ledger. Kept as a `ChunkedArray`
/// indexed by id, so that a copy of it (an undo checkpoint's world) shares every chunk and a
/// change to either copies one chunk and the short lists above it, never a table of a million
/// credits as a dictionary would on its first change after being shared, nor a list of every
/// chunk (issue 26, item 7). Transaction ids are dense from 1, so the chunks are mostly full.
public struct CreditTable: Sendable {
    /// Marks an id without a credit.
    private static let absent = Int.min

    /// At `id`: its units, or `absent`; as far as the largest id credited so far.
    private var units = ChunkedArray<Int>()
    /// Ids credited, at most a handful, outside what `units` can hold (a negative id).
    private var outside: [Int: Int] = [:]
    /// How many ids are credited.
    public private(set) var count = 0

    public init() {}

    public subscript(_ transactionID: TransactionID) -> Int? {
        get { self[number: transactionID.rawValue] }
        set { self[number: transactionID.rawValue] = newValue }
    }

    /// At the bare number `id`.
    private subscript(number id: Int) -> Int? {
        get {
            guard id >= 0, id < units.count else { return outside[id] }
            let held = units[id]
            return held == Self.absent ? nil : held
        }
        set {
            guard id >= 0 else {
                count += (newValue == nil ? 0 : 1) - (outside[id] == nil ? 0 : 1)
                outside[id] = newValue
                return
            }
            if id >= units.count {
                guard newValue != nil else { return }
                units.append(contentsOf: repeatElement(Self.absent, count: id + 1 - units.count))
            }
            // Changed in place: only its chunk is copied, and only if another table shares it.
            let old = units[id]
            units[id] = newValue ?? Self.absent
            count += (newValue == nil ? 0 : 1) - (old == Self.absent ? 0 : 1)
        }
    }

    /// Takes `id`'s credit out; what it was.
    @discardableResult
    public mutating func removeValue(forKey id: TransactionID) -> Int? {
        let old = self[id]
        if old != nil { self[id] = nil }
        return old
    }

    /// The credited ids, ascending.
    public var keys: [TransactionID] {
        var ids = outside.keys.sorted().map { TransactionID($0) }
        ids.reserveCapacity(count)
        for id in units.indices where units[id] != Self.absent { ids.append(TransactionID(id)) }
        return ids
    }

    /// How many of this table's slots `other` does not share, buffer for buffer: what was
    /// copied since one was a copy of the other (`ChunkedArray.unsharedSlotCount`).
    @usableFromInline package func unsharedSlotCount(with other: CreditTable) -> Int { units.unsharedSlotCount(with: other.units) }
}

extension CreditTable: Hashable {
    public static func == (lhs: CreditTable, rhs: CreditTable) -> Bool {
        guard lhs.count == rhs.count, lhs.outside == rhs.outside else { return false }
        let common = min(lhs.units.count, rhs.units.count)
        guard lhs.units.positionsDiffering(from: rhs.units).isEmpty else { return false }
        // Beyond what both hold densely: no credit on the longer side.
        let longer = lhs.units.count > rhs.units.count ? lhs.units : rhs.units
        return !longer[common...].contains { $0 != absent }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(outside)
    }
}
