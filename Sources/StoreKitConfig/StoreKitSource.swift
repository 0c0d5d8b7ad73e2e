/// Where an object of a `.storekit` file is, and where each of its members' values are,
/// so that a later check can point at the exact line and column of, say, a `displayPrice`.
package struct StoreKitSource: Hashable, Sendable {
    /// The object itself: its JSON path and the position of its `{`.
    package let location: StoreKitLocation
    /// Each member's key and where its value starts, in file order. Kept as they are, and a
    /// member's JSON path spelled out only when asked for: most objects are never asked.
    let members: [(key: String, position: SourcePosition)]

    init(location: StoreKitLocation, members: [(key: String, position: SourcePosition)]) {
        self.location = location
        self.members = members
    }

    /// Where `member`'s value is. An absent member is placed at the object's `{`, under its own path.
    package func location(of member: String) -> StoreKitLocation {
        let position = members.first { $0.key == member }?.position ?? location.position
        return location.location(ofMember: member, at: position)
    }

    /// Whether the object has a member `key`.
    func hasMember(_ key: String) -> Bool {
        members.contains { $0.key == key }
    }

    package static func == (left: StoreKitSource, right: StoreKitSource) -> Bool {
        left.location == right.location && left.members.elementsEqual(right.members) { $0.key == $1.key && $0.position == $1.position }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(location)
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.position)
        }
    }
}
