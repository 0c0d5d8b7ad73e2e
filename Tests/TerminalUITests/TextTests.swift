import TerminalUI
import Testing

@Suite struct SanitizedTextTests {
    @Test(arguments: [
        ("\u{1B}[31mred", "^[[31mred"),
        ("a\u{00}b", "a^@b"),
        ("tab\there", "tab^Ihere"),
        ("line\nbreak\r", "line^Jbreak^M"),
        ("del\u{7F}", "del^?"),
        ("bell\u{07}", "bell^G"),
        ("\u{9B}31m", "<U+009B>31m"),
        ("\u{85}next", "<U+0085>next"),
        ("evil\u{202E}txt.exe", "evil<U+202E>txt.exe"),
        ("\u{2066}iso\u{2069}", "<U+2066>iso<U+2069>"),
        ("rlm\u{200F}", "rlm<U+200F>"),
        ("\u{FEFF}bom", "<U+FEFF>bom"),
        ("line\u{2028}sep", "line<U+2028>sep"),
    ])
    func controlAndInvisibleCharactersBecomeVisible(raw: String, shown: String) {
        #expect(SanitizedText(raw).string == shown)
    }

    @Test func ordinaryTextIsUnchanged() {
        for text in ["Permanent Unlock", "Café crème", "e\u{301}", "日本語", "👨‍👩‍👧", "£4.99", "100 €"] {
            #expect(SanitizedText(text).string == text)
        }
    }

    @Test func sanitisingTwiceChangesNothing() {
        let once = SanitizedText("\u{1B}]0;title\u{07}\u{202E}").string
        #expect(SanitizedText(once).string == once)
    }

    @Test func nothingDrawnContainsAControlOrFormatCharacter() {
        var grid = Grid(width: 200, height: 1)
        let hostile = (0...0x9F).map { String(Unicode.Scalar($0)!) }.joined() + "\u{202A}\u{202E}\u{2066}\u{200B}\u{FEFF}"
        grid.put(hostile, at: Point(x: 0, y: 0))
        for x in 0..<grid.width {
            for scalar in grid[x, 0].character.unicodeScalars {
                switch scalar.properties.generalCategory {
                case .control, .format, .lineSeparator, .paragraphSeparator:
                    Issue.record("cell \(x) holds U+\(String(scalar.value, radix: 16))")
                default: break
                }
            }
        }
    }
}

@Suite struct CellTests {
    @Test func cellsKeepOneColumnCharacters() {
        for character: Character in ["a", " ", "é", "e\u{301}", "€", "─", "…", "ß", "Ω", "→"] {
            #expect(Cell(character).character == character)
        }
    }

    @Test func cellsReplaceZeroWidthAndControlCharacters() {
        let replaced: [Character] = ["\u{301}", "\u{1B}", "\u{7F}", "\u{9B}", "\u{202E}", "\u{200B}", "\u{2028}", "\u{E0001}"]
        for character in replaced {
            #expect(Cell(character).character == Cell.replacementCharacter, "\(character.unicodeScalars.map(\.value))")
            #expect(Cell(character).columns == 1)
        }
    }

    @Test func aCharacterWithTooManyCombiningMarksIsReplaced() {
        #expect(Cell("a\u{300}\u{301}\u{302}\u{303}").character != Cell.replacementCharacter)
        #expect(Cell("a\u{300}\u{301}\u{302}\u{303}\u{304}").character == Cell.replacementCharacter)
    }
}

@Suite struct TruncationAndWrapTests {
    @Test func truncation() {
        #expect(Truncation.truncated("storedbg", toWidth: 8) == "storedbg")
        #expect(Truncation.truncated("storedbg", toWidth: 7) == "stored…")
        #expect(Truncation.truncated("storedbg", toWidth: 1) == "…")
        #expect(Truncation.truncated("storedbg", toWidth: 0) == "")
        #expect(Truncation.truncated("storedbg", toWidth: -4) == "")
        #expect(Truncation.truncated("a\u{1B}b", toWidth: 3) == "a^…")
        #expect(Truncation.columns(of: "a\u{1B}b") == 4)
    }

    @Test func wrapping() {
        #expect(WordWrap.lines("the quick brown fox", width: 10) == ["the quick", "brown fox"])
        #expect(WordWrap.lines("unbelievable", width: 5) == ["unbe…"])
        #expect(WordWrap.lines("  spaced   out ", width: 20) == ["spaced out"])
        #expect(WordWrap.lines("anything", width: 0) == [])
    }
}
