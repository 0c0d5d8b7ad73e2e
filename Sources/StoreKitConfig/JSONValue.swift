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
        /// `keyHash(key)`: a member is looked for by comparing these first, as comparing the keys
        /// themselves cost a fifth of decoding a file (most keys are too long for a small string).
        let keyHash: UInt64
        /// Where the key's string starts.
        let keyPosition: SourcePosition
        let value: JSONValue
    }

    /// The key's length in UTF-8 and its first and last bytes: equal keys have the same, and the
    /// keys of one object seldom do. Read from the key's bytes in place (the view's `last` alone
    /// cost about 75 instructions).
    static func keyHash(_ key: String) -> UInt64 {
        key.utf8.withContiguousStorageIfAvailable(keyHash) ?? Array(key.utf8).withUnsafeBufferPointer(keyHash)
    }

    private static func keyHash(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt64 {
        UInt64(utf8.count) << 16 | UInt64(utf8.first ?? 0) << 8 | UInt64(utf8.last ?? 0)
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
