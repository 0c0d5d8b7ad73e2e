/// A screenful (or a piece of one) of styled cells, row by row. Reading outside the grid
/// gives a blank cell and writing outside it does nothing, so drawing code clips for free.
///
/// A wide character's cell is always followed by its continuation cell: writing a wide cell
/// writes its continuation too (or a space, in the last column: a character is never split),
/// and writing over either half of a wide character blanks the other half.
package struct Grid: Hashable, Sendable {
    package let size: Size
    private var cells: [Cell]

    /// A grid of `size` filled with `fill`; a negative width or height counts as zero.
    package init(size: Size, fill: Cell = .blank) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        cells = Array(repeating: fill, count: self.size.width * self.size.height)
    }

    package init(width: Int, height: Int, fill: Cell = .blank) {
        self.init(size: Size(width: width, height: height), fill: fill)
    }

    package var width: Int { size.width }
    package var height: Int { size.height }
    package var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    package subscript(x: Int, y: Int) -> Cell {
        get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
        set {
            guard contains(x: x, y: y) else { return }
            let index = y * width + x
            // Restyling the right half of a wide character (`restyle` does) keeps it.
            if newValue.isContinuation, cells[index].isContinuation {
                cells[index].style = newValue.style
                return
            }
            var cell = newValue
            if cell.isContinuation || (cell.isWide && x + 1 >= width) { cell = Cell(" ", style: cell.style) }
            breakUp(index, x: x)
            cells[index] = cell
            if cell.isWide {
                breakUp(index + 1, x: x + 1)
                cells[index + 1] = .continuation(style: cell.style)
            }
        }
    }

    /// Writes `bytes`, visible ASCII, one narrow cell in `style` each, on row `origin.y` from
    /// column `origin.x`, those inside `area` (within the grid): what the subscript does cell by
    /// cell, without its checks for a wide or continuation cell written, which these never are.
    mutating func write(visibleASCII bytes: UnsafeBufferPointer<UInt8>, at origin: Point, style: StyleRole, within area: Rect) {
        guard origin.y >= area.y, origin.y < area.maxY else { return }
        let first = max(0, area.x - origin.x), last = min(bytes.count, area.maxX - origin.x)
        guard first < last else { return }
        for offset in first..<last {
            put(narrow: Cell(visibleASCII: bytes[offset], style: style), x: origin.x + offset, y: origin.y)
        }
    }

    /// Writes the narrow `cell` in row `y` at each column of `columns` within the grid, as the
    /// subscript does, without its checks for a wide or continuation cell written.
    mutating func write(narrow cell: Cell, row y: Int, columns: Range<Int>) {
        let first = max(0, columns.lowerBound), end = min(width, columns.upperBound)
        guard y >= 0, y < height, first < end else { return }
        for x in first..<end { put(narrow: cell, x: x, y: y) }
    }

    /// The subscript's write of a narrow cell at (x, y), inside the grid.
    private mutating func put(narrow cell: Cell, x: Int, y: Int) {
        let index = y * width + x
        breakUp(index, x: x)
        cells[index] = cell
    }

    /// Blanks the other half of the wide character whose half is at `index` (column `x`), if any.
    private mutating func breakUp(_ index: Int, x: Int) {
        if cells[index].isContinuation, x > 0 {
            cells[index - 1] = Cell(" ", style: cells[index - 1].style)
        } else if cells[index].isWide, x + 1 < width {
            cells[index + 1] = Cell(" ", style: cells[index + 1].style)
        }
    }

    /// The cells of row `y`, left to right (empty outside the grid).
    package func row(_ y: Int) -> ArraySlice<Cell> {
        guard y >= 0, y < height else { return [] }
        return cells[(y * width)..<((y + 1) * width)]
    }

    /// The characters row by row, joined by "\n", a wide character once (its continuation cell
    /// adds nothing), so each line reads as a terminal shows it. Trailing spaces of each row are
    /// trimmed, so snapshot files carry no invisible whitespace; the style mask keeps the full width.
    package var text: String {
        (0..<height).map { y in
            var line = String(row(y).lazy.filter { !$0.isContinuation }.map(\.character))
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// One `StyleRole.maskCharacter` per cell (two for a wide character), rows joined by "\n",
    /// always the full width.
    package var styleMask: String {
        (0..<height).map { y in String(row(y).map(\.style.maskCharacter)) }.joined(separator: "\n")
    }

    private func contains(x: Int, y: Int) -> Bool {
        x >= 0 && x < width && y >= 0 && y < height
    }
}
