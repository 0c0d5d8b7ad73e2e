import StoreCore

/// The ids of the transactions a filter matches, ascending, kept as runs of consecutive ids: a
/// filter that matches most of a million rows holds a few runs, not a million ids. Row `n` and the
/// row of an id are found by binary search over the runs.
struct MatchedIDs: Equatable {
    /// Runs of consecutive ids, ascending, neither overlapping nor touching.
    private(set) var runs: [Range<TransactionID>] = []
    /// For each run, how many ids the runs before it hold: the row of its first id.
    private var firstRows: [Int] = []
    /// How many ids there are in all.
    private(set) var count = 0

    /// Adds `ids`, all above every id held so far.
    mutating func append(_ ids: Range<TransactionID>) {
        guard !ids.isEmpty else { return }
        if let last = runs.last, last.upperBound == ids.lowerBound {
            runs[runs.count - 1] = last.lowerBound..<ids.upperBound
        } else {
            runs.append(ids)
            firstRows.append(count)
        }
        count += ids.count
    }

    /// Adds `id`, above every id held so far.
    mutating func append(_ id: TransactionID) { append(id..<id.advanced(by: 1)) }

    /// Sets whether each id of `changes` (ascending, each once) is held: those with `held` true
    /// are added, the others taken out. One pass over the runs.
    mutating func set(_ changes: [(id: TransactionID, held: Bool)]) {
        guard !changes.isEmpty else { return }
        var result = MatchedIDs()
        var next = 0
        for run in runs {
            var start = run.lowerBound
            while next < changes.count, changes[next].id < run.upperBound {
                let (id, held) = changes[next]
                next += 1
                if id < start {
                    // Between the run before and this one.
                    if held { result.append(id) }
                } else if !held {
                    result.append(start..<id)
                    start = id.advanced(by: 1)
                }
            }
            result.append(start..<run.upperBound)
        }
        for (id, held) in changes[next...] where held { result.append(id) }
        self = result
    }

    /// Takes out every id above `last`: from the end, one run at a time.
    mutating func removeIDs(above last: TransactionID) {
        let end = last.advanced(by: 1)
        while let run = runs.last, run.upperBound > end {
            if run.lowerBound > last {
                runs.removeLast()
                firstRows.removeLast()
                count -= run.count
            } else {
                runs[runs.count - 1] = run.lowerBound..<end
                count -= end.distance(to: run.upperBound)
            }
        }
    }

    /// The id on row `row` (0 is the lowest id).
    func id(atRow row: Int) -> TransactionID {
        var low = 0, high = runs.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if firstRows[middle] <= row { low = middle } else { high = middle - 1 }
        }
        return runs[low].lowerBound.advanced(by: row - firstRows[low])
    }

    /// The row of `id`, if it is held.
    func row(of id: TransactionID) -> Int? {
        var low = 0, high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].upperBound <= id { low = middle + 1 } else { high = middle }
        }
        guard low < runs.count, runs[low].contains(id) else { return nil }
        return firstRows[low] + runs[low].lowerBound.distance(to: id)
    }
}
