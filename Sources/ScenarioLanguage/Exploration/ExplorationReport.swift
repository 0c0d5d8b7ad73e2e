import StoreCore

/// What an exploration did and found; `summary` is the text of its summary file.
package struct ExplorationReport: Hashable, Sendable {
    package let seed: UInt64
    package let sessions: Int
    package let steps: Int
    /// In the order they were found.
    package let findings: [ExplorationFinding]

    /// The summary file: what ran (by `debugger`, the program's name), then a line per finding
    /// with its file. Holds no timings, so the same seed gives the same file byte for byte.
    package func summary(client: String, debugger: String = "storedbg") -> String {
        var lines = [
            "\(debugger) explore --seed \(seed) --client \(client)",
            "\(sessions) session\(sessions == 1 ? "" : "s"), \(steps) step\(steps == 1 ? "" : "s"), "
                + "\(findings.count) finding\(findings.count == 1 ? "" : "s")",
        ]
        for (index, finding) in findings.enumerated() {
            lines.append("\(finding.fileName(number: index + 1)): \(finding.invariant.rawValue) in session \(finding.session), "
                         + "\(finding.commands.count) commands (from \(finding.originalLength)): \(PrintableText.escaped(finding.detail))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
