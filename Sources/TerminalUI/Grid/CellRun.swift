/// Consecutive cells of one row that changed between two frames.
package struct CellRun: Hashable, Sendable {
    package let origin: Point
    /// A slice of the frame's own cells: a copy of each run cost a retain of every character,
    /// and a release after, 1,920 cells a first frame.
    package let cells: ArraySlice<Cell>

    package init(origin: Point, cells: ArraySlice<Cell>) {
        self.origin = origin
        self.cells = cells
    }
}

extension Grid {
    /// The runs of cells that differ from `previous`, top to bottom and left to right.
    /// Without a previous frame, or when the size changed, every row is one run. A run never
    /// starts with the continuation of a wide character.
    package func changes(since previous: Grid?) -> [CellRun] {
        guard let previous, previous.size == size else {
            return (0..<height).map { CellRun(origin: Point(x: 0, y: $0), cells: row($0)) }
        }
        var runs: [CellRun] = []
        for y in 0..<height {
            let now = row(y), before = previous.row(y)
            var start: Int?
            for x in 0...width {
                let differs = x < width && now[now.startIndex + x] != before[before.startIndex + x]
                if differs, start == nil {
                    // A changed right half is drawn with its left half, which draws both.
                    start = now[now.startIndex + x].isContinuation && x > 0 ? x - 1 : x
                } else if !differs, let first = start {
                    runs.append(CellRun(origin: Point(x: first, y: y),
                                        cells: now[(now.startIndex + first)..<(now.startIndex + x)]))
                    start = nil
                }
            }
        }
        return runs
    }
}
