/// One share of a suite, for a CI matrix that splits its files across machines (`--shard K/N`).
///
/// The files are sorted by path (byte order); the file at 0-based position `i` belongs to shard
/// `i mod N + 1`. So every file is in exactly one of the N shards, shard sizes differ by at most
/// one, and a shard holds the same files on every machine that sees the same files.
package struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// Which share, from 1.
    package let index: Int
    /// How many shares the suite is split into.
    package let count: Int

    /// `K/N` with 1 ≤ K ≤ N; nil for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let index = Int(parts[0]), let count = Int(parts[1]), 1 <= index, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// The files of this shard, in the order given.
    package func select(_ files: [String]) -> [String] {
        let sorted = files.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        var position: [String: Int] = [:]
        for (offset, file) in sorted.enumerated() where position[file] == nil { position[file] = offset }
        return files.filter { (position[$0] ?? 0) % count == index - 1 }
    }

    package var description: String { "\(index)/\(count)" }
}
