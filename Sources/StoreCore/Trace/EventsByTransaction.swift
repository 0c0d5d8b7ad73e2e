import PurchasePort

/// The positions in the event log of the events naming each transaction (`EventFact.names(transaction:)`),
/// kept as each event is logged, so that a transaction's detail reads its events without looking
/// through the whole log (issue 26, item 5). It rides in the trace beside the log: an undo
/// restores both together, and a copy of either shares their chunks.
///
/// Each naming is an entry (the event's position and the entry before it naming the same
/// transaction), and each transaction keeps its newest entry: 8 bytes a naming and 4 a
/// transaction, chunked like the log.
struct EventsByTransaction: Sendable {
    private struct Entry: Sendable {
        let event: UInt32
        /// The entry before it for the same transaction, plus one; 0 for none.
        let previous: UInt32
    }

    private var entries = ChunkedArray<Entry>()
    /// For id `n` at `n` (the bare number): its newest entry plus one; 0 for none. Ids named in words far beyond
    /// every transaction (`#999999` in a client's line) are in `farHeads` instead.
    private var heads = ChunkedArray<UInt32>()
    private var farHeads: [Int: UInt32] = [:]

    /// How far beyond the ids held densely an id may be and still be held densely.
    private static let denseReach = 4_096

    /// How many of its entries, heads and the list entries above them `other` does not share
    /// (`ChunkedArray.unsharedSlotCount`).
    func unsharedSlotCount(with other: EventsByTransaction) -> Int {
        entries.unsharedSlotCount(with: other.entries) + heads.unsharedSlotCount(with: other.heads)
    }

    /// Notes that the event at `position` names the transactions `fact` names.
    mutating func add(_ fact: borrowing EventFact, at position: Int) {
        let event = UInt32(clamping: position)
        fact.forEachNamedTransaction { id in add(id, event: event) }
    }

    private mutating func add(_ transaction: TransactionID, event: UInt32) {
        let id = transaction.rawValue
        guard id >= 0 else { return }
        // An id just past those held, none held far (each renewal's new transaction): its
        // entry and its head appended, the head not first appended empty and then written.
        if id == heads.count, farHeads.isEmpty {
            entries.append(Entry(event: event, previous: 0))
            heads.append(UInt32(clamping: entries.count))
            return
        }
        if id >= heads.count, id < heads.count + Self.denseReach {
            while heads.count <= id {
                heads.append(farHeads.isEmpty ? 0 : farHeads.removeValue(forKey: heads.count) ?? 0)
            }
        }
        let head = id < heads.count ? heads[id] : farHeads[id] ?? 0
        // Named twice by one event: once.
        if head != 0, entries[Int(head) - 1].event == event { return }
        entries.append(Entry(event: event, previous: head))
        let newHead = UInt32(clamping: entries.count)
        if id < heads.count { heads[id] = newHead } else { farHeads[id] = newHead }
    }

    /// The positions of the events naming transaction `id`, oldest first.
    func positions(naming transaction: TransactionID) -> [Int] {
        let id = transaction.rawValue
        guard id >= 0 else { return [] }
        var entry = id < heads.count ? heads[id] : farHeads[id] ?? 0
        var positions: [Int] = []
        while entry != 0 {
            let found = entries[Int(entry) - 1]
            positions.append(Int(found.event))
            entry = found.previous
        }
        return positions.reversed()
    }
}
