import StoreKitConfig
import Testing

/// `UTF8Text.string` makes the same text as `String(decoding:as: UTF8.self)`, byte for byte, ill-formed
/// input repaired the same way (issue 26, item 9: it is the faster shape of that call).
struct UTF8TextTests {
    @Test func sameTextAsDecodingOverSeededBytes() {
        var rng = StoreKitFuzzTests.SplitMix64(seed: 26)
        // Mostly ASCII words, as files hold; some with multi-byte scalars, some ill-formed.
        let pieces: [[UInt8]] = [Array("a".utf8), Array("Z9.".utf8), Array(" ".utf8), Array("é".utf8), Array("€".utf8),
                                 Array("😀".utf8), [0x80], [0xC3], [0xE2, 0x82], [0xFF], [0xED, 0xA0, 0x80], [0x00], [0x7F]]
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            let length = Int.random(in: 0...24, using: &rng)
            for _ in 0..<length {
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    bytes += pieces.randomElement(using: &rng)!
                } else {
                    bytes.append(UInt8.random(in: 0x21...0x7E, using: &rng))
                }
            }
            let made = bytes.withUnsafeBufferPointer(UTF8Text.string)
            let decoded = String(decoding: bytes, as: UTF8.self)
            #expect(Array(made.utf8) == Array(decoded.utf8), "\(bytes)")
            #expect(made == decoded)
        }
    }
}
