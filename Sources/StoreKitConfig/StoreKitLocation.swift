/// Where a value sits in a `.storekit` file: its JSON path (`products[2].displayPrice`)
/// and the position of its first character. The root's path is empty.
package struct StoreKitLocation: Hashable, Sendable {
    package let jsonPath: String
    package let position: SourcePosition

    package init(jsonPath: String, position: SourcePosition) {
        self.jsonPath = jsonPath
        self.position = position
    }

    /// The path of `member` inside the object at this location.
    func path(of member: String) -> String {
        jsonPath.isEmpty ? member : "\(jsonPath).\(member)"
    }

    /// The path of element `index` of the array at this location.
    func path(ofElement index: Int) -> String {
        "\(jsonPath)[\(index)]"
    }
}
