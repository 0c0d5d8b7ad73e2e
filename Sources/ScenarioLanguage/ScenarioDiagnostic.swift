import StoreCore

/// An error in scenario input, located by file, line and column, written the way compilers write
/// them: `path:line:column: error: message`. The message says what was expected.
public struct ScenarioDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public let path: String
    /// 1-based line number.
    public let line: Int
    /// 1-based column, counted in Unicode scalars; one past the end of the command for a missing argument.
    public let column: Int
    public let message: String
    /// A warning (`storedbg check` only) rather than an error.
    public let isWarning: Bool

    public init(path: String, line: Int, column: Int, message: String, isWarning: Bool = false) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        self.isWarning = isWarning
    }

    /// One line whatever the path and message hold: control characters are escaped.
    public var description: String {
        "\(PrintableText.path(path)):\(line):\(column): \(isWarning ? "warning" : "error"): \(PrintableText.escaped(message))"
    }
}
