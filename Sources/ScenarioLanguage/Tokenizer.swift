import StoreCore

/// Splits one scenario line into words, each with its 1-based column (counted in Unicode
/// scalars), by the rules described on `CommandParser`.
enum Tokenizer {
    struct Token: Hashable {
        /// The word, without quotes or escapes.
        let text: String
        let column: Int
    }

    struct Line {
        let tokens: [Token]
        /// The column just past the last word: where a missing argument is reported.
        let end: Int
        /// The source from the first word to the end of the last, as written.
        let text: String
    }

    /// The longest line accepted, in Unicode scalars.
    static let maximumLength = 4096

    static func tokenize(_ line: String) throws(LineError) -> Line {
        let scalars = Array(line.unicodeScalars)
        guard scalars.count <= maximumLength else {
            throw .at(maximumLength + 1, "line is too long (at most \(maximumLength) characters)")
        }
        var tokens: [Token] = []
        var index = 0
        var end = 1
        while index < scalars.count {
            let scalar = scalars[index]
            if isSeparator(scalar) {
                index += 1
                continue
            }
            if scalar == "#", index + 1 == scalars.count || !isDigit(scalars[index + 1]) { break }
            let start = index
            if scalar == "\"" {
                var text = String.UnicodeScalarView()
                index += 1
                var closed = false
                while index < scalars.count {
                    let inner = scalars[index]
                    if inner == "\"" {
                        closed = true
                        index += 1
                        break
                    }
                    if inner == "\\", index + 1 < scalars.count {
                        let escaped = scalars[index + 1]
                        try refuseControl(escaped, at: index + 1)
                        guard escaped == "\"" || escaped == "\\" else {
                            throw .at(index + 2, "expected '\"' or '\\' after a backslash in a quoted word, found '\(escaped)'")
                        }
                        text.append(escaped)
                        index += 2
                        continue
                    }
                    try refuseControl(inner, at: index)
                    text.append(inner)
                    index += 1
                }
                guard closed else {
                    throw .at(start + 1, "expected a closing '\"' for the quoted word that starts here")
                }
                if index < scalars.count, !isSeparator(scalars[index]) {
                    try refuseControl(scalars[index], at: index)
                    throw .at(index + 1, "expected a space after the closing '\"', found '\(scalars[index])'")
                }
                tokens.append(Token(text: String(text), column: start + 1))
            } else {
                while index < scalars.count, !isSeparator(scalars[index]) {
                    if scalars[index] == "\"" {
                        throw .at(index + 1, "expected a quote only at the start of a word, found '\"' inside one")
                    }
                    try refuseControl(scalars[index], at: index)
                    index += 1
                }
                tokens.append(Token(text: String(String.UnicodeScalarView(scalars[start..<index])), column: start + 1))
            }
            end = index + 1
        }
        let first = tokens.first.map { $0.column - 1 } ?? 0
        let text = first < end - 1 ? String(String.UnicodeScalarView(scalars[first..<(end - 1)])) : ""
        return Line(tokens: tokens, end: end, text: text)
    }

    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t"
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(scalar)
    }

    /// Refuses what would break a one-line message or reorder it on a terminal: control
    /// characters, line and paragraph separators, and bidirectional overrides.
    private static func refuseControl(_ scalar: Unicode.Scalar, at index: Int) throws(LineError) {
        guard let what = PrintableText.kind(of: scalar) else { return }
        throw .at(index + 1, "expected printable text, found \(what) \(PrintableText.codePoint(scalar))")
    }
}
