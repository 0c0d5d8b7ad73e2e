/// Drawing helpers. All text is sanitised before it becomes cells, nothing ever wraps, and
/// nothing is drawn outside the given rectangle or the grid.
extension Grid {
    /// Writes `text` on row `origin.y` from column `origin.x`, cutting it (without "…") at
    /// the edge of `clip` (default: the whole grid). A wide character takes two columns; one
    /// that would straddle an edge of `clip` leaves a space on the inside instead, never half
    /// of itself. Returns the column after the last character, whether or not it was visible.
    @discardableResult
    package mutating func put(_ text: String, at origin: Point, style: StyleRole = .normal, clip: Rect? = nil) -> Int {
        put(sanitized: SanitizedText(text).string, at: origin, style: style, clip: clip)
    }

    /// `put` of text already sanitised (sanitising it again would change nothing).
    @discardableResult
    private mutating func put(sanitized: String, at origin: Point, style: StyleRole, clip: Rect?) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        // Visible ASCII, nearly all the screen draws, a column a byte: written from the bytes,
        // without taking the string apart into characters and asking each its drawing (about
        // 250 instructions a character; a test compares the two ways).
        guard TerminalColumns.visibleASCIIColumns(of: sanitized) != nil else {
            return putCharacters(sanitized, at: origin, style: style, area: area)
        }
        return Array(sanitized.utf8).withUnsafeBufferPointer { buffer in
            write(visibleASCII: buffer, at: origin, style: style, within: area)
            return origin.x + buffer.count
        }
    }

    /// `put` character by character, for sanitised `text` that is not all visible ASCII.
    mutating func putCharacters(_ text: String, at origin: Point, style: StyleRole, area: Rect) -> Int {
        var x = origin.x
        for character in text {
            let cell = Cell(character, style: style)
            let left = area.contains(Point(x: x, y: origin.y))
            if cell.isWide {
                let right = area.contains(Point(x: x + 1, y: origin.y))
                if left, right {
                    self[x, origin.y] = cell
                } else if left || right {
                    self[left ? x : x + 1, origin.y] = Cell(" ", style: style)
                }
            } else if left {
                self[x, origin.y] = cell
            }
            x += cell.columns
        }
        return x
    }

    /// Writes one line of `text` on row `row` of `rect`, aligned, and shortened with "…" when
    /// it is wider than the rectangle.
    package mutating func put(_ text: String, in rect: Rect, row: Int = 0, alignment: TextAlignment = .leading,
                             style: StyleRole = .normal) {
        guard row >= 0, row < rect.height, rect.width > 0 else { return }
        let line = Truncation.truncated(text, toWidth: rect.width)
        let slack = rect.width - TerminalColumns.columns(of: line)
        let offset: Int
        switch alignment {
        case .leading: offset = 0
        case .centred: offset = slack / 2
        case .trailing: offset = slack
        }
        put(sanitized: line, at: Point(x: rect.x + offset, y: rect.y + row), style: style, clip: rect)
    }

    /// Sets every cell of `rect` to `character` in `style`.
    package mutating func fill(_ rect: Rect, with character: Character = " ", style: StyleRole = .normal) {
        let area = rect.intersection(bounds)
        let cell = Cell(character, style: style)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                self[x, y] = cell
            }
        }
    }

    /// Gives every cell of `rect` the role `style`, keeping its character (highlighting a row).
    package mutating func restyle(_ rect: Rect, as style: StyleRole) {
        let area = rect.intersection(bounds)
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                self[x, y].style = style
            }
        }
    }

    /// Copies `cells` into row `origin.y` from column `origin.x`, clipped to the grid. A wide
    /// cell must be followed by its continuation, as `row(_:)` gives them.
    package mutating func paste(_ cells: [Cell], at origin: Point) {
        for (offset, cell) in cells.enumerated() {
            self[origin.x + offset, origin.y] = cell
        }
    }

    /// Draws a single-line box on the edge of `rect` with an optional title in its top border
    /// (`┌─ Title ───┐`), shortened with "…" to fit. Rectangles under 2x2 draw nothing.
    package mutating func drawBox(_ rect: Rect, title: String? = nil, style: StyleRole = .border,
                                 titleStyle: StyleRole = .heading) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.maxX - 1, bottom = rect.maxY - 1
        // Each border cell made once: making a cell of a character beyond ASCII looks up its
        // Unicode properties, and a frame draws hundreds of border cells.
        let horizontal = Cell("─", style: style), vertical = Cell("│", style: style)
        write(narrow: horizontal, row: rect.y, columns: (rect.x + 1)..<right)
        write(narrow: horizontal, row: bottom, columns: (rect.x + 1)..<right)
        for y in (rect.y + 1)..<bottom {
            self[rect.x, y] = vertical
            self[right, y] = vertical
        }
        self[rect.x, rect.y] = Cell("┌", style: style)
        self[right, rect.y] = Cell("┐", style: style)
        self[rect.x, bottom] = Cell("└", style: style)
        self[right, bottom] = Cell("┘", style: style)
        if let title, !title.isEmpty {
            // "┌─ " before the title and " ─┐" after it need six columns.
            let room = Rect(x: rect.x + 3, y: rect.y, width: rect.width - 6, height: 1)
            guard room.width > 0 else { return }
            let shown = Truncation.truncated(title, toWidth: room.width)
            self[room.x - 1, rect.y] = Cell(" ", style: style)
            let end = put(sanitized: shown, at: Point(x: room.x, y: rect.y), style: titleStyle, clip: room)
            self[end, rect.y] = Cell(" ", style: style)
        }
    }

    /// Draws a horizontal line across `width` columns of row `y` from column `x`.
    package mutating func drawHorizontalRule(atRow y: Int, from x: Int, width: Int, style: StyleRole = .border) {
        guard width > 0 else { return }
        fill(Rect(x: x, y: y, width: width, height: 1), with: "─", style: style)
    }
}
