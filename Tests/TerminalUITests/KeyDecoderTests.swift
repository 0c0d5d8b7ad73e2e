import ScenarioLanguage
import TerminalUI
import Testing

@Suite struct KeyDecoderTests {
    /// Feeds `bytes` one at a time and collects the keys that come out.
    private func keys(_ bytes: [UInt8], into decoder: inout KeyDecoder) -> [Key] {
        bytes.compactMap { decoder.decode($0) }
    }

    private func keys(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return keys(bytes, into: &decoder)
    }

    @Test func asciiAndMultibyteCharactersDecode() {
        #expect(keys(Array("q?".utf8)) == [.character("q"), .character("?")])
        #expect(keys(Array("é€😀".utf8)) == [.character("é"), .character("€"), .character("😀")])
        #expect(keys([0x0D, 0x1B, 0x13]) == [.enter, .escape, .ctrl("s")])
    }

    /// The bytes the issue found stopping the screen: each is dropped, and the `?` right
    /// after it is a key.
    @Test(arguments: [[0xFF], [0xFE], [0x80], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0x80],
                      [0xE0, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF5], [0xF0, 0x9F, 0x98]] as [[UInt8]])
    func invalidInputIsDroppedAndTheNextKeyWorks(invalid: [UInt8]) {
        var decoder = KeyDecoder()
        #expect(keys(invalid, into: &decoder) == [])
        #expect(keys(Array("?".utf8), into: &decoder) == [.character("?")])
        #expect(!decoder.isMidCharacter)
        #expect(keys(Array("é".utf8), into: &decoder) == [.character("é")])
    }

    @Test func aCharacterCutShortByAnotherLeadByteGivesWayToIt() {
        #expect(keys([0xE2, 0x82, 0xC3, 0xA9]) == [.character("é")])
    }

    @Test func resetForgetsACharacterBegun() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(0xC3) == nil)
        #expect(decoder.isMidCharacter)
        decoder.reset()
        #expect(!decoder.isMidCharacter)
        #expect(decoder.decode(0xA9) == nil)
        #expect(keys(Array("a".utf8), into: &decoder) == [.character("a")])
    }

    @Test func everyByteSequenceDecodesWithoutTrapping() {
        var decoder = KeyDecoder()
        var generator = SplitMix64(seed: 15)
        var produced = 0
        for _ in 0..<20_000 {
            if decoder.decode(UInt8.random(in: 0...255, using: &generator)) != nil { produced += 1 }
        }
        #expect(produced > 0)
    }
}
