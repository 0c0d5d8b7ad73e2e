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

        init(key: String, keyHash: UInt64, keyPosition: SourcePosition, value: JSONValue) {
            self.key = key
            self.keyHash = keyHash
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    /// FNV-1a over the key's UTF-8: equal keys hash alike, and different keys of a file nearly never do.
    static func keyHash(_ key: String) -> UInt64 {
        var key = key
        return key.withUTF8 { bytes in
            var hash: UInt64 = 0xCBF2_9CE4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
            return hash
        }
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
