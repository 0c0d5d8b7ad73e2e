@testable import TerminalUI
import Testing

/// CJK and emoji take two columns: a cell and its continuation in the grid, never `?`, and
/// every width, cut, pad and wrap counts them so (issue 13).
@Suite struct WideCharacterTests {
    // MARK: Widths

    @Test func eastAsianWideAndFullwidthAndEmojiTakeTwoColumns() {
        for character: Character in ["日", "花", "バ", "ば", "한", "Ａ", "（", "\u{3000}", "😀", "🌹", "⌚", "☕", "🫠", "𠀋"] {
            let cell = Cell(character)
            #expect(cell.character == character, "\(character.unicodeScalars.map(\.value))")
            #expect(cell.columns == 2, "\(character.unicodeScalars.map(\.value))")
        }
    }

    @Test func narrowAndAmbiguousCharactersTakeOneColumn() {
        for character: Character in ["a", "é", "e\u{301}", "€", "─", "…", "→", "ｱ", "Ω", "❤", "☺"] {
            #expect(Cell(character).columns == 1, "\(character.unicodeScalars.map(\.value))")
        }
    }

    /// The decision for emoji sequences: the first emoji, in the columns it takes alone.
    @Test func anEmojiSequenceIsDrawnAsItsFirstEmoji() {
        let sequences: [(Character, Character, Int)] = [
            ("👩‍🍳", "👩", 2), ("👨‍👩‍👧", "👨", 2), ("👍🏽", "👍", 2), ("🇫🇷", "🇫", 2), ("❤️", "❤", 1), ("a\u{301}", "a\u{301}", 1),
        ]
        for (sequence, drawn, columns) in sequences {
            #expect(Cell(sequence).character == drawn, "\(sequence.unicodeScalars.map(\.value))")
            #expect(Cell(sequence).columns == columns, "\(sequence.unicodeScalars.map(\.value))")
        }
        #expect(Truncation.columns(of: "초콜릿 👩‍🍳 작은 상자") == 6 + 1 + 2 + 1 + 4 + 1 + 4)
    }

    @Test func theEastAsianWidthTableIsSortedDisjointAndMerged() {
        let ranges = EastAsianWidth.wideRanges
        for (earlier, later) in zip(ranges, ranges.dropFirst()) {
            #expect(earlier.upperBound + 1 < later.lowerBound, "\(earlier) then \(later)")
        }
        // Spot checks against EastAsianWidth.txt (14.0.0): W, F, then N, Na, A and H around them.
        for wide: UInt32 in [0x1100, 0x115F, 0x231A, 0x3000, 0x3041, 0x4E00, 0x9FFF, 0xAC00, 0xD7A3, 0xFF01, 0xFFE6, 0x1F300, 0x1F64F, 0x20000, 0x3FFFD] {
            #expect(EastAsianWidth.isWide(Unicode.Scalar(wide)!), "U+\(String(wide, radix: 16))")
        }
        for narrow: UInt32 in [0x20, 0x7E, 0xE9, 0x1160, 0x2500, 0x2026, 0x303F, 0xA4D0, 0xD7B0, 0xFF61, 0xFFE8, 0x1F1E6, 0x1F266, 0x3FFFE, 0x10FFFD] {
            #expect(!EastAsianWidth.isWide(Unicode.Scalar(narrow)!), "U+\(String(narrow, radix: 16))")
        }
    }

    // MARK: The grid

    @Test func aWideCharacterIsACellAndItsContinuation() {
        var grid = Grid(width: 8, height: 1)
        let end = grid.put("a花b", at: Point(x: 1, y: 0), style: .heading)
        #expect(end == 5)
        #expect(grid[2, 0].character == "花")
        #expect(grid[2, 0].isWide)
        #expect(grid[3, 0].isContinuation)
        #expect(grid[3, 0].style == .heading)
        #expect(grid.text == " a花b")
        #expect(grid.styleMask == ".HHHH...")
    }

    @Test func writingOverEitherHalfOfAWideCharacterBlanksTheOtherHalf() {
        var grid = Grid(width: 6, height: 1)
        grid.put("花花", at: Point(x: 0, y: 0))
        grid[1, 0] = Cell("x")
        grid[2, 0] = Cell("y")
        #expect(grid.text == " xy")
        #expect(grid.row(0).allSatisfy { !$0.isContinuation })
    }

    @Test func aWideCharacterIsNeverSplitAtAnEdge() {
        var grid = Grid(width: 5, height: 1)
        grid.put("ab花", at: Point(x: 2, y: 0))
        #expect(grid.text == "  ab")
        #expect(grid.row(0).allSatisfy { $0.columns == 1 })

        var clipped = Grid(width: 10, height: 1)
        let clip = Rect(x: 2, y: 0, width: 4, height: 1)
        clipped.put("1花花花", at: Point(x: 0, y: 0), clip: clip)
        // 花 at columns 1-2 straddles the clip's left edge, 花 at 5-6 its right edge: spaces.
        #expect(clipped.text == "   花")
        #expect(clipped[2, 0] == Cell(" "))
        #expect(clipped[5, 0] == Cell(" "))
    }

    @Test func restylingKeepsAWideCharacterWhole() {
        var grid = Grid(width: 4, height: 1)
        grid.put("花", at: Point(x: 1, y: 0))
        grid.restyle(grid.bounds, as: .selection)
        #expect(grid.text == " 花")
        #expect(grid.styleMask == "SSSS")
        #expect(grid[1, 0].isWide && grid[2, 0].isContinuation)
    }

    @Test func aChangedRunNeverStartsWithAContinuation() {
        var before = Grid(width: 6, height: 1)
        before.put("a花b", at: Point(x: 0, y: 0))
        var after = before
        after.restyle(Rect(x: 2, y: 0, width: 1, height: 1), as: .selection)
        let runs = after.changes(since: before)
        #expect(runs.map(\.origin) == [Point(x: 1, y: 0)])
        #expect(runs.first?.cells.first?.character == "花")
    }

    // MARK: Cutting, padding, wrapping

    @Test func truncationCountsColumnsAndNeverSplitsAWideCharacter() {
        #expect(Truncation.truncated("花束（大）", toWidth: 10) == "花束（大）")
        #expect(Truncation.truncated("花束（大）", toWidth: 9) == "花束（大…")
        #expect(Truncation.truncated("花束（大）", toWidth: 8) == "花束（…") // 7 columns: the next would split
        #expect(Truncation.truncated("a花", toWidth: 2) == "a…")
        #expect(Truncation.truncated("花", toWidth: 1) == "…")
        #expect(Truncation.truncatedKeepingEnd("花束（大）", toWidth: 6) == "…大）")
        #expect(Truncation.truncatedKeepingEnd("バラ 🌹 大", toWidth: 6) == "…🌹 大")
        #expect(Truncation.columns(of: "バラ 🌹 大") == 10)
    }

    @Test func alignedTextCountsColumns() {
        var grid = Grid(width: 10, height: 2)
        grid.put("花束", in: Rect(x: 0, y: 0, width: 10, height: 1), alignment: .trailing)
        grid.put("花束", in: Rect(x: 0, y: 1, width: 10, height: 1), alignment: .centred)
        #expect(grid.text == "      花束\n   花束")
    }

    @Test func wrappingCountsColumns() {
        #expect(WordWrap.lines("花束 バラ 大きい", width: 9) == ["花束 バラ", "大きい"])
        #expect(WordWrap.lines("チョコレート", width: 5) == ["チョ…"])
    }

    // MARK: The line editor

    @Test func theCursorFollowsColumnsAfterWideCharacters() {
        var editor = LineEditor()
        for character in "buy 花" { _ = editor.handle(.character(character)) }
        var grid = Grid(width: 20, height: 1)
        let cursor = editor.draw(into: &grid, in: grid.bounds)
        #expect(grid.text == ":buy 花")
        #expect(cursor == Point(x: 7, y: 0))
        _ = editor.handle(.left)
        #expect(editor.draw(into: &grid, in: grid.bounds) == Point(x: 5, y: 0))
    }

    @Test func aScrolledLineKeepsTheCursorInViewAndNeverSplitsAWideCharacter() {
        var editor = LineEditor()
        for character in "花束花束花束" { _ = editor.handle(.character(character)) }
        var grid = Grid(width: 8, height: 1)
        let cursor = editor.draw(into: &grid, in: grid.bounds)
        // 12 columns of text in 7: the last three characters and the cursor after them.
        #expect(grid.text == ":… 花束")
        #expect(cursor == Point(x: 7, y: 0))
        for _ in 0..<6 { _ = editor.handle(.left) }
        #expect(editor.draw(into: &grid, in: grid.bounds) == Point(x: 1, y: 0))
        #expect(grid.text == ":花束花")
    }

    @Test func anErrorCaretStandsUnderItsColumnPastWideCharacters() {
        var editor = LineEditor()
        for character in "buy 花束 x" { _ = editor.handle(.character(character)) }
        _ = editor.handle(.enter)
        // The parser counts scalars: "x" is column 8.
        editor.showError("unexpected", column: 8)
        var grid = Grid(width: 30, height: 2)
        _ = editor.draw(into: &grid, in: grid.bounds)
        #expect(grid.text == ":buy 花束 x\n          ^ unexpected")
    }
}
