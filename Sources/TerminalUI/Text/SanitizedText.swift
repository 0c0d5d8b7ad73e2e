/// Text that is safe to show on a terminal: every character that could move the cursor,
/// start an escape sequence, reorder the line or hide itself is replaced by a visible
/// spelling, so names and file content from outside can never reach the terminal raw.
///
/// - C0 controls and DEL use caret notation: ESC is `^[`, TAB `^I`, LF `^J`, DEL `^?`.
///   An escape sequence so shows as its harmless text, e.g. `^[[31m`.
/// - C1 controls, bidirectional overrides and isolates, line and paragraph separators and
///   other invisible format characters are written `<U+202E>`. Zero-width joiners (U+200C,
///   U+200D) are kept, since they only join characters inside an emoji or a script.
///
/// Only visible ASCII is ever added, so sanitising twice changes nothing.
package struct SanitizedText: Hashable, Sendable, CustomStringConvertible {
    package let string: String

    package init(_ raw: String) {
        // Visible ASCII, nearly all the screen draws, is safe as it is.
        if TerminalColumns.visibleASCIIColumns(of: raw) != nil {
            string = raw
            return
        }
        var result = String.UnicodeScalarView()
        for scalar in raw.unicodeScalars {
            if let visible = SanitizedText.visibleSpelling(of: scalar) {
                result.append(contentsOf: visible.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        string = String(result)
    }

    package var description: String { string }

    /// The replacement for a scalar that must not reach the terminal, or nil to keep it.
    private static func visibleSpelling(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x20..<0x7F:
            return nil
        case 0x00...0x1F:
            return "^" + String(Character(Unicode.Scalar(UInt8(scalar.value) + 0x40)))
        case 0x7F:
            return "^?"
        case 0x200C, 0x200D:
            return nil
        default:
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                return codePointSpelling(scalar)
            default:
                return nil
            }
        }
    }

    private static func codePointSpelling(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "<U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + ">"
    }
}
