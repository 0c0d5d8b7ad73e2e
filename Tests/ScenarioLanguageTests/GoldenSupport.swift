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
    guard let expected = recordedGolden(in: contents) else {
        Issue.record("Golden \(file.path) is not in the recorded format", sourceLocation: sourceLocation)
        return
    }
    if expected != body {
        Issue.record("""
            Golden \(name) differs (- recorded, + actual). If the change is intended, re-record with \
            STOREDBG_RECORD_GOLDEN=1 swift test --filter ScenarioLanguageTests.
            \(goldenDiff(expected: expected, actual: body))
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
    // Enough #s that the body can neither close the raw string nor interpolate into it.
    var hashes = "#"
    while body.contains("\"\"\"" + hashes) || body.contains("\\" + hashes) { hashes += "#" }
    return """
        // Golden output "\(name)" of a storedbg report, durations and folders normalised.
        // Recorded with STOREDBG_RECORD_GOLDEN=1 swift test --filter ScenarioLanguageTests; do not edit by hand.
        private let recorded = \(hashes)\"\"\"
        \(body)
        \"\"\"\(hashes)

        """
}

/// The text between the raw string's delimiters.
private func recordedGolden(in contents: String) -> String? {
    var lines = contents.components(separatedBy: "\n")
    guard let open = lines.firstIndex(where: { $0.hasPrefix("private let recorded = #") && $0.hasSuffix("\"\"\"") })
    else { return nil }
    let hashes = String(lines[open].dropFirst("private let recorded = ".count).prefix { $0 == "#" })
    lines = Array(lines[(open + 1)...])
    guard let close = lines.firstIndex(of: "\"\"\"" + hashes) else { return nil }
    return lines[..<close].joined(separator: "\n")
}

private func goldenDiff(expected: String, actual: String) -> String {
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
