import Foundation

/// One grant the reference client keeps, and until when it grants: `nil` for as long as it is
/// kept (an unlock), else while the device's clock is before `until` (a subscription's
/// expiration or grace, a pass's end).
@usableFromInline package struct GrantSlot: Equatable, Sendable {
    @usableFromInline package let grant: Grant
    @usableFromInline package let until: Date?

    @usableFromInline package func grants(at now: Date) -> Bool { until.map { $0 > now } ?? true }

    /// The memberwise initializer, for the package.
    @usableFromInline package init(grant: Grant, until: Date?) {
        self.grant = grant
        self.until = until
    }
}

/// The reference client's grants kept as its knowledge changes, one slot a key, instead of
/// built anew for every report (issue 26, item 8: an app owning N products made every step
/// build, and the monitor judge, N grants). The slots are chunked (`ChunkedArray`): a report
/// shares them, and the monitor finds what changed since the report it judged last by
/// comparing only the chunks that are not shared (`positionsDiffering`). A removed key leaves
/// its slot empty, reused by the next key added.
@usableFromInline package struct GrantTable: Sendable {
    @usableFromInline package private(set) var slots: ChunkedArray<GrantSlot?> = []
    /// Emptied slots, reused before the table grows.
    private var free: [Int] = []

    /// Puts `slot` in the last emptied slot, else a new one at the end; where it went.
    @usableFromInline package mutating func add(_ slot: GrantSlot) -> Int {
        if let index = free.popLast() {
            slots[index] = slot
            return index
        }
        slots.append(slot)
        return slots.count - 1
    }

    /// Replaces what slot `index` holds (left untouched when equal: a report may share its chunk).
    @usableFromInline package mutating func replace(at index: Int, with slot: GrantSlot) {
        if slots[index] != slot { slots[index] = slot }
    }

    /// Empties slot `index`, for the next slot added.
    @usableFromInline package mutating func remove(at index: Int) {
        slots[index] = nil
        free.append(index)
    }

    @usableFromInline package init() {}
}

extension ChunkedArray where Element == GrantSlot? {
    /// The grants at `now`, appended in slot order.
    @usableFromInline package func append(grantsAt now: Date, to grants: inout [Grant]) {
        for slot in self { if let slot, slot.grants(at: now) { grants.append(slot.grant) } }
    }

    /// Whether any slot grants at `now` (the first found ends the look).
    @usableFromInline package func grantsAny(at now: Date) -> Bool {
        for slot in self { if let slot, slot.grants(at: now) { return true } }
        return false
    }
}
