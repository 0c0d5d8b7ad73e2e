/// Text made from UTF-8 bytes read from a file: a `.storekit` file's strings and a scenario
/// line's words.
package enum UTF8Text {
    /// `String(decoding: bytes, as: UTF8.self)`, ill-formed bytes repaired the same way, but made
    /// through `String(unsafeUninitializedCapacity:)`: a text of at most 15 ASCII bytes (nearly
    /// every word and key) then becomes a small string at once, where decoding validated it
    /// first and made it after (about 120 instructions a word). A test compares the two over
    /// thousands of seeded byte strings.
    package static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return "" }
        return String(unsafeUninitializedCapacity: bytes.count) { buffer in
            buffer.baseAddress.unsafelyUnwrapped.initialize(from: source, count: bytes.count)
            return bytes.count
        }
    }
}
