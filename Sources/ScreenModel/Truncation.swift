/// Shortening text to a number of columns, marking the cut with "…".
public enum Truncation {
    public static let ellipsis: Character = "…"

    /// `text` sanitised and cut to at most `width` columns; when it is cut, its last column is "…".
    public static func truncated(_ text: String, toWidth width: Int) -> String {
        let characters = Array(SanitizedText(text).string)
        guard width > 0 else { return "" }
        guard characters.count > width else { return String(characters) }
        return String(characters.prefix(width - 1)) + String(ellipsis)
    }

    /// `text` sanitised and cut to at most `width` columns from the front, keeping its end:
    /// `…app.permanentUnlock`. For reverse-DNS identifiers, whose end tells them apart.
    public static func truncatedKeepingEnd(_ text: String, toWidth width: Int) -> String {
        let characters = Array(SanitizedText(text).string)
        guard width > 0 else { return "" }
        guard characters.count > width else { return String(characters) }
        return String(ellipsis) + String(characters.suffix(width - 1))
    }

    /// The columns `text` takes on screen: one per character once sanitised, since every
    /// character that is not one column wide is drawn as `Cell.replacementCharacter`.
    public static func columns(of text: String) -> Int {
        SanitizedText(text).string.count
    }
}
