import RecordedText
import Foundation
import Testing

/// Compares a report with a recorded golden file, `Golden/NAME.swift`.
///
/// The golden is stored as a Swift file holding one raw string literal, because SwiftPM warns
/// about any other kind of file in a test target that Package.swift does not exclude. The
/// literal is read from disk as text, never through the compiled value.
///
/// With `STOREDBG_RECORD_GOLDEN=1` in the environment the file is (re)written instead and the
/// check passes. Otherwise a missing or different golden fails with a line-by-line diff.
func assertGolden(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let file = goldenDirectory.appendingPathComponent(name + ".swift")
    let body = actual.hasSuffix("\n") ? String(actual.dropLast()) : actual
    if ProcessInfo.processInfo.environment["STOREDBG_RECORD_GOLDEN"] == "1" {
        do {
            try FileManager.default.createDirectory(at: goldenDirectory, withIntermediateDirectories: true)
            try goldenFileContents(name: name, body: body).write(to: file, atomically: true, encoding: .utf8)
            print("Recorded golden \(file.path)")
        } catch {
            Issue.record("Could not record golden \(file.path): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let contents = try? String(contentsOf: file, encoding: .utf8) else {
        Issue.record("""
            No golden \(file.path). Record it with STOREDBG_RECORD_GOLDEN=1 swift test --filter ScenarioLanguageTests.
            Actual:
            \(body)
            """, sourceLocation: sourceLocation)
        return
    }
    guard let expected = RecordedText.body(in: contents) else {
        Issue.record("Golden \(file.path) is not in the recorded format", sourceLocation: sourceLocation)
        return
    }
    if expected != body {
        Issue.record("""
            Golden \(name) differs (- recorded, + actual). If the change is intended, re-record with \
            STOREDBG_RECORD_GOLDEN=1 swift test --filter ScenarioLanguageTests.
            \(RecordedText.lineDiff(expected: expected, actual: body))
            """, sourceLocation: sourceLocation)
    }
}

/// Replaces what changes from run to run: durations, and the folders files were run from.
func normaliseReport(_ text: String, folders: [(path: String, as: String)] = []) -> String {
    var text = text
    for folder in folders { text = text.replacingOccurrences(of: folder.path, with: folder.as) }
    text = text.replacingOccurrences(of: SuitePaths.root.path + "/", with: "")
    text = text.replacing(#/\(\d+ ms\)/#, with: "(N ms)")
    text = text.replacing(#/"duration_ms":\d+/#, with: "\"duration_ms\":0")
    text = text.replacing(#/time="\d+\.\d+"/#, with: "time=\"0.000\"")
    return text
}

private let goldenDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .appendingPathComponent("Golden")

private func goldenFileContents(name: String, body: String) -> String {
    RecordedText.fileContents(header: [
        "Golden output \"\(name)\" of a storedbg report, durations and folders normalised.",
        "Recorded with STOREDBG_RECORD_GOLDEN=1 swift test --filter ScenarioLanguageTests; do not edit by hand.",
    ], body: body)
}
