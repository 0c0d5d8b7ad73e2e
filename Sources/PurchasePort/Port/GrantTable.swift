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
    private var slotByKey: [String: Int] = [:]
    private var free: [Int] = []

    @usableFromInline package var keyCount: Int { slotByKey.count }

    @usableFromInline package mutating func set(_ key: String, _ slot: GrantSlot?) {
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
    @usableFromInline package func append(grantsAt now: Date, to grants: inout [Grant]) {
        for slot in slots { if let slot, slot.grants(at: now) { grants.append(slot.grant) } }
    }

    /// Whether any slot grants at `now` (the first found ends the look).
    @usableFromInline package func grantsAny(at now: Date) -> Bool {
        for slot in slots { if let slot, slot.grants(at: now) { return true } }
        return false
    }

    @usableFromInline package init() {}
}
