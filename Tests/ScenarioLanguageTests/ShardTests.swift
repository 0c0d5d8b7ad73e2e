import ScenarioLanguage
import Testing

/// `--shard K/N`: which share of the files a shard runs.
struct ShardTests {
    @Test(arguments: ["1/1", "1/4", "4/4", "12/30"])
    func readsKOverN(text: String) throws {
        let shard = try #require(Shard(text))
        #expect(shard.description == text)
    }

    @Test(arguments: ["", "1", "0/4", "5/4", "-1/4", "1/0", "1/4/2", "a/b", " 1/4", "1/ 4", "+1/4", "١/٤"])
    func refusesAnythingElse(text: String) {
        #expect(Shard(text) == nil)
    }

    /// Sorted by path, the i-th file (from 0) belongs to shard i mod N + 1, whatever order the
    /// files were found in; each shard keeps the order given.
    @Test func theIthFileBySortedPathIsInShardIModNPlusOne() throws {
        let files = ["e", "a", "d", "b", "c"]
        #expect(try #require(Shard("1/2")).select(files) == ["e", "a", "c"])
        #expect(try #require(Shard("2/2")).select(files) == ["d", "b"])
        #expect(try #require(Shard("2/2")).select(files.reversed()) == ["b", "d"])
    }

    @Test func theShardsCoverEveryFileOnceWithSizesWithinOne() throws {
        let files = SuitePaths.scenarioFiles
        for count in 1...7 {
            let shares = try (1...count).map { try #require(Shard("\($0)/\(count)")).select(files) }
            #expect(shares.flatMap { $0 }.sorted() == files.sorted())
            let sizes = shares.map(\.count)
            #expect((sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
        }
    }
}
