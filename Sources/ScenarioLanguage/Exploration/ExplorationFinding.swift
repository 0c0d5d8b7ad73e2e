import StoreCore

/// One invariant an exploration saw broken, with the shortest command sequence found that
/// breaks it, written as a scenario whose last line, `expect no-violations`, fails.
package struct ExplorationFinding: Hashable, Sendable {
    package let invariant: Invariant
    /// The 1-based session that first broke it.
    package let session: Int
    /// How many commands (setup included) that session had run when it broke it.
    package let originalLength: Int
    /// The shrunk sequence, setup included.
    package let commands: [Command]
    /// What the monitor said when the shrunk sequence broke it.
    package let detail: String

    /// `03-revoked-granted.scenario` for the third finding.
    package func fileName(number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 2 - digits.count)) + digits + "-\(invariant.rawValue).scenario"
    }

    /// The scenario file: a comment saying where it comes from (`debugger explore`), the
    /// commands, the failing expectation.
    package func scenarioText(seed: UInt64, debugger: String = "storedbg") -> String {
        var lines = [
            "# \(invariant.rawValue), found by \(debugger) explore --seed \(seed) in session \(session);",
            "# shrunk from \(originalLength) commands to \(commands.count).",
            "# \(PrintableText.escaped(detail))",
        ]
        lines += commands.map(CommandFormatter.format)
        lines.append(CommandFormatter.format(.expect(.noViolations)))
        return lines.joined(separator: "\n") + "\n"
    }
}
