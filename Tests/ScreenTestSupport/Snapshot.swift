import Foundation
import RecordedText
import TerminalUI
import Testing

/// Compares a grid with a recorded snapshot in `__Snapshots__/NAME.swift` beside the calling test
/// file: the grid's text, then its style mask (legend in `StyleRole`).
///
/// With `STOREDBG_RECORD_SNAPSHOTS=1` in the environment the file is (re)written instead and
/// the check passes. Otherwise a missing or different snapshot fails the test with a
/// line-by-line diff.
///
/// A snapshot is stored as a Swift file holding one raw string literal, because SwiftPM
/// warns about any other kind of file in a test target that Package.swift does not exclude.
/// The literal is read from disk, never through the compiled value.
package func assertSnapshot(_ grid: Grid, named name: String, filePath: String = #filePath,
                            sourceLocation: SourceLocation = #_sourceLocation) {
    let snapshotDirectory = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")
    // The test target, named by its folder, for the command that records again.
    let target = snapshotDirectory.deletingLastPathComponent().lastPathComponent
    let file = snapshotDirectory.appendingPathComponent(name + ".swift")
    let actual = snapshotBody(of: grid)
    if ProcessInfo.processInfo.environment["STOREDBG_RECORD_SNAPSHOTS"] == "1" {
        do {
            try FileManager.default.createDirectory(at: snapshotDirectory, withIntermediateDirectories: true)
            try snapshotFileContents(name: name, size: grid.size, body: actual, target: target).write(to: file, atomically: true, encoding: .utf8)
            print("Recorded snapshot \(file.path)")
        } catch {
            Issue.record("Could not record snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let contents = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("""
            No snapshot \(file.path). Record it with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter \(target).
            Actual:
            \(actual)
            """, sourceLocation: sourceLocation)
        return
    }
    guard let expected = RecordedText.body(in: contents) else {
        Issue.record("Snapshot \(file.path) is not in the recorded format", sourceLocation: sourceLocation)
        return
    }
    if expected != actual {
        Issue.record("""
            Snapshot \(name) differs (- recorded, + actual). If the change is intended, re-record \
            with STOREDBG_RECORD_SNAPSHOTS=1.
            \(RecordedText.lineDiff(expected: expected, actual: actual))
            """, sourceLocation: sourceLocation)
    }
}

private let maskSeparator = "--- style mask ---"

private func snapshotBody(of grid: Grid) -> String {
    grid.text + "\n" + maskSeparator + "\n" + grid.styleMask
}

private func snapshotFileContents(name: String, size: Size, body: String, target: String) -> String {
    RecordedText.fileContents(header: [
        "Snapshot \"\(name)\" of a \(size) grid: its text, then its style mask (legend in StyleRole.swift).",
        "Recorded with STOREDBG_RECORD_SNAPSHOTS=1 swift test --filter \(target); do not edit by hand.",
    ], body: body)
}
