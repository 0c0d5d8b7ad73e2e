extension LineEditor {
    /// Draws the prompt into the first row of `rect` (`:` then the text, scrolled sideways
    /// to keep the cursor in view, a leading "…" when scrolled) and, when `rect` has a
    /// second row, the error (`^ message` under its column) or else the completion
    /// candidates. Wide characters take two columns and are never cut in half. Returns where
    /// the terminal cursor belongs, or nil if `rect` is empty.
    package func draw(into grid: inout Grid, in rect: Rect, prompt: String = ":") -> Point? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        grid.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: .prompt)
        let promptEnd = grid.put(prompt, at: Point(x: rect.x, y: rect.y), style: .prompt, clip: rect)
        let room = max(1, rect.maxX - promptEnd)
        let line = Array(text)
        let widths = line.map(TerminalColumns.columns(of:))
        // The first character shown: the cursor's column (and the cell it stands on) must fit.
        var scroll = 0
        var cursorColumns = widths[..<cursor].reduce(0, +)
        while scroll < cursor, cursorColumns + 1 > room {
            cursorColumns -= widths[scroll]
            scroll += 1
        }
        var x = promptEnd
        for index in line.indices.dropFirst(scroll) {
            guard x + widths[index] <= promptEnd + room else { break }
            grid.put(String(line[index]), at: Point(x: x, y: rect.y), style: .prompt, clip: rect)
            x += widths[index]
        }
        if scroll > 0 {
            // The ellipsis takes the first column; a wide character under it leaves a space. With
            // room for one column only, every character is scrolled out and the cursor is at the end.
            let wideUnder = scroll < line.count && widths[scroll] == 2
            grid.put(String(Truncation.ellipsis) + (wideUnder ? " " : ""),
                     at: Point(x: promptEnd, y: rect.y), style: .prompt, clip: rect)
        }
        let cursorPoint = Point(x: min(promptEnd + cursorColumns, rect.maxX - 1), y: rect.y)

        guard rect.height >= 2 else { return cursorPoint }
        let below = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1)
        if let error {
            let errorColumns = columns(before: error.column, in: line, widths: widths, from: scroll, limit: rect.width)
            let caret = min(max(rect.x, promptEnd + errorColumns), rect.maxX - 1)
            grid.put("^ " + error.message, in: Rect(x: caret, y: below.y, width: rect.maxX - caret, height: 1),
                     style: .error)
        } else if !candidates.isEmpty {
            var x = below.x
            for (index, candidate) in candidates.enumerated() {
                let style: StyleRole = index == cycledCandidate ? .selection : .dim
                let end = grid.put(candidate, at: Point(x: x, y: below.y), style: style, clip: below)
                x = end + 2
                if x >= below.maxX { break }
            }
        }
        return cursorPoint
    }

    /// The screen columns from the first character shown (`scroll`) to the 1-based `column` of
    /// a diagnostic, which counts Unicode scalars as the scenario parser does (a column past
    /// the end counts one per scalar beyond it, at most `limit`; one before the first is the
    /// first); negative when it is scrolled out on the left.
    private func columns(before column: Int, in line: [Character], widths: [Int], from scroll: Int, limit: Int) -> Int {
        let wanted = max(column, 1) - 1
        var scalars = 0, index = 0
        while index < line.count, scalars + line[index].unicodeScalars.count <= wanted {
            scalars += line[index].unicodeScalars.count
            index += 1
        }
        let beyond = index == line.count ? min(wanted - scalars, limit) : 0
        let shown = index >= scroll ? widths[scroll..<index].reduce(0, +) : -widths[index..<scroll].reduce(0, +)
        return shown + beyond
    }
}
