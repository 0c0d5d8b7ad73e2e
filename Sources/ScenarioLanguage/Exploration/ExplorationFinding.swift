import StoreCore

/// One invariant an exploration saw broken, with the shortest command sequence found that
/// breaks it, written as a scenario whose last line, `expect no-violations`, fails.
public struct ExplorationFinding: Hashable, Sendable {
    public let invariant: Invariant
    /// The 1-based session that first broke it.
    public let session: Int
    /// How many commands (setup included) that session had run when it broke it.
    public let originalLength: Int
    /// The shrunk sequence, setup included.
    public let commands: [Command]
    /// What the monitor said when the shrunk sequence broke it.
    public let detail: String

    /// `03-revoked-granted.scenario` for the third finding.
    public func fileName(number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 2 - digits.count)) + digits + "-\(invariant.rawValue).scenario"
    }

    /// The scenario file: a comment saying where it comes from (`debugger explore`), the
    /// commands, the failing expectation.
    public func scenarioText(seed: UInt64, debugger: String = "storedbg") -> String {
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
