import Testing
@testable import ScenarioLanguage

/// A scenario file's bytes are checked as UTF-8 by the standard library first, and byte by byte
/// only when it finds them malformed: the two must agree on which are well-formed.
struct UTF8ValidationTests {
    @Test func theStandardLibrarysValidationAgreesWithTheByteByByteCheck() {
        // Bytes around every boundary the check draws: ASCII, continuation bytes, the leads of
        // each length, overlong and surrogate leads, and bytes never in UTF-8.
        let pieces: [[UInt8]] = [[0x61], [0x0A], [0x20], [0x7F], [0x80], [0xBF], [0xC0], [0xC1], [0xC2], [0xDF],
                                 [0xE0], [0xE0, 0xA0], [0xE0, 0x9F], [0xED, 0x9F], [0xED, 0xA0], [0xEF], [0xF0], [0xF0, 0x90],
                                 [0xF0, 0x8F], [0xF4, 0x8F], [0xF4, 0x90], [0xF5], [0xFF], Array("é".utf8), Array("日".utf8),
                                 Array("😀".utf8), Array("ok\n".utf8)]
        var rng = SplitMix64(seed: 9)
        var malformed = 0, wellFormed = 0
        for _ in 0..<30_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(rng.next() % 8) { bytes += pieces[Int(rng.next() % UInt64(pieces.count))] }
            let quick = Scenario.firstInvalidUTF8(in: bytes)
            let slow = Scenario.firstInvalidUTF8ByteByByte(in: bytes)
            #expect(quick?.line == slow?.line && quick?.column == slow?.column, "\(bytes)")
            if slow == nil { wellFormed += 1 } else { malformed += 1 }
        }
        #expect(malformed > 5_000 && wellFormed > 5_000)
    }
}
