extension LineEditor {
    /// Draws the prompt into the first row of `rect` (`:` then the text, scrolled sideways
    /// to keep the cursor in view, a leading "…" when scrolled) and, when `rect` has a
    /// second row, the error (`^ message` under its column) or else the completion
    /// candidates. Returns where the terminal cursor belongs, or nil if `rect` is empty.
    public func draw(into grid: inout Grid, in rect: Rect, prompt: String = ":") -> Point? {
        guard rect.width > 0, rect.height > 0 else { return nil }
        grid.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: .prompt)
        let promptEnd = grid.put(prompt, at: Point(x: rect.x, y: rect.y), style: .prompt, clip: rect)
        let promptWidth = promptEnd - rect.x
        let room = max(1, rect.width - promptWidth)
        let line = Array(text)
        let scroll = cursor < room ? 0 : cursor - room + 1
        var visible = String(line.dropFirst(scroll).prefix(room))
        if scroll > 0 { visible = String(Truncation.ellipsis) + visible.dropFirst() }
        grid.put(visible, at: Point(x: promptEnd, y: rect.y), style: .prompt, clip: rect)
        let cursorPoint = Point(x: min(promptEnd + cursor - scroll, rect.maxX - 1), y: rect.y)

        guard rect.height >= 2 else { return cursorPoint }
        let below = Rect(x: rect.x, y: rect.y + 1, width: rect.width, height: 1)
        if let error {
            let caret = min(max(rect.x, promptEnd + error.column - 1 - scroll), rect.maxX - 1)
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
}
