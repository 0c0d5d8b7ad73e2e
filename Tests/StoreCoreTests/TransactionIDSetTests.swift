import Testing
@testable import StoreCore

struct TransactionIDSetTests {
    @Test func insertContainsRemoveAcrossWords() {
        var set = TransactionIDSet()
        let ids: [TransactionID] = [1, 63, 64, 65, 127, 128, 10_000, 366_000]
        for id in ids { set.insert(id) }
        for id in ids { #expect(set.contains(id)) }
        for id: TransactionID in [0, 2, 62, 66, 129, 9_999, 366_001, 1_000_000] { #expect(!set.contains(id)) }
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
        for id: TransactionID in [366_000, 5, 64, 5, 1, 63, 128] { set.insert(id) }
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
        for id: TransactionID in [1_000_000, 1_000_070] { set.insert(id) }
        #expect(set.wordCount == 2)
        set.insert(999_000)
        #expect(set.sorted == [999_000, 1_000_000, 1_000_070])
        #expect(set.last { $0 < 1_000_070 } == 1_000_000)
        #expect(set.last { _ in false } == nil)
        set.remove(5)
        #expect(set.count == 3)
    }

    /// Held in a plain array while they span at most 512 words and in chunks beyond (issue 26,
    /// item 8), a set answers as a `Set<Int>` does through seeded random inserts and removals
    /// that cross the limit both ways (from ids far apart, and an earlier id moving the base),
    /// and a copy changes neither itself nor the set it was copied from.
    @Test func answersAsASetOfIntsAcrossThePlainAndTheChunkedWords() {
        var crossed = 0
        for seed in UInt64(1)...UInt64(40) {
            var rng = PropertyTests.SeededGenerator(state: seed)
            var set = TransactionIDSet(), plain = Set<TransactionID>()
            let spread = [600, 32_000, 40_000, 200_000][Int(seed) % 4]
            let start = Int.random(in: 0...spread, using: &rng)
            var checkpoint: (TransactionIDSet, Set<TransactionID>)? = nil
            for step in 0..<400 {
                let id = TransactionID(Bool.random(using: &rng) ? Int.random(in: start...(start + 70), using: &rng) : Int.random(in: 0...spread, using: &rng))
                if Int.random(in: 0..<4, using: &rng) == 0 {
                    set.remove(id)
                    plain.remove(id)
                } else {
                    set.insert(id)
                    plain.insert(id)
                }
                if step % 50 == 0 { checkpoint = (set, plain) }
                if set.wordCount > 512 { crossed += 1 }
                #expect(set.count == plain.count, "seed \(seed)")
                #expect(set.contains(id) == plain.contains(id), "seed \(seed)")
            }
            #expect(set.sorted == plain.sorted(), "seed \(seed)")
            #expect(set.last { $0.rawValue % 3 == 0 } == plain.filter { $0.rawValue % 3 == 0 }.max(), "seed \(seed)")
            if let (copy, expected) = checkpoint {
                #expect(copy.sorted == expected.sorted(), "seed \(seed)")
            }
        }
        #expect(crossed > 1_000)
    }
}
