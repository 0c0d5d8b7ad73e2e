@testable import DebuggerUI
import StoreCore
import Testing

/// The filter's matches as runs of ids: rows by position, and ids set in or out in one pass.
@Suite struct MatchedIDsTests {
    private func matched(_ ids: [TransactionID]) -> MatchedIDs {
        var matched = MatchedIDs()
        for id in ids { matched.append(id) }
        return matched
    }

    @Test func rowsAndIdsByPosition() {
        let ids = matched([2, 3, 4, 9, 10, 20])
        #expect(ids.runs == [2..<5, 9..<11, 20..<21])
        #expect((0..<6).map(ids.id(atRow:)) == [2, 3, 4, 9, 10, 20])
        #expect(ids.row(of: 9) == 3)
        #expect(ids.row(of: 5) == nil)
    }

    @Test func settingIdsInAndOutGivesWhatAppendingTheResultGives() {
        var ids = matched([2, 3, 4, 9, 10, 20])
        // Out at a run's start, middle and end; in before the first run, between runs (joining
        // two), and after the last; the whole last run out.
        ids.set([(1, true), (2, false), (3, false), (5, true), (6, true), (7, true), (8, true), (10, false), (20, false), (30, true)])
        #expect(ids == matched([1, 4, 5, 6, 7, 8, 9, 30]))
        var unchanged = ids
        unchanged.set([])
        #expect(unchanged == ids)
    }
}
