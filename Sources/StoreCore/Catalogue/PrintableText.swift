import PurchasePort

/// Text from outside (a path, a product id or name read from a file) made safe for a one-line
/// message or a trace: what would split the line, start a terminal escape sequence or reorder
/// the line on screen is written as an escape, so a message always stays one visible line.
///
/// - `\n`, `\r` and `\t` are written as such; other control characters (C0, DEL, C1) as `\u{1B}`;
/// - line and paragraph separators and bidirectional controls (U+202A…U+202E, U+2066…U+2069)
///   as `\u{202E}`.
///
/// Everything else, backslashes included, is kept as it is.
package enum PrintableText {
    /// `text` with every character that must not reach a terminal or a log raw escaped.
    package static func escaped(_ text: String) -> String {
        // Printable ASCII needs nothing, and is most text: one pass over the bytes, without
        // asking each scalar its general category.
        if isPrintableASCII(text) { return text }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.append(scalar)
                continue
            }
            let spelled: String
            switch scalar {
            case "\n": spelled = "\\n"
            case "\r": spelled = "\\r"
            case "\t": spelled = "\\t"
            default: spelled = "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
            result.append(contentsOf: spelled.unicodeScalars)
        }
        return String(result)
    }

    /// Whether every byte of `text` is printable ASCII: read in place where the string keeps
    /// its UTF-8 contiguous (nearly always), the view's bytes one by one otherwise.
    static func isPrintableASCII(_ text: String) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable({ buffer in
            for byte in buffer where !(0x20..<0x7F).contains(byte) { return false }
            return true
        }) { return answer }
        return text.utf8.allSatisfy { (0x20..<0x7F).contains($0) }
    }

    /// A path as it starts a one-line diagnostic: escaped, and `""` when empty, so that the
    /// line never starts with a bare `:`.
    package static func path(_ path: String) -> String {
        path.isEmpty ? "\"\"" : escaped(path)
    }

    /// What a control, separator or bidirectional control is called in a refusal, or nil for
    /// a printable character.
    package static func kind(of scalar: Unicode.Scalar) -> String? {
        switch scalar.properties.generalCategory {
        case .control: return "control character"
        case .lineSeparator: return "line separator"
        case .paragraphSeparator: return "paragraph separator"
        default:
            return isBidirectionalControl(scalar) ? "bidirectional control" : nil
        }
    }

    /// The first character of `text` that `escaped` would escape, with its 1-based offset in
    /// Unicode scalars.
    package static func firstUnprintable(in text: String) -> (offset: Int, scalar: Unicode.Scalar)? {
        // Printable ASCII, as in `escaped`: one pass over the bytes.
        if isPrintableASCII(text) { return nil }
        for (offset, scalar) in text.unicodeScalars.enumerated() where needsEscape(scalar) {
            return (offset + 1, scalar)
        }
        return nil
    }

    /// `U+202E`.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let code = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        kind(of: scalar) != nil
    }

    private static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }
}
