import DebuggerUI
import Foundation
import Testing

/// The README's capture of the screen is the screen: the built-in demo after `b`, Enter, at 80x24.
struct ReadmeCaptureTests {
    static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The fenced block after `<!-- screen: … -->` in the README, each line without trailing spaces.
    static func capture() throws -> String {
        let lines = try String(contentsOf: readme, encoding: .utf8).components(separatedBy: "\n")
        let marker = try #require(lines.firstIndex { $0.hasPrefix("<!-- screen:") })
        let block = lines.dropFirst(marker + 2).prefix { $0 != "```" }
        return block.map(trimmed).joined(separator: "\n")
    }

    static func trimmed(_ line: some StringProtocol) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }

    @Test func theReadmeShowsTheDemoAfterABuy() throws {
        var session = try SessionFixtures.demo()
        session.press("b")
        session.handle(.enter)
        let shown = DebuggerScreen.render(session, size: .minimumScreen).grid.text
            .split(separator: "\n", omittingEmptySubsequences: false).map(Self.trimmed).joined(separator: "\n")
        #expect(try Self.capture() == shown, "README.md's capture is stale; the screen now shows:\n\(shown)")
    }
}
