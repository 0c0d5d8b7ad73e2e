/// Why some text is not JSON: where, and what was expected there. The message is one line.
struct JSONSyntaxError: Error, Hashable, Sendable {
    let position: SourcePosition
    let message: String
}

/// A strict JSON (RFC 8259) reader that records the line and column of every value,
/// which Foundation's `JSONSerialization` does not. Input is UTF-8 (a leading byte-order mark
/// is skipped). Nesting is capped at `maximumDepth`, so no input can exhaust the stack.
/// An object that repeats a key is an error: which of the two values was meant is unknowable.
struct JSONReader {
    /// Arrays and objects nested deeper than this are refused. Xcode writes at most 7 levels.
    static let maximumDepth = 100

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var column = 1

    /// Reads `bytes` as one JSON document: a single value, with only whitespace around it.
    static func read(_ bytes: [UInt8]) -> Result<JSONValue, JSONSyntaxError> {
        var reader = JSONReader(bytes: bytes)
        return Result { () throws(JSONSyntaxError) in try reader.readDocument() }
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private var position: SourcePosition { SourcePosition(line: line, column: column) }
    private var atEnd: Bool { index >= bytes.count }
    private var current: UInt8? { atEnd ? nil : bytes[index] }

    // MARK: Document and values

    private mutating func readDocument() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        let value = try readValue(depth: 0)
        skipWhitespace()
        guard atEnd else { throw unexpected("the end of the file after the top-level value") }
        return value
    }

    /// Reads the value starting at the current byte; `depth` counts the arrays and objects around it.
    private mutating func readValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        let start = position
        guard let byte = current else {
            throw unexpected("a JSON value (an object, array, string, number, true, false or null)")
        }
        switch byte {
        case UInt8(ascii: "{"):
            return JSONValue(content: .object(try readObject(depth: depth + 1)), position: start)
        case UInt8(ascii: "["):
            return JSONValue(content: .array(try readArray(depth: depth + 1)), position: start)
        case UInt8(ascii: "\""):
            return JSONValue(content: .string(try readString()), position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(content: .number(try readNumber()), position: start)
        case UInt8(ascii: "t"):
            try readLiteral("true")
            return JSONValue(content: .bool(true), position: start)
        case UInt8(ascii: "f"):
            try readLiteral("false")
            return JSONValue(content: .bool(false), position: start)
        case UInt8(ascii: "n"):
            try readLiteral("null")
            return JSONValue(content: .null, position: start)
        default:
            throw unexpected("a JSON value (an object, array, string, number, true, false or null)")
        }
    }

    private mutating func readObject(depth: Int) throws(JSONSyntaxError) -> [JSONValue.Member] {
        guard depth <= Self.maximumDepth else {
            throw JSONSyntaxError(position: position,
                                  message: "expected at most \(Self.maximumDepth) nested arrays and objects")
        }
        advance()  // {
        var members: [JSONValue.Member] = []
        // Room for the members of nearly every object of a `.storekit` file at once: growing to
        // them, a copy of every member so far each time, cost more than reading them.
        members.reserveCapacity(Self.membersSearched)
        // Where each key was first, once an object has more than `membersSearched` members: a
        // small object's members are searched instead, which costs less than hashing each key.
        var firstPositions: [String: SourcePosition] = [:]
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            return members
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw unexpected("'\"' to start a member name") }
            let keyPosition = position
            let key = try readString()
            let keyHash = JSONValue.keyHash(key)
            let first: SourcePosition?
            if members.count <= Self.membersSearched {
                first = members.first { $0.keyHash == keyHash && $0.key == key }?.keyPosition
            } else {
                if firstPositions.isEmpty { for member in members { firstPositions[member.key] = member.keyPosition } }
                first = firstPositions[key]
            }
            if let first {
                throw JSONSyntaxError(position: keyPosition,
                                      message: "expected each key once in an object, found \(Self.quoted(key)) again (first at \(first))")
            }
            if !firstPositions.isEmpty { firstPositions[key] = keyPosition }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw unexpected("':' after the member name") }
            advance()
            skipWhitespace()
            let value = try readValue(depth: depth)
            members.append(JSONValue.Member(key: key, keyHash: keyHash, keyPosition: keyPosition, value: value))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
            case UInt8(ascii: "}"):
                advance()
                return members
            default:
                throw unexpected("',' or '}' after an object member")
            }
        }
    }

    /// How many members an object's keys are searched among before they are indexed.
    private static let membersSearched = 16

    private mutating func readArray(depth: Int) throws(JSONSyntaxError) -> [JSONValue] {
        guard depth <= Self.maximumDepth else {
            throw JSONSyntaxError(position: position,
                                  message: "expected at most \(Self.maximumDepth) nested arrays and objects")
        }
        advance()  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            return elements
        }
        while true {
            skipWhitespace()
            elements.append(try readValue(depth: depth))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","):
                advance()
            case UInt8(ascii: "]"):
                advance()
                return elements
            default:
                throw unexpected("',' or ']' after an array element")
            }
        }
    }

    // MARK: Strings

    private mutating func readString() throws(JSONSyntaxError) -> String {
        let start = position
        advance()  // "
        // Nearly every string of a `.storekit` file is visible ASCII to its closing quote: made
        // at once from the bytes, without first copying them into an array of its own.
        let run = index
        index = Self.endOfVisibleASCII(in: bytes, from: run)
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            let text = bytes.withUnsafeBufferPointer { UTF8Text.string(UnsafeBufferPointer(rebasing: $0[run..<index])) }
            column += index - run
            advance()
            return text
        }
        index = run
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else {
                throw unexpected("'\"' to close the string that starts at \(start)")
            }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                appendUTF8(of: try readEscape(), to: &utf8)
            case 0x0A:
                throw JSONSyntaxError(position: position,
                                      message: "expected '\"' to close the string that starts at \(start) before the end of the line")
            case 0x00..<0x20:
                throw JSONSyntaxError(position: position,
                                      message: "expected an escape such as \\t instead of the control character \(Self.codePoint(UInt32(byte))) in a string")
            case 0x80...:
                guard let length = Self.utf8SequenceLength(in: bytes, at: index) else {
                    throw JSONSyntaxError(position: position, message: "expected UTF-8 text, found \(Self.byteDescription(byte))")
                }
                for _ in 0..<length {
                    utf8.append(bytes[index])
                    advance()
                }
            default:
                // A run of visible ASCII, nearly all a string holds, taken at once: no line break
                // in it, and a column a byte.
                let run = index
                index = Self.endOfVisibleASCII(in: bytes, from: run)
                column += index - run
                utf8.append(contentsOf: bytes[run..<index])
            }
        }
    }

    /// Reads `\n`, `\"`, `\u00E9`, a surrogate pair `\uD83D\uDE00`, …; the reader stands on the backslash.
    private mutating func readEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        let start = position
        advance()  // \
        guard let letter = current else { throw unexpected("an escape such as \\n, \\\" or \\u00E9 after '\\'") }
        let simple: [UInt8: Unicode.Scalar] = [
            UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/",
            UInt8(ascii: "b"): "\u{08}", UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "n"): "\n",
            UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
        ]
        if let scalar = simple[letter] {
            advance()
            return scalar
        }
        guard letter == UInt8(ascii: "u") else {
            throw unexpected("an escape such as \\n, \\\" or \\u00E9 after '\\'")
        }
        advance()
        let unit = try readHexQuad()
        switch unit {
        case 0xD800...0xDBFF:
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw JSONSyntaxError(position: start,
                                      message: "expected a low surrogate \\uDC00…\\uDFFF after the high surrogate \\u\(Self.hex(unit))")
            }
            advance()
            advance()
            let low = try readHexQuad()
            guard (0xDC00...0xDFFF).contains(low),
                  let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) else {
                throw JSONSyntaxError(position: start,
                                      message: "expected a low surrogate \\uDC00…\\uDFFF after the high surrogate \\u\(Self.hex(unit))")
            }
            return scalar
        case 0xDC00...0xDFFF:
            throw JSONSyntaxError(position: start,
                                  message: "expected a high surrogate \\uD800…\\uDBFF before the low surrogate \\u\(Self.hex(unit))")
        default:
            guard let scalar = Unicode.Scalar(unit) else {
                throw JSONSyntaxError(position: start, message: "expected a Unicode scalar, found \\u\(Self.hex(unit))")
            }
            return scalar
        }
    }

    private mutating func readHexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigitValue(byte) else {
                throw unexpected("4 hexadecimal digits after '\\u'")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    private func appendUTF8(of scalar: Unicode.Scalar, to utf8: inout [UInt8]) {
        utf8.append(contentsOf: String(scalar).utf8)
    }

    // MARK: Numbers and literals

    /// Reads `-12.5e3` and friends, keeping the literal text.
    private mutating func readNumber() throws(JSONSyntaxError) -> String {
        let startIndex = index
        if current == UInt8(ascii: "-") { advance() }
        guard isDigit(current) else { throw unexpected("a digit after '-'") }
        if current == UInt8(ascii: "0") {
            advance()
        } else {
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard isDigit(current) else { throw unexpected("a digit after the decimal point") }
            while isDigit(current) { advance() }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard isDigit(current) else { throw unexpected("a digit in the exponent") }
            while isDigit(current) { advance() }
        }
        return String(decoding: bytes[startIndex..<index], as: UTF8.self)
    }

    private mutating func readLiteral(_ word: String) throws(JSONSyntaxError) {
        for expected in word.utf8 {
            guard current == expected else { throw unexpected("'\(word)'") }
            advance()
        }
    }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    // MARK: Moving and reporting

    /// Consumes one byte, keeping line and column: a column is one Unicode scalar.
    private mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        // Most calls stand on no whitespace at all, or one space: those are read at once.
        guard index < bytes.count, bytes[index] <= 0x20 else { return }
        if bytes[index] == 0x20, index + 1 < bytes.count, bytes[index + 1] > 0x20 {
            index += 1
            column += 1
            return
        }
        // Read in place, without checking each index against the end twice: a `.storekit`
        // file is a fifth whitespace, its indentation.
        let bytes = self.bytes
        (index, line, column) = bytes.withUnsafeBufferPointer { buffer in
            var (index, line, column) = (self.index, self.line, self.column)
            while index < buffer.count {
                switch buffer[index] {
                case 0x20, 0x0D, 0x09: column += 1
                case 0x0A: line += 1; column = 1
                default: return (index, line, column)
                }
                index += 1
            }
            return (index, line, column)
        }
    }

    /// Where the run of visible ASCII but `"` and `\` that starts at `start` ends.
    private static func endOfVisibleASCII(in bytes: [UInt8], from start: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var index = start
            while index < buffer.count {
                let byte = buffer[index]
                if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
                index += 1
            }
            return index
        }
    }

    /// "expected X, found Y" at the current position, or "unexpected end of file, expected X".
    private func unexpected(_ expected: String) -> JSONSyntaxError {
        guard let byte = current else {
            return JSONSyntaxError(position: position, message: "unexpected end of file, expected \(expected)")
        }
        return JSONSyntaxError(position: position, message: "expected \(expected), found \(describe(byte))")
    }

    /// The character at the current position, written so that it stays on one line.
    private func describe(_ byte: UInt8) -> String {
        switch byte {
        case 0x0A: return "a line break"
        case 0x0D: return "a carriage return"
        case 0x09: return "a tab"
        case 0x20: return "a space"
        default: break
        }
        if byte < 0x80 {
            return (0x21...0x7E).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : Self.codePoint(UInt32(byte))
        }
        guard let length = Self.utf8SequenceLength(in: bytes, at: index),
              let scalar = String(decoding: bytes[index..<index + length], as: UTF8.self).unicodeScalars.first else {
            return Self.byteDescription(byte)
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .privateUse, .unassigned, .surrogate:
            return Self.codePoint(scalar.value)
        default:
            return "'\(Character(scalar))'"
        }
    }

    // MARK: Helpers

    /// The length of the well-formed UTF-8 sequence at `index`, or `nil` when it is malformed
    /// (a stray continuation byte, an overlong form, a surrogate, a value above U+10FFFF, a cut-off sequence).
    static func utf8SequenceLength(in bytes: [UInt8], at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: return nil
        }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return nil }
        return length
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private static func hex(_ value: UInt32, width: Int = 4) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    private static func codePoint(_ value: UInt32) -> String { "U+\(hex(value))" }

    private static func byteDescription(_ byte: UInt8) -> String { "byte 0x\(hex(UInt32(byte), width: 2))" }

    /// A key or text for a message: in double quotes, control characters escaped, at most 60 characters.
    static func quoted(_ text: String) -> String {
        var body = ""
        for scalar in text.unicodeScalars.prefix(60) {
            switch scalar {
            case "\"": body += "\\\""
            case "\\": body += "\\\\"
            case _ where scalar.value < 0x20 || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator:
                body += "\\u\(hex(scalar.value))"
            default: body.unicodeScalars.append(scalar)
            }
        }
        return "\"\(body)\(text.unicodeScalars.count > 60 ? "…" : "")\""
    }
}
