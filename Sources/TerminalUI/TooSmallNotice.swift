/// The screen shown instead of the app while the terminal is smaller than it needs.
package enum TooSmallNotice {
    /// A grid of `size` saying, centred, e.g. "Terminal too small: 60x20." over "The screen needs
    /// at least 80x24." and that keys do nothing meanwhile. Smaller grids get shorter wordings,
    /// word-wrapped; the shortest is cut with "…". Zero or negative sizes give an empty grid.
    package static func render(size: Size, minimum: Size) -> Grid {
        var grid = Grid(size: size)
        guard grid.width > 0, grid.height > 0 else { return grid }
        // Each wording is a list of sentences, each sentence starting a new line.
        let wordings = [
            ["Terminal too small: \(size).", "The screen needs at least \(minimum).", "Keys do nothing until it is larger; Ctrl-C quits."],
            ["Terminal too small: \(size).", "The screen needs at least \(minimum)."],
            ["Too small: \(size), needs \(minimum)"],
            ["Too small \(size)"],
            ["Too small"],
        ]
        let lines = wordings.lazy
            .map { sentences in sentences.flatMap { WordWrap.lines($0, width: grid.width) } }
            .first { lines in lines.count <= grid.height && !lines.contains { $0.last == Truncation.ellipsis } }
            ?? [Truncation.truncated("Too small", toWidth: grid.width)]
        let top = (grid.height - lines.count) / 2
        for (row, line) in lines.enumerated() {
            grid.put(line, in: Rect(x: 0, y: top + row, width: grid.width, height: 1), alignment: .centred,
                     style: .warning)
        }
        return grid
    }
}
