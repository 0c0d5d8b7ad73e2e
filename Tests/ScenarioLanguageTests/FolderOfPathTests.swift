import Foundation
import Testing
@testable import ScenarioLanguage

/// Issue 26, item 9 (fourth round): a scenario's folder, against which a `storekit` line's path
/// is resolved, is cut as bytes for a plain path; it must be what `NSString` answers, over
/// seeded paths of every shape; any other path is NSString's.
struct FolderOfPathTests {
    @Test func theFolderIsWhatNSStringAnswers() {
        let segments = ["a", "b c", ".", "..", "", "Scenarios", "x.scenario", "é", "~", "-", ".hidden"]
        var random = SeededGenerator(state: 2_026)
        var paths = ["", "/", "//", "a", "/a", "a/", "a/b", "/a/b", "a//b", "a/b/", "./a", "../a", "~/a", "a/./b", "a/../b"]
        for _ in 0..<5_000 {
            let count = 1 + Int(random.next() % 5)
            var path = (0..<count).map { _ in segments[Int(random.next() % UInt64(segments.count))] }.joined(separator: "/")
            if random.next() % 4 == 0 { path = "/" + path }
            if random.next() % 6 == 0 { path += "/" }
            paths.append(path)
        }
        var cut = 0
        for path in paths {
            // NSString itself traps on some paths that are not plain (`a`, `a/`): only the plain
            // paths, the ones cut as bytes, are asked of it.
            guard let folder = ParseContext.plainFolder(of: path) else { continue }
            cut += 1
            #expect(folder == (path as NSString).deletingLastPathComponent, "\(path)")
        }
        #expect(cut > 2_000)
        #expect(ParseContext.plainFolder(of: "a//b") == nil && ParseContext.plainFolder(of: "a/b/") == nil
                && ParseContext.plainFolder(of: "/a") == nil && ParseContext.plainFolder(of: "a") == nil)
        #expect(ParseContext.folder(of: "/a") == "/" && ParseContext.folder(of: "a//b") == "a")
    }
}
