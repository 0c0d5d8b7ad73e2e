/// Shortening text to a number of columns, marking the cut with "…". A wide character takes
/// two columns (see `TerminalColumns`) and is never cut in half: a cut that would split one
/// leaves the text a column short.
package enum Truncation {
    package static let ellipsis: Character = "…"

    /// `text` sanitised and cut to at most `width` columns; when it is cut, its last column is "…".
    package static func truncated(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        let safe = SanitizedText(text).string
        if let columns = TerminalColumns.visibleASCIIColumns(of: safe) {
            guard columns > width else { return safe }
            return String(decoding: safe.utf8.prefix(width - 1), as: UTF8.self) + String(ellipsis)
        }
        let characters = Array(safe)
        guard TerminalColumns.columns(of: characters) > width else { return String(characters) }
        return String(prefix(characters, columns: width - 1)) + String(ellipsis)
    }

    /// `text` sanitised and cut to at most `width` columns from the front, keeping its end:
    /// `…app.permanentUnlock`. For reverse-DNS identifiers, whose end tells them apart.
    package static func truncatedKeepingEnd(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        let characters = Array(SanitizedText(text).string)
        guard TerminalColumns.columns(of: characters) > width else { return String(characters) }
        return String(ellipsis) + String(prefix(characters.reversed(), columns: width - 1).reversed())
    }

    /// The columns `text` takes on screen once sanitised: two for a wide character, one for
    /// every other (one that cannot be drawn shows as `Cell.replacementCharacter`).
    package static func columns(of text: String) -> Int {
        TerminalColumns.columns(of: SanitizedText(text).string)
    }

    /// The longest start of `characters` that fits in `columns` columns.
    private static func prefix(_ characters: some Sequence<Character>, columns: Int) -> [Character] {
        var kept: [Character] = [], used = 0
        for character in characters {
            used += TerminalColumns.columns(of: character)
            guard used <= columns else { break }
            kept.append(character)
        }
        return kept
    }
}
