import StoreCore
import StoreKitConfig

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
        /// The UTF-8 of `text`, a slice of the bytes read (no copy): a run reads the text of
        /// only the lines that fail, and making it for every line cost a tenth of tokenizing.
        let textBytes: ArraySlice<UInt8>

        /// The source from the first word to the end of the last, as written.
        var text: String { String(decoding: textBytes, as: UTF8.self) }
    }

    /// The longest line accepted, in Unicode scalars.
    static let maximumLength = 4096

    /// Reads the line's UTF-8 bytes: nearly every byte is ASCII and looked at once, and a word is
    /// made from its bytes (a run of every scenario spent a fifth of its time here when the line
    /// was first turned into an array of scalars). Columns count scalars: every byte but a
    /// continuation byte starts one.
    static func tokenize(_ line: String) throws(LineError) -> Line {
        try tokenize(Array(line.utf8)[...])
    }

    /// The words of a line given as its UTF-8 bytes, which must be well-formed.
    static func tokenize(_ line: ArraySlice<UInt8>) throws(LineError) -> Line {
        var tokens: [Token] = []
        return try tokenize(line, reusing: &tokens)
    }

    /// The words of a line given as its UTF-8 bytes, made in `tokens`' room: reading a file, one
    /// array serves every line once the line before is done with it (allocating and freeing one
    /// a line cost about 300 instructions).
    static func tokenize(_ line: ArraySlice<UInt8>, reusing tokens: inout [Token]) throws(LineError) -> Line {
        // Emptied from the end, each word destroyed by code made for it: `removeAll(keepingCapacity:)`
        // went through the runtime's generic destroy, about 200 instructions a line.
        while !tokens.isEmpty { tokens.removeLast() }
        // Read in place, without first copying the line into an array of its own, and without
        // checking every index against the line's end twice.
        let (end, text) = try line.withUnsafeBufferPointer { bytes in
            Result { () throws(LineError) in try tokenize(bytes, into: &tokens) }
        }.get()
        return Line(tokens: tokens, end: end, textBytes: line[(line.startIndex + text.lowerBound)..<(line.startIndex + text.upperBound)])
    }

    /// Appends the words of `bytes` to `tokens`; returns the column past the last, and where the
    /// text from the first word to the end of the last is in `bytes`.
    private static func tokenize(_ bytes: UnsafeBufferPointer<UInt8>, into tokens: inout [Token]) throws(LineError) -> (Int, Range<Int>) {
        if bytes.count > maximumLength, bytes.lazy.filter({ !isContinuation($0) }).count > maximumLength {
            throw .at(maximumLength + 1, "line is too long (at most \(maximumLength) characters)")
        }
        // The byte read next, and the 0-based scalar it starts.
        var index = 0, scalarIndex = 0
        var end = 1
        // Where the first word starts and the last ends, in bytes.
        var firstByte = 0, endByte = 0
        func advance() {
            index += 1
            scalarIndex += 1
            while index < bytes.count, isContinuation(bytes[index]) { index += 1 }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if isSeparator(byte) {
                advance()
                continue
            }
            if byte == UInt8(ascii: "#"), index + 1 == bytes.count || !isDigit(bytes[index + 1]) { break }
            let start = scalarIndex, startByte = index
            // Room for the words of nearly every line at once, rather than growing to them; none
            // for a blank or comment line.
            if tokens.isEmpty { tokens.reserveCapacity(12) }
            if byte == UInt8(ascii: "\"") {
                var text: [UInt8] = []
                advance()
                var closed = false
                while index < bytes.count {
                    let inner = bytes[index]
                    if inner == UInt8(ascii: "\"") {
                        closed = true
                        advance()
                        break
                    }
                    if inner == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        let escaped = scalar(at: index + 1, in: bytes)
                        try refuseControl(escaped, at: scalarIndex + 1)
                        guard escaped == "\"" || escaped == "\\" else {
                            throw .at(scalarIndex + 2, "expected '\"' or '\\' after a backslash in a quoted word, found '\(escaped)'")
                        }
                        text.append(UInt8(escaped.value))
                        advance()
                        advance()
                        continue
                    }
                    try refuseControl(scalar(at: index, in: bytes), at: scalarIndex)
                    let scalarStart = index
                    advance()
                    text += bytes[scalarStart..<index]
                }
                guard closed else {
                    throw .at(start + 1, "expected a closing '\"' for the quoted word that starts here")
                }
                if index < bytes.count, !isSeparator(bytes[index]) {
                    let after = scalar(at: index, in: bytes)
                    try refuseControl(after, at: scalarIndex)
                    throw .at(scalarIndex + 1, "expected a space after the closing '\"', found '\(after)'")
                }
                tokens.append(Token(text: text.withUnsafeBufferPointer(UTF8Text.string), column: start + 1))
            } else {
                while index < bytes.count {
                    // A run of visible ASCII but a quote, nearly every word whole: a byte a step,
                    // no scalar made, and the columns counted once for the run.
                    let run = index
                    while index < bytes.count, bytes[index] > 0x20, bytes[index] < 0x7F, bytes[index] != UInt8(ascii: "\"") {
                        index += 1
                    }
                    scalarIndex += index - run
                    guard index < bytes.count, !isSeparator(bytes[index]) else { break }
                    let inner = bytes[index]
                    if inner == UInt8(ascii: "\"") {
                        throw .at(scalarIndex + 1, "expected a quote only at the start of a word, found '\"' inside one")
                    }
                    try refuseControl(scalar(at: index, in: bytes), at: scalarIndex)
                    advance()
                }
                tokens.append(Token(text: UTF8Text.string(UnsafeBufferPointer(rebasing: bytes[startByte..<index])), column: start + 1))
            }
            if tokens.count == 1 { firstByte = startByte }
            endByte = index
            end = scalarIndex + 1
        }
        return (end, firstByte < endByte ? firstByte..<endByte : 0..<0)
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }

    /// The scalar whose UTF-8 encoding starts at `index` of `bytes` (valid UTF-8: they come from a `String`).
    private static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
        let lead = bytes[index]
        guard lead >= 0x80 else { return Unicode.Scalar(lead) }
        var value: UInt32, length: Int
        switch lead {
        case ..<0xE0: (value, length) = (UInt32(lead & 0x1F), 2)
        case ..<0xF0: (value, length) = (UInt32(lead & 0x0F), 3)
        default: (value, length) = (UInt32(lead & 0x07), 4)
        }
        for offset in 1..<length where index + offset < bytes.count {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// Refuses what would break a one-line message or reorder it on a terminal: control
    /// characters, line and paragraph separators, and bidirectional overrides.
    private static func refuseControl(_ scalar: Unicode.Scalar, at index: Int) throws(LineError) {
        // Visible ASCII, nearly every character of a scenario, is none of them.
        if scalar.value >= 0x20, scalar.value < 0x7F { return }
        guard let what = PrintableText.kind(of: scalar) else { return }
        throw .at(index + 1, "expected printable text, found \(what) \(PrintableText.codePoint(scalar))")
    }
}
