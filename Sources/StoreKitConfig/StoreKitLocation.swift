/// Where a value sits in a `.storekit` file: its JSON path (`products[2].displayPrice`)
/// and the position of its first character. The root's path is empty.
package struct StoreKitLocation: Hashable, Sendable {
    /// The path as the steps from a spelled-out path: spelled out only when read (`jsonPath`).
    /// Every object and array a file's decoding visits has a location, and only a message
    /// reads one; spelling each out as it was made cost about 600,000 instructions in a run.
    private let route: Route
    package let position: SourcePosition

    private indirect enum Route: Sendable {
        case path(String)
        case member(Route, String)
        case element(Route, Int)
    }

    package init(jsonPath: String, position: SourcePosition) {
        self.init(route: .path(jsonPath), position: position)
    }

    private init(route: Route, position: SourcePosition) {
        self.route = route
        self.position = position
    }

    /// The JSON path, `products[2].displayPrice`; empty for the root.
    package var jsonPath: String { Self.spelled(route) }

    private static func spelled(_ route: Route) -> String {
        switch route {
        case .path(let path): return path
        case .member(let parent, let member):
            let path = spelled(parent)
            return path.isEmpty ? member : "\(path).\(member)"
        case .element(let parent, let index): return "\(spelled(parent))[\(index)]"
        }
    }

    /// Where `member`'s value, at `position`, is inside the object at this location.
    func location(ofMember member: String, at position: SourcePosition) -> StoreKitLocation {
        StoreKitLocation(route: .member(route, member), position: position)
    }

    /// Where element `index` of the array at this location, at `position`, is.
    func location(ofElement index: Int, at position: SourcePosition) -> StoreKitLocation {
        StoreKitLocation(route: .element(route, index), position: position)
    }

    package static func == (left: StoreKitLocation, right: StoreKitLocation) -> Bool {
        left.position == right.position && left.jsonPath == right.jsonPath
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(jsonPath)
        hasher.combine(position)
    }
}
