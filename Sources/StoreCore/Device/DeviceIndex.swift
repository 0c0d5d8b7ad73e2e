import PurchasePort

/// A device, as the core addresses it: its place in `World.devices` (0 for the session's first
/// device; devices are never removed, so the place is the device for the whole session). Not a
/// count, a step nor a transaction id: what takes a device takes one of these, and
/// `world.devices[d]` reads it. It prints as the bare position, as the reports always did.
package struct DeviceIndex: Hashable, Comparable, Strideable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral {
    /// Where it stands in `World.devices`.
    package let position: Int

    @inline(__always)
    package init(_ position: Int) { self.position = position }

    package init(integerLiteral value: Int) { position = value }

    @inline(__always)
    package static func < (lhs: DeviceIndex, rhs: DeviceIndex) -> Bool { lhs.position < rhs.position }

    package func distance(to other: DeviceIndex) -> Int { other.position - position }

    package func advanced(by n: Int) -> DeviceIndex { DeviceIndex(position + n) }

    package var description: String { String(position) }
}

extension Array where Element == Device {
    /// Device `d`, read and changed in place.
    @inline(__always)
    package subscript(d: DeviceIndex) -> Device {
        _read { yield self[d.position] }
        _modify { yield &self[d.position] }
    }

    /// Every device, first made first.
    package var deviceIndices: Range<DeviceIndex> { DeviceIndex(0)..<DeviceIndex(count) }
}
