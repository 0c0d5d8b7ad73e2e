import Foundation
import ScreenModel
import Testing

/// Compares a grid with a recorded snapshot in `__Snapshots__/NAME.swift`: the grid's text,
/// then its style mask (legend in `StyleRole`).
///
/// With `STOREDBG_RECORD_SNAPSHOTS=1` in the environment the file is (re)written instead and
/// the check passes. Otherwise a missing or different snapshot fails the test with a
/// line-by-line diff.
///
/// A snapshot is stored as a Swift file holding one raw string literal, because SwiftPM
/// warns about any other kind of file in a test target that Package.swift does not exclude.
/// The literal is read from disk, never through the compiled value.
func assertSnapshot(_ grid: Grid, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let file = snapshotDirectory.appendingPathComponent(name + ".swift")
    let actual = snapshotBody(of: grid)
    if ProcessInfo.processInfo.environment["STOREDBG_RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: snapshotDirectory, withIntermediateDirectories: true)
            try snapshotFileContents(name: name, size: grid.size, body: actual).write(to: file, atomically: true, encoding: .utf8)
            print("Recorded snapshot \(file.path)")
        } catch {
            Issue.record("Could not record snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let contents = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("""
            No snapshot \(file.path). Record it with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter ScreenModelTests.
            Actual:
            \(actual)
            """, sourceLocation: sourceLocation)
        return
    }
    guard let expected = recordedBody(in: contents) else {
        Issue.record("Snapshot \(file.path) is not in the recorded format", sourceLocation: sourceLocation)
        return
    }
    if expected != actual {
        Issue.record("""
            Snapshot \(name) differs (- recorded, + actual). If the change is intended, re-record \
            with STOREDBG_RECORD_SNAPSHOTS=1.
            \(lineDiff(expected: expected, actual: actual))
            """, sourceLocation: sourceLocation)
    }
}

private let snapshotDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")

private let maskSeparator = "--- style mask ---"

private func snapshotBody(of grid: Grid) -> String {
    grid.text + "\n" + maskSeparator + "\n" + grid.styleMask
}

private func snapshotFileContents(name: String, size: Size, body: String) -> String {
    // Enough #s that the body can never close the raw string early.
    var hashes = "#"
    while body.contains("\"\"\"" + hashes) { hashes += "#" }
    return """
        // Snapshot "\(name)" of a \(size) grid: its text, then its style mask (legend in StyleRole.swift).
        // Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter ScreenModelTests; do not edit by hand.
        private let recorded = \(hashes)\"\"\"
        \(body)
        \"\"\"\(hashes)

        """
}

/// The text between the raw string's delimiters.
private func recordedBody(in contents: String) -> String? {
    var lines = contents.components(separatedBy: "\n")
    guard let open = lines.firstIndex(where: { $0.hasPrefix("private let recorded = #") && $0.hasSuffix("\"\"\"") })
    else { return nil }
    let hashes = String(lines[open].dropFirst("private let recorded = ".count).prefix { $0 == "#" })
    lines = Array(lines[(open + 1)...])
    guard let close = lines.firstIndex(of: "\"\"\"" + hashes) else { return nil }
    return lines[..<close].joined(separator: "\n")
}

private func lineDiff(expected: String, actual: String) -> String {
    let old = expected.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
    var report: [String] = []
    for index in 0..<max(old.count, new.count) {
        let before = index < old.count ? old[index] : nil
        let after = index < new.count ? new[index] : nil
        guard before != after else { continue }
        let number = String(index + 1)
        let gutter = String(repeating: " ", count: max(0, 4 - number.count)) + number
        if let before { report.append("\(gutter) - |\(before)|") }
        if let after { report.append("\(gutter) + |\(after)|") }
    }
    return report.joined(separator: "\n")
}
