import TerminalUI
import Testing

/// Issue 26, item 1: the line is edited and drawn by grapheme cluster. A combining mark, a
/// zero-width joiner or a flag's second half that arrives as a key of its own joins the character
/// before it, so the cursor never stands inside a character or past the line's end (it did, and
/// drawing the line trapped at `LineEditor+Drawing.swift:16`).
@Suite struct GraphemeEditingTests {
    /// The keys `text`'s UTF-8 bytes make through the terminal's decoder: one key per scalar.
    private func keys(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return text.utf8.compactMap { decoder.decode($0) }
    }

    private func editor(typing text: String) -> LineEditor {
        var editor = LineEditor()
        for key in keys(text) { _ = editor.handle(key) }
        return editor
    }

    /// Draws the line at 20 columns: where the cursor goes and the row.
    private func drawn(_ editor: LineEditor) -> (cursor: Point?, text: String) {
        var grid = Grid(width: 20, height: 2)
        let cursor = editor.draw(into: &grid, in: grid.bounds)
        return (cursor, grid.text)
    }

    @Test func aCombiningMarkTypedAsItsOwnKeyJoinsTheLetterBeforeIt() {
        let line = editor(typing: "e\u{301}")
        #expect(line.text == "e\u{301}")
        #expect(line.cursor == 1)
        #expect(drawn(line).cursor == Point(x: 2, y: 0))
        #expect(drawn(line).text.hasPrefix(":e\u{301}"))
    }

    @Test func backspaceAfterAPastedCombiningSequenceRemovesTheWholeCharacter() {
        var line = editor(typing: "ae\u{301}")
        #expect(line.handle(.backspace) == .edited)
        #expect(line.text == "a")
        #expect(line.cursor == 1)
        #expect(drawn(line).cursor == Point(x: 2, y: 0))
    }

    @Test func aZeroWidthJoinerStaysWithTheLetterBeforeIt() {
        var line = editor(typing: "a\u{200D}b")
        #expect(line.text == "a\u{200D}b")
        #expect(line.cursor == 2)
        #expect(drawn(line).cursor == Point(x: 3, y: 0))
        _ = line.handle(.left)
        _ = line.handle(.left)
        #expect(line.cursor == 0)
        _ = line.handle(.delete)
        #expect(line.text == "b")
    }

    @Test func theTwoHalvesOfAFlagAreOneCharacter() {
        var line = editor(typing: "\u{1F1FA}\u{1F1F8}")
        #expect(line.cursor == 1)
        _ = line.handle(.left)
        #expect(line.cursor == 0)
        #expect(drawn(line).cursor == Point(x: 1, y: 0))
        _ = line.handle(.right)
        #expect(drawn(line).cursor == Point(x: 3, y: 0))
    }

    @Test func deletingWhatStoodBetweenTwoHalvesOfAFlagJoinsThem() {
        var line = editor(typing: "\u{1F1FA}x\u{1F1F8}")
        #expect(line.cursor == 3)
        _ = line.handle(.left)
        #expect(line.handle(.backspace) == .edited)
        #expect(line.text == "\u{1F1FA}\u{1F1F8}")
        #expect(line.cursor == 1)
        #expect(drawn(line).cursor == Point(x: 3, y: 0))
    }

    @Test func aLetterTypedBeforeALoneCombiningMarkTakesIt() {
        var line = editor(typing: "\u{301}")
        _ = line.handle(.home)
        _ = line.handle(.character("e"))
        #expect(line.text == "e\u{301}")
        #expect(line.cursor == 1)
    }
}
