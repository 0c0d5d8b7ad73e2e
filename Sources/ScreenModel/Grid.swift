/// A screenful (or a piece of one) of styled cells, row by row. Reading outside the grid
/// gives a blank cell and writing outside it does nothing, so drawing code clips for free.
public struct Grid: Hashable, Sendable {
    public let size: Size
    private var cells: [Cell]

    /// A grid of `size` filled with `fill`; a negative width or height counts as zero.
    public init(size: Size, fill: Cell = .blank) {
        self.size = Size(width: max(0, size.width), height: max(0, size.height))
        cells = Array(repeating: fill, count: self.size.width * self.size.height)
    }

    public init(width: Int, height: Int, fill: Cell = .blank) {
        self.init(size: Size(width: width, height: height), fill: fill)
    }

    public var width: Int { size.width }
    public var height: Int { size.height }
    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Cell {
        get { contains(x: x, y: y) ? cells[y * width + x] : .blank }
        set { if contains(x: x, y: y) { cells[y * width + x] = newValue } }
    }

    /// The cells of row `y`, left to right (empty outside the grid).
    public func row(_ y: Int) -> ArraySlice<Cell> {
        guard y >= 0, y < height else { return [] }
        return cells[(y * width)..<((y + 1) * width)]
    }

    /// The characters row by row, joined by "\n". Trailing spaces of each row are trimmed,
    /// so snapshot files carry no invisible whitespace; the style mask keeps the full width.
    public var text: String {
        (0..<height).map { y in
            var line = String(row(y).map(\.character))
            while line.last == " " { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    /// One `StyleRole.maskCharacter` per cell, rows joined by "\n", always the full width.
    public var styleMask: String {
        (0..<height).map { y in String(row(y).map(\.style.maskCharacter)) }.joined(separator: "\n")
    }

    private func contains(x: Int, y: Int) -> Bool {
        x >= 0 && x < width && y >= 0 && y < height
    }
}
