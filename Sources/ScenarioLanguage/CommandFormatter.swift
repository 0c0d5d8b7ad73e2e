import StoreCore

/// Spells a command as a scenario line, exactly as `CommandParser` reads it, so that a session
/// can be written back as a scenario: `CommandParser.parse(line: format(c))` gives `c` again for
/// every command the parser produces. Options left at their defaults are not written.
package enum CommandFormatter {
    package static func format(_ command: Command) -> String {
        for syntax in Vocabulary.syntaxes {
            if let line = syntax.format(command) { return line }
        }
        return ""
    }

    /// `value` as one word: in quotes, with `"` and `\` escaped, when it is empty, holds a space,
    /// tab, quote or backslash, or starts with `#`.
    static func quoted(_ value: String) -> String {
        let plain = !value.isEmpty && !value.hasPrefix("#")
            && !value.unicodeScalars.contains { " \t\"\\".unicodeScalars.contains($0) }
        guard !plain else { return value }
        let escaped = value.unicodeScalars.map { $0 == "\"" || $0 == "\\" ? "\\\($0)" : String($0) }.joined()
        return "\"\(escaped)\""
    }
}
