import Testing
@testable import StoreCore

struct TransactionIDSetTests {
    @Test func insertContainsRemoveAcrossWords() {
        var set = TransactionIDSet()
        let ids = [1, 63, 64, 65, 127, 128, 10_000, 366_000]
        for id in ids { set.insert(id) }
        for id in ids { #expect(set.contains(id)) }
        for id in [0, 2, 62, 66, 129, 9_999, 366_001, 1_000_000] { #expect(!set.contains(id)) }
        set.remove(64)
        set.remove(1_000_000)
        #expect(!set.contains(64))
        #expect(set.contains(63) && set.contains(65))
    }

    @Test func negativeIdsAreNeverMembers() {
        var set = TransactionIDSet()
        set.insert(-1)
        set.remove(-5)
        #expect(!set.contains(-1))
    }

    @Test func countsAndListsInOrderWhateverTheOrderOfChanges() {
        var set = TransactionIDSet()
        for id in [366_000, 5, 64, 5, 1, 63, 128] { set.insert(id) }
        #expect(set.count == 6)
        #expect(set.sorted == [1, 5, 63, 64, 128, 366_000])
        set.remove(5)
        set.remove(5)
        set.remove(7)
        #expect(set.count == 5)
        #expect(set.sorted == [1, 63, 64, 128, 366_000])
        for id in set.sorted { set.remove(id) }
        #expect(set.isEmpty)
        #expect(set.sorted.isEmpty)
    }

    /// A set of late ids holds words from the smallest on, and one id below them moves the
    /// base without losing any (issue 26, item 7: the live index holds a set per product).
    @Test func aSetOfLateIdsStaysSmallAndTakesAnEarlierOne() {
        var set = TransactionIDSet()
        for id in [1_000_000, 1_000_070] { set.insert(id) }
        #expect(set.wordCount == 2)
        set.insert(999_000)
        #expect(set.sorted == [999_000, 1_000_000, 1_000_070])
        #expect(set.last { $0 < 1_000_070 } == 1_000_000)
        #expect(set.last { _ in false } == nil)
        set.remove(5)
        #expect(set.count == 3)
    }
}
