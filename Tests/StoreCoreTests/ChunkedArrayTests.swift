import StoreCore
import Testing

/// The ledger's and the event log's storage: an array in chunks, whose copies share them.
@Suite struct ChunkedArrayTests {
    @Test func holdsWhatAnArrayHoldsAcrossChunks() {
        var chunked = ChunkedArray<Int>()
        var plain: [Int] = []
        for value in 0..<3_000 {
            chunked.append(value * 7)
            plain.append(value * 7)
        }
        #expect(Array(chunked) == plain)
        #expect(chunked.count == 3_000)
        chunked[1_500] += 1
        plain[1_500] += 1
        #expect(Array(chunked) == plain)
        #expect(Array(chunked[1_020..<1_030]) == Array(plain[1_020..<1_030]))
        #expect(chunked.last == plain.last)
    }

    @Test func aCopyIsUnchangedByChangesToTheOriginal() {
        var original = ChunkedArray<Int>()
        original.append(contentsOf: 0..<2_500)
        let copy = original
        original[10] = -1
        original[2_000] = -2
        original.append(99)
        #expect(Array(copy) == Array(0..<2_500))
        #expect(original[10] == -1 && original[2_000] == -2 && original.count == 2_501)
    }

    /// Two versions of an array differ where either changed, found over 70,000 elements (more
    /// than a group of chunks) and across the groups (issue 26, items 6 and 7).
    @Test func twoVersionsDifferWhereEitherChanged() {
        var original = ChunkedArray<Int>()
        original.append(contentsOf: 0..<70_000)
        var copy = original
        copy[1_500] = -1
        copy[66_000] = -2
        original[69_999] = -3
        copy.append(5)
        #expect(copy.positionsDiffering(from: original) == [1_500, 66_000, 69_999])
        #expect(original.positionsDiffering(from: original) == [])
        #expect(Array(copy[65_530..<65_540]) == Array(65_530..<65_540))
        #expect(copy.count == 70_001 && copy.last == 5)
    }
}
