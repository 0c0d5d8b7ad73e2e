/// Breaking text into lines at spaces.
public enum WordWrap {
    /// `text` sanitised and broken at spaces into lines of at most `width` columns. A word
    /// longer than `width` is cut with "…". Empty when `width` is under 1.
    public static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        for word in SanitizedText(text).string.split(separator: " ") {
            let word = Truncation.truncated(String(word), toWidth: width)
            if current.isEmpty {
                current = word
            } else if current.count + 1 + word.count <= width {
                current += " " + word
            } else {
                lines.append(current)
                current = word
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
