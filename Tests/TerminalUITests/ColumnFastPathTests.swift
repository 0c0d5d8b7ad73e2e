@testable import TerminalUI
import ScenarioLanguage
import Testing

/// The fast paths that count and draw ASCII from its bytes give what breaking the text into
/// characters gives, over thousands of seeded texts mixing visible ASCII with controls, CR LF,
/// wide characters, combining marks and emoji sequences.
@Suite struct ColumnFastPathTests {
    static let pieces: [String] = [
        "a", "Z", " ", "~", "0", "\t", "\n", "\r\n", "\r", "\u{7F}", "\u{0}", "\u{1B}",
        "é", "e\u{301}", "日", "😀", "👩‍🍳", "❤️", "─", "…", "\u{200B}", "\u{301}", "Ａ", "🇫🇷",
    ]

    static func text(_ generator: inout SplitMix64) -> String {
        let asciiOnly = Bool.random(using: &generator)
        var text = ""
        for _ in 0..<Int.random(in: 0...12, using: &generator) {
            if asciiOnly {
                text.unicodeScalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator)))
            } else {
                text += pieces.randomElement(using: &generator)!
            }
        }
        return text
    }

    @Test func aStringsColumnsAreItsCharactersColumns() {
        var generator = SplitMix64(seed: 12)
        for seed in 0..<5000 {
            let text = Self.text(&generator)
            #expect(TerminalColumns.columns(of: text) == TerminalColumns.columns(of: Array(text)), "seed \(seed): \(text.unicodeScalars.map(\.value))")
        }
    }

    /// The byte test in `drawing(of:)` against `asciiValue`, which it replaced, for every character
    /// of the seeded texts.
    @Test func anASCIICharacterIsDrawnAsAsciiValueSays() {
        var generator = SplitMix64(seed: 13)
        for _ in 0..<5000 {
            for character in Self.text(&generator) {
                guard let ascii = character.asciiValue else { continue }
                let drawing = TerminalColumns.drawing(of: character)
                let visible = ascii >= 0x20 && ascii < 0x7F
                #expect(drawing?.character == (visible ? character : nil), "\(character.unicodeScalars.map(\.value))")
                #expect(drawing?.columns == (visible ? 1 : nil))
            }
        }
    }

    /// `put` writes visible ASCII from its bytes: the grid it leaves is the one writing it
    /// character by character leaves, at seeded places, clipped or not, over wide characters;
    /// and a narrow cell written along a row leaves what writing it cell by cell leaves.
    @Test func textPutFromItsBytesIsTextPutCharacterByCharacter() {
        var generator = SplitMix64(seed: 14)
        for seed in 0..<3000 {
            var grid = Grid(width: 12, height: 2)
            grid.put("日本─x", at: Point(x: Int.random(in: -2...8, using: &generator), y: 0))
            var expected = grid
            let text = Self.text(&generator)
            let origin = Point(x: Int.random(in: -3...12, using: &generator), y: Int.random(in: -1...2, using: &generator))
            let clip = Bool.random(using: &generator)
                ? Rect(x: Int.random(in: -1...6, using: &generator), y: 0, width: Int.random(in: 0...8, using: &generator), height: 2) : nil
            let end = grid.put(text, at: origin, style: .heading, clip: clip)
            let expectedEnd = expected.putCharacters(SanitizedText(text).string, at: origin, style: .heading,
                                                     area: (clip ?? expected.bounds).intersection(expected.bounds))
            #expect(grid == expected && end == expectedEnd, "seed \(seed): \(text.unicodeScalars.map(\.value))")
        }
        for seed in 0..<2000 {
            var grid = Grid(width: 10, height: 2)
            grid.put("日本─x語", at: Point(x: Int.random(in: -2...6, using: &generator), y: 0))
            var expected = grid
            let row = Int.random(in: -1...2, using: &generator), start = Int.random(in: -3...11, using: &generator)
            let columns = start..<(start + Int.random(in: 0...12, using: &generator))
            grid.write(narrow: Cell("─", style: .border), row: row, columns: columns)
            for x in columns { expected[x, row] = Cell("─", style: .border) }
            #expect(grid == expected, "seed \(seed): row \(row), \(columns)")
        }
        for byte in UInt8(0x20)...0x7E {
            #expect(Cell(visibleASCII: byte, style: .dim) == Cell(Character(Unicode.Scalar(byte)), style: .dim))
        }
    }

    /// Words cut at space bytes are what `split(separator: " ")` gives.
    @Test func wordsCutAsBytesAreWordsSplitByCharacters() {
        var generator = SplitMix64(seed: 15)
        for seed in 0..<5000 {
            let text = (0..<Int.random(in: 0...4, using: &generator)).map { _ in Self.text(&generator) }.joined(separator: "  ")
            #expect(WordWrap.words(of: text) == text.split(separator: " ").map(String.init), "seed \(seed)")
        }
    }
}
