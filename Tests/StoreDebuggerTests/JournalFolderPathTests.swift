import Foundation
import ScenarioLanguage
import Testing
@testable import StoreDebugger

/// The journal folder's path joined as text is the path Foundation's `appendingPathComponent`
/// gives, over thousands of seeded state and home folders (slashes doubled and trailing, dots,
/// spaces, percent signs, non-ASCII), and so are the journal paths made inside it.
struct JournalFolderPathTests {
    static let pieces = ["/", "/", "a", "b c", ".", "..", "é", "~", "%20", "?", "#", ";", ":", "x.y", "日本", "\\", "-", "@", "+"]

    @Test func aFolderJoinedAsTextHasFoundationsPath() {
        var generator = SplitMix64(seed: 24)
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
