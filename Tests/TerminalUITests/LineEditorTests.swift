import TerminalUI
import Testing

@Suite struct LineEditorTests {
    private func type(_ text: String, into editor: inout LineEditor) {
        for character in text { _ = editor.handle(.character(character)) }
    }

    private func editor(typing text: String, history: [String] = []) -> LineEditor {
        var editor = LineEditor(history: history)
        type(text, into: &editor)
        return editor
    }

    @Test func insertAndMove() {
        var line = editor(typing: "bu")
        _ = line.handle(.left)
        _ = line.handle(.left)
        type("x", into: &line)
        #expect(line.text == "xbu")
        #expect(line.cursor == 1)
        _ = line.handle(.end)
        type("y", into: &line)
        #expect(line.text == "xbuy")
        _ = line.handle(.ctrl("a"))
        #expect(line.cursor == 0)
        _ = line.handle(.ctrl("e"))
        #expect(line.cursor == 4)
        _ = line.handle(.right)
        #expect(line.cursor == 4)
    }

    @Test func backspaceAndDelete() {
        var line = editor(typing: "abcd")
        #expect(line.handle(.backspace) == .edited)
        _ = line.handle(.home)
        #expect(line.handle(.backspace) == .ignored)
        _ = line.handle(.delete)
        #expect(line.text == "bc")
        _ = line.handle(.end)
        #expect(line.handle(.delete) == .ignored)
    }

    @Test func killCommands() {
        var line = editor(typing: "buy com.example.unlock  ")
        _ = line.handle(.ctrl("w"))
        #expect(line.text == "buy ")
        type("x y", into: &line)
        _ = line.handle(.left)
        _ = line.handle(.ctrl("k"))
        #expect(line.text == "buy x ")
        _ = line.handle(.ctrl("u"))
        #expect(line.text == "")
    }

    @Test func historyWalksBackAndComesBackToTheDraft() {
        var line = editor(typing: "adv", history: ["launch", "buy unlock"])
        _ = line.handle(.up)
        #expect(line.text == "buy unlock")
        _ = line.handle(.up)
        #expect(line.text == "launch")
        #expect(line.handle(.up) == .ignored)
        #expect(line.text == "launch")
        _ = line.handle(.down)
        #expect(line.text == "buy unlock")
        _ = line.handle(.down)
        #expect(line.text == "adv")
        #expect(line.cursor == 3)
        #expect(line.handle(.down) == .ignored)
    }

    @Test func submittingAddsToHistoryOnceAndKeepsTheTextUntilCleared() {
        var line = editor(typing: "advance 1d", history: ["launch"])
        #expect(line.handle(.enter) == .submitted("advance 1d"))
        #expect(line.text == "advance 1d")
        line.clear()
        type("advance 1d", into: &line)
        _ = line.handle(.enter)
        #expect(line.history == ["launch", "advance 1d"])
        line.clear()
        #expect(line.handle(.enter) == .submitted(""))
        #expect(line.history == ["launch", "advance 1d"])
    }

    @Test func escapeCancels() {
        var line = editor(typing: "x")
        #expect(line.handle(.escape) == .cancelled)
    }

    @Test func errorShowsAtItsColumnAndGoesAwayOnTheNextEdit() {
        var line = editor(typing: "advance 3x")
        line.showError("expected a duration like 90s, 15m, 36h, 14d", column: 9)
        #expect(line.error?.column == 9)
        // The caret marks the column; the cursor stays at the end, so Ctrl-U clears it all.
        #expect(line.cursor == 10)
        var grid = Grid(width: 40, height: 2)
        let cursor = line.draw(into: &grid, in: grid.bounds)
        #expect(cursor == Point(x: 11, y: 0))
        #expect(grid.text == ":advance 3x\n         ^ expected a duration like 90s…")
        _ = line.handle(.backspace)
        #expect(line.error == nil)
    }

    private let commands = ["advance", "approve", "account", "buy", "buy-elsewhere", "billing-issue"]

    private func completeCommand(_ text: String, _ cursor: Int) -> [String] {
        let word = String(text.prefix(cursor).split(separator: " ", omittingEmptySubsequences: false).last ?? "")
        return commands.filter { $0.hasPrefix(word) }
    }

    @Test func tabCompletesAUniqueCandidateAndAddsASpace() {
        var line = editor(typing: "bi")
        #expect(line.handle(.tab, completer: completeCommand) == .edited)
        #expect(line.text == "billing-issue ")
    }

    @Test func tabExtendsToTheCommonPrefixThenCycles() {
        var line = editor(typing: "bu")
        _ = line.handle(.tab, completer: completeCommand)
        #expect(line.text == "buy")
        #expect(line.candidates == ["buy", "buy-elsewhere"])
        _ = line.handle(.tab, completer: completeCommand)
        #expect(line.text == "buy-elsewhere")
        #expect(line.cycledCandidate == 1)
        _ = line.handle(.tab, completer: completeCommand)
        #expect(line.text == "buy")
        type(" ", into: &line)
        #expect(line.candidates.isEmpty)
        #expect(line.text == "buy ")
    }

    @Test func tabExtendsAPrefixThatIsNotItselfACandidate() {
        var line = editor(typing: "buy-elsewhere", history: [])
        line.clear()
        let products = { (_: String, _: Int) in ["com.example.unlock", "com.example.coins"] }
        type("c", into: &line)
        _ = line.handle(.tab, completer: products)
        #expect(line.text == "com.example.")
        #expect(line.cycledCandidate == nil)
        _ = line.handle(.tab, completer: products)
        #expect(line.text == "com.example.unlock")
    }

    @Test func tabWithNoCommonPrefixStartsCyclingAtOnce() {
        var line = editor(typing: "a")
        _ = line.handle(.tab, completer: completeCommand)
        #expect(line.text == "advance")
        #expect(line.candidates == ["advance", "approve", "account"])
        var grid = Grid(width: 40, height: 2)
        _ = line.draw(into: &grid, in: grid.bounds)
        #expect(grid.text == ":advance\nadvance  approve  account")
        #expect(grid.styleMask.split(separator: "\n")[1].hasPrefix("SSSSSSS..ddddddd"))
    }

    @Test func tabCompletesTheWordAtTheCursorOnly() {
        var line = editor(typing: "ap 1d")
        for _ in 0..<3 { _ = line.handle(.left) }
        _ = line.handle(.tab, completer: completeCommand)
        #expect(line.text == "approve 1d")
        #expect(line.cursor == 7)
    }

    @Test func tabWithoutCandidatesIsIgnored() {
        var line = editor(typing: "zz")
        #expect(line.handle(.tab, completer: completeCommand) == .ignored)
        #expect(line.handle(.tab) == .ignored)
    }

    @Test func longLinesScrollToKeepTheCursorVisible() {
        var line = editor(typing: "expect transaction #12 purchased")
        var grid = Grid(width: 12, height: 1)
        let cursor = line.draw(into: &grid, in: grid.bounds)
        #expect(grid.text == ":…purchased")
        #expect(cursor == Point(x: 11, y: 0))
        _ = line.handle(.home)
        grid = Grid(width: 12, height: 1)
        #expect(line.draw(into: &grid, in: grid.bounds) == Point(x: 1, y: 0))
        #expect(grid.text == ":expect tran")
        #expect(grid.styleMask == String(repeating: "P", count: 12))
    }

    @Test func typedControlCharactersAreStoredVisibly() {
        var line = LineEditor()
        _ = line.handle(.character("\u{9B}"))
        #expect(line.text == "<U+009B>")
        #expect(line.cursor == 8)
    }

    /// Found by `KeySequencePropertyTests`: with one column after the prompt, every character is
    /// scrolled out and the ellipsis looked at the character after the last one.
    @Test func oneColumnAfterThePromptShowsTheEllipsisAndTheCursor() {
        let line = editor(typing: "abc")
        var grid = Grid(width: 2, height: 1)
        #expect(line.draw(into: &grid, in: grid.bounds) == Point(x: 1, y: 0))
        #expect(grid.text == ":…")
    }

    /// Found by `KeySequencePropertyTests`: an error column far outside the line overflowed.
    @Test func anErrorColumnFarOutsideTheLineStaysOnTheRow() {
        for column in [Int.min, 0, Int.max] {
            var line = editor(typing: "abc")
            line.showError("bad", column: column)
            var grid = Grid(width: 10, height: 2)
            _ = line.draw(into: &grid, in: grid.bounds)
            let rows = grid.text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(rows.count == 2 && !rows[1].isEmpty, "\(column): \(grid.text)")
        }
    }
}
