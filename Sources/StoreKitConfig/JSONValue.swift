/// A JSON value as read from a file, with the position of its first character.
/// Numbers keep their literal text, so nothing is lost or rounded on the way in.
struct JSONValue: Hashable, Sendable {
    enum Content: Hashable, Sendable {
        case null
        case bool(Bool)
        case number(String)
        case string(String)
        case array([JSONValue])
        case object([Member])
    }

    /// One `"key" : value` pair of an object, in file order.
    struct Member: Hashable, Sendable {
        let key: String
        /// Where the key's string starts.
        let keyPosition: SourcePosition
        let value: JSONValue
    }

    let content: Content
    let position: SourcePosition

    /// What the value is, for messages: "a string", "an object", "null", …
    var kindDescription: String {
        switch content {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}
