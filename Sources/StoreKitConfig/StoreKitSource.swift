/// Where an object of a `.storekit` file is, and where each of its members' values are,
/// so that a later check can point at the exact line and column of, say, a `displayPrice`.
public struct StoreKitSource: Hashable, Sendable {
    /// The object itself: its JSON path and the position of its `{`.
    public let location: StoreKitLocation
    let memberLocations: [String: StoreKitLocation]

    init(location: StoreKitLocation, memberLocations: [String: StoreKitLocation]) {
        self.location = location
        self.memberLocations = memberLocations
    }

    /// Where `member`'s value is. An absent member is placed at the object's `{`, under its own path.
    public func location(of member: String) -> StoreKitLocation {
        memberLocations[member] ?? StoreKitLocation(jsonPath: location.path(of: member), position: location.position)
    }
}
