import Foundation
import Testing
@testable import StoreDebugger

/// The journal folder's path joined as text is the path Foundation's `appendingPathComponent`
/// gives, over thousands of seeded state and home folders (slashes doubled and trailing, dots,
/// spaces, percent signs, non-ASCII), and so are the journal paths made inside it.
struct JournalFolderPathTests {
    struct SplitMix64: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476C_E1E5_B9E5
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let pieces = ["/", "/", "a", "b c", ".", "..", "é", "~", "%20", "?", "#", ";", ":", "x.y", "日本", "\\", "-", "@", "+"]

    @Test func aFolderJoinedAsTextHasFoundationsPath() {
        var generator = SplitMix64(state: 24)
        for seed in 0..<5000 {
            var base = Bool.random(using: &generator) ? "/" : ""
            for _ in 0..<Int.random(in: 1...8, using: &generator) { base += Self.pieces.randomElement(using: &generator)! }
            for relative in ["storedbg", ".local/state/storedbg", "my-debugger"] {
                let expected = URL(fileURLWithPath: base).appendingPathComponent(relative)
                let folder = JournalFolder(relative, in: base)
                #expect(folder.path == expected.path, "seed \(seed): \(base) + \(relative)")
                #expect(folder.url.path == expected.path, "seed \(seed): \(base) + \(relative)")
                let journal = "journal-20260101-090000-1.scenario"
                #expect(folder.url.appendingPathComponent(journal).path == expected.appendingPathComponent(journal).path)
            }
        }
    }
}
