/// Breaking text into lines at spaces.
package enum WordWrap {
    /// `text` sanitised and broken at spaces into lines of at most `width` columns (a wide
    /// character takes two). A word wider than `width` is cut with "…". Empty when `width` is under 1.
    package static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        var currentColumns = 0
        for word in words(of: SanitizedText(text).string) {
            let word = Truncation.truncated(word, toWidth: width)
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

    /// The words of `text` between spaces, empty ones left out: what `split(separator: " ")`
    /// gives, cut at the space bytes when `text` is visible ASCII (splitting by characters cost
    /// about 40,000 instructions a sentence of the event log). A test compares the two.
    static func words(of text: String) -> [String] {
        guard TerminalColumns.visibleASCIIColumns(of: text) != nil else { return text.split(separator: " ").map(String.init) }
        let bytes = Array(text.utf8)
        var words: [String] = [], start = 0
        for end in 0...bytes.count where end == bytes.count || bytes[end] == 0x20 {
            if end > start { words.append(String(decoding: bytes[start..<end], as: UTF8.self)) }
            start = end + 1
        }
        return words
    }
}
