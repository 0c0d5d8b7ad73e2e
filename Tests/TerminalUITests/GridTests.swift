import TerminalUI
import Testing

@Suite struct GridTests {
    @Test func negativeAndZeroSizesGiveEmptyGrids() {
        #expect(Grid(width: -3, height: 5).size == Size(width: 0, height: 5))
        #expect(Grid(width: 0, height: 0).text == "")
        var grid = Grid(width: -1, height: -1)
        grid.put("hello", at: Point(x: 0, y: 0))
        grid.drawBox(grid.bounds, title: "x")
        #expect(grid.styleMask == "")
    }

    @Test func textTrimsTrailingSpacesButTheMaskKeepsTheFullWidth() {
        var grid = Grid(width: 6, height: 2)
        grid.put("ab", at: Point(x: 1, y: 0), style: .heading)
        #expect(grid.text == " ab\n")
        #expect(grid.styleMask == ".HH...\n......")
    }

    @Test func writingOutsideTheGridDoesNothing() {
        var grid = Grid(width: 3, height: 1)
        grid[5, 0] = Cell("x")
        grid[-1, 0] = Cell("x")
        grid.put("abcdef", at: Point(x: -2, y: 0))
        #expect(grid.text == "cde")
        #expect(grid[9, 9] == .blank)
    }

    @Test func putIsClippedToItsRectangleAndNeverWraps() {
        var grid = Grid(width: 10, height: 3)
        let end = grid.put("abcdefgh", at: Point(x: 2, y: 1), clip: Rect(x: 3, y: 0, width: 4, height: 2))
        #expect(end == 10)
        #expect(grid.text == "\n   bcde\n")
    }

    @Test func putInRectTruncatesWithAnEllipsisAndAligns() {
        var grid = Grid(width: 12, height: 3)
        grid.put("transaction", in: Rect(x: 0, y: 0, width: 6, height: 1))
        grid.put("right", in: Rect(x: 0, y: 1, width: 12, height: 1), alignment: .trailing)
        grid.put("mid", in: Rect(x: 0, y: 2, width: 12, height: 1), alignment: .centred)
        #expect(grid.text == "trans…\n       right\n    mid")
    }

    @Test func putInRectOutsideItsRowsDrawsNothing() {
        var grid = Grid(width: 4, height: 2)
        grid.put("x", in: Rect(x: 0, y: 0, width: 4, height: 1), row: 1)
        grid.put("x", in: Rect(x: 0, y: 0, width: 4, height: 1), row: -1)
        #expect(grid.text == "\n")
    }

    @Test func fillAndRestyleStayInsideTheGrid() {
        var grid = Grid(width: 4, height: 2)
        grid.fill(Rect(x: 2, y: -1, width: 9, height: 2), with: "#", style: .warning)
        grid.restyle(Rect(x: 0, y: 1, width: 4, height: 5), as: .selection)
        #expect(grid.text == "  ##\n")
        #expect(grid.styleMask == "..WW\nSSSS")
    }

    @Test func boxWithTitle() {
        var grid = Grid(width: 16, height: 4)
        grid.drawBox(grid.bounds, title: "Transactions")
        #expect(grid.text == """
            ┌─ Transacti… ─┐
            │              │
            │              │
            └──────────────┘
            """)
        #expect(grid.styleMask.split(separator: "\n").first == "bbbHHHHHHHHHHbbb")
    }

    @Test func boxesTooSmallForATitleOrAnInsideStillDrawSafely() {
        var grid = Grid(width: 6, height: 2)
        grid.drawBox(grid.bounds, title: "Log")
        #expect(grid.text == "┌────┐\n└────┘")
        var tiny = Grid(width: 1, height: 1)
        tiny.drawBox(tiny.bounds, title: "Log")
        #expect(tiny.text == "")
    }

    @Test func horizontalRule() {
        var grid = Grid(width: 5, height: 1)
        grid.drawHorizontalRule(atRow: 0, from: 1, width: 9)
        #expect(grid.text == " ────")
        #expect(grid.styleMask == ".bbbb")
    }

    @Test func pasteClipsToTheGrid() {
        var grid = Grid(width: 3, height: 1)
        grid.paste([Cell("a"), Cell("b"), Cell("c"), Cell("d")], at: Point(x: 1, y: 0))
        #expect(grid.text == " ab")
    }

    @Test func controlCharactersInTextAreDrawnVisibly() {
        var grid = Grid(width: 20, height: 1)
        grid.put("Pro\u{1B}[2J\nX", at: Point(x: 0, y: 0))
        #expect(grid.text == "Pro^[[2J^JX")
    }

    @Test func changesListOnlyTheRunsThatDiffer() {
        var before = Grid(width: 6, height: 2)
        before.put("abcdef", at: Point(x: 0, y: 0))
        var after = before
        after[1, 0] = Cell("X")
        after[2, 0] = Cell("Y")
        after[5, 0] = Cell("f", style: .selection)
        after[0, 1] = Cell("Z")
        #expect(after.changes(since: before) == [
            CellRun(origin: Point(x: 1, y: 0), cells: [Cell("X"), Cell("Y")]),
            CellRun(origin: Point(x: 5, y: 0), cells: [Cell("f", style: .selection)]),
            CellRun(origin: Point(x: 0, y: 1), cells: [Cell("Z")]),
        ])
        #expect(after.changes(since: after).isEmpty)
    }

    @Test func changesWithoutAPreviousFrameOrAfterAResizeRedrawEverything() {
        let grid = Grid(width: 3, height: 2)
        #expect(grid.changes(since: nil).map(\.origin) == [Point(x: 0, y: 0), Point(x: 0, y: 1)])
        #expect(grid.changes(since: Grid(width: 4, height: 2)).map(\.cells.count) == [3, 3])
    }

    @Test func rectGeometry() {
        let rect = Rect(x: 0, y: 0, width: 10, height: 4)
        #expect(rect.centred(Size(width: 4, height: 2)) == Rect(x: 3, y: 1, width: 4, height: 2))
        #expect(rect.centred(Size(width: 40, height: 2)) == Rect(x: 0, y: 1, width: 10, height: 2))
        #expect(rect.insetBy(dx: 6, dy: 1) == Rect(x: 6, y: 1, width: 0, height: 2))
        #expect(rect.intersection(Rect(x: 20, y: 0, width: 5, height: 5)).isEmpty)
    }
}
