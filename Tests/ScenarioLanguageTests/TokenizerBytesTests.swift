@testable import ScenarioLanguage
import StoreCore
import Testing

/// The tokenizer reads a line's UTF-8 bytes (issue 26, item 9: it was a fifth of `storedbg run
/// Scenarios/` when it first made an array of the line's scalars). On seeded lines of every kind
/// of character it gives what the scalar tokenizer it replaced gave, kept here as the oracle:
/// the same words and columns, or the same error at the same column.
struct TokenizerBytesTests {
    /// The outcome of tokenizing, comparable: the words with their columns, the end and the
    /// text, or the error's column and message.
    enum Outcome: Equatable {
        case line(tokens: [Tokenizer.Token], end: Int, text: String)
        case error(column: Int, message: String)
    }

    static func outcome(_ work: () throws(LineError) -> Tokenizer.Line) -> Outcome {
        do throws(LineError) {
            let line = try work()
            return .line(tokens: line.tokens, end: line.end, text: line.text)
        } catch {
            guard case .onLine(let problems) = error, let first = problems.first else { return .error(column: 0, message: "") }
            return .error(column: first.column, message: first.message)
        }
    }

    /// Pieces lines are made of: words, separators, quotes and escapes, comments, controls,
    /// separators and bidirectional controls beyond ASCII, and characters of 2, 3 and 4 bytes.
    static let pieces = ["buy", "com.example.pro", " ", "  ", "\t", "\"", "\"a b\"", "\\", "\\\"", "\\\\", "\\n", "#", "#3", "# c",
                         "\u{7}", "\u{7F}", "\u{85}", "\u{2028}", "\u{202E}", "\u{2066}", "é", "日本", "😀", "\u{301}", "x"]

    @Test func readsLinesAsTheScalarTokenizerDid() {
        var random = SeededGenerator(state: 26)
        for _ in 0..<20_000 {
            let line = (0..<Int.random(in: 0...8, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            #expect(Self.outcome { () throws(LineError) in try Tokenizer.tokenize(line) }
                    == Self.outcome { () throws(LineError) in try ScalarTokenizer.tokenize(line) }, "\(line.debugDescription)")
        }
    }

    @Test func aLineTooLongIsCountedInScalars() {
        let long = String(repeating: "é", count: Tokenizer.maximumLength)
        #expect(Self.outcome { () throws(LineError) in try Tokenizer.tokenize(long) }
                == Self.outcome { () throws(LineError) in try ScalarTokenizer.tokenize(long) })
        #expect(Self.outcome { () throws(LineError) in try Tokenizer.tokenize(long + "é") }
                == .error(column: Tokenizer.maximumLength + 1, message: "line is too long (at most 4096 characters)"))
    }
}

/// The tokenizer as it was before it read bytes: over an array of the line's scalars.
private enum ScalarTokenizer {
    static func tokenize(_ line: String) throws(LineError) -> Tokenizer.Line {
        let scalars = Array(line.unicodeScalars)
        guard scalars.count <= Tokenizer.maximumLength else {
            throw .at(Tokenizer.maximumLength + 1, "line is too long (at most \(Tokenizer.maximumLength) characters)")
        }
        var tokens: [Tokenizer.Token] = []
        var index = 0
        var end = 1
        while index < scalars.count {
            let scalar = scalars[index]
            if isSeparator(scalar) {
                index += 1
                continue
            }
            if scalar == "#", index + 1 == scalars.count || !("0"..."9").contains(scalars[index + 1]) { break }
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
                guard closed else { throw .at(start + 1, "expected a closing '\"' for the quoted word that starts here") }
                if index < scalars.count, !isSeparator(scalars[index]) {
                    try refuseControl(scalars[index], at: index)
                    throw .at(index + 1, "expected a space after the closing '\"', found '\(scalars[index])'")
                }
                tokens.append(Tokenizer.Token(text: String(text), column: start + 1))
            } else {
                while index < scalars.count, !isSeparator(scalars[index]) {
                    if scalars[index] == "\"" {
                        throw .at(index + 1, "expected a quote only at the start of a word, found '\"' inside one")
                    }
                    try refuseControl(scalars[index], at: index)
                    index += 1
                }
                tokens.append(Tokenizer.Token(text: String(String.UnicodeScalarView(scalars[start..<index])), column: start + 1))
            }
            end = index + 1
        }
        let first = tokens.first.map { $0.column - 1 } ?? 0
        let text = first < end - 1 ? String(String.UnicodeScalarView(scalars[first..<(end - 1)])) : ""
        return Tokenizer.Line(tokens: tokens, end: end, textBytes: Array(text.utf8)[...])
    }

    private static func isSeparator(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    private static func refuseControl(_ scalar: Unicode.Scalar, at index: Int) throws(LineError) {
        guard let what = PrintableText.kind(of: scalar) else { return }
        throw .at(index + 1, "expected printable text, found \(what) \(PrintableText.codePoint(scalar))")
    }
}
