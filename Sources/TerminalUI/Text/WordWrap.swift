/// Breaking text into lines at spaces.
package enum WordWrap {
    /// `text` sanitised and broken at spaces into lines of at most `width` columns (a wide
    /// character takes two). A word wider than `width` is cut with "…". Empty when `width` is under 1.
    package static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        var currentColumns = 0
        for word in SanitizedText(text).string.split(separator: " ") {
            let word = Truncation.truncated(String(word), toWidth: width)
            let wordColumns = Truncation.columns(of: word)
            if current.isEmpty {
                current = word
                currentColumns = wordColumns
            } else if currentColumns + 1 + wordColumns <= width {
                current += " " + word
                currentColumns += 1 + wordColumns
            } else {
                lines.append(current)
                current = word
                currentColumns = wordColumns
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }
}
