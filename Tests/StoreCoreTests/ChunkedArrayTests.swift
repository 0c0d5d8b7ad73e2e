@testable import StoreCore
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

    /// Elements of 72 bytes: chunks of 8, so that a million of them fill 125,000 chunks, 7,813
    /// groups, 489 blocks and 31 sections.
    struct Wide: Equatable { var a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, h = 0, i = 0 }

    /// A copy's first change copies one chunk and the lists above it, as few slots at a million
    /// elements as at a thousand, give or take the top list (issue 26, item 7): a flat list of
    /// the 125,000 chunks, or of the 3,907 groups, would copy far more. Counted, not timed.
    @Test func aCopysFirstChangesCopyAsMuchAtAMillionAsAtAThousand() {
        #expect(ChunkedArray<Wide>.chunkSize == 8 && ChunkedArray<UInt64>.chunkSize == 64)
        var copied: [Int] = []
        for size in [1_000, 1_000_000] {
            var array = ChunkedArray<Wide>()
            array.append(contentsOf: repeatElement(Wide(), count: size))
            let checkpoint = array
            #expect(array.unsharedSlotCount(with: checkpoint) == 0)
            array[size / 2].a = 1
            array[size / 2 + 1].b = 2
            array.append(Wide(c: 3))
            #expect(checkpoint.count == size && checkpoint[size / 2] == Wide() && array[size / 2].a == 1)
            #expect(array.positionsDiffering(from: checkpoint) == [size / 2, size / 2 + 1])
            copied.append(array.unsharedSlotCount(with: checkpoint))
        }
        // Two changes, each: its chunk (8), its group's, block's and section's lists (16 entries
        // each at most), and the top list (one entry a section).
        let fan = ChunkedArray<Wide>.fanSize, sections = 1_000_000 / (8 << 12) + 1
        #expect(fan == 16)
        #expect(copied[1] <= 2 * (8 + 3 * fan) + sections)
        #expect(copied[1] <= copied[0] + 2 * 3 * fan + sections)
    }

    /// Copies taken along the way keep what they held while the original grows past chunk,
    /// group and tail boundaries and changes anywhere, the tail included; two versions differ
    /// exactly where their elements do. Seeded, over elements of 72 bytes (chunks of 8).
    @Test func copiesAndChangesAnywhereReadAsArraysDo() {
        var rng = PropertyTests.SeededGenerator(state: 26)
        var chunked = ChunkedArray<Wide>(), plain: [Wide] = []
        var copies: [(ChunkedArray<Wide>, [Wide])] = []
        for step in 0..<6_000 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0..<6:
                let value = Wide(a: step)
                chunked.append(value)
                plain.append(value)
            case 6..<9 where !plain.isEmpty:
                // Near the end (the tail and the last chunks) as often as anywhere.
                let position = Bool.random(using: &rng)
                    ? Int.random(in: 0..<plain.count, using: &rng) : max(0, plain.count - 1 - Int.random(in: 0..<20, using: &rng))
                chunked[position].b += 1
                plain[position].b += 1
            default:
                copies.append((chunked, plain))
            }
        }
        #expect(Array(chunked) == plain)
        for (copy, held) in copies {
            #expect(Array(copy) == held)
            let common = min(held.count, plain.count)
            let expected = (0..<common).filter { held[$0] != plain[$0] }
            #expect(chunked.positionsDiffering(from: copy) == expected)
            #expect(copy.positionsDiffering(from: chunked) == expected)
        }
    }
}

