/// How many terminal columns a character takes, decided without asking the C library (whose
/// answer depends on the process locale).
///
/// - A character is two columns when its first scalar is East Asian Wide or Fullwidth
///   (`EastAsianWidth`) or has emoji presentation (`isEmojiPresentation`), otherwise one.
/// - A character is drawn as its first scalar and the combining marks right after it (at most
///   `maximumCombiningMarks`); whatever follows is left out. So an emoji sequence (a zero-width
///   joiner sequence such as 👩‍💻, a skin tone, a flag's second letter, variation selector 16)
///   is drawn as its first emoji in two columns: terminals disagree on joining them (tmux and
///   `wcwidth` count each part, 👩‍💻 would take four columns there), and the first emoji takes
///   the same two columns everywhere. `❤️` is drawn as `❤`, one column, as `wcwidth` counts it.
/// - A character that cannot be drawn so (a control or format character, a lone combining mark,
///   an unassigned code point, more marks than a cell holds) has no drawing: a cell shows
///   `Cell.replacementCharacter` instead.
enum TerminalColumns {
    /// The most combining marks a cell carries after its base character (ncurses keeps
    /// `CCHARW_MAX` = 5 wide characters per cell, the base included).
    static let maximumCombiningMarks = 4

    /// What a cell draws for `character` and how many columns (1 or 2) it takes; nil when it
    /// cannot be drawn.
    static func drawing(of character: Character) -> (character: Character, columns: Int)? {
        // An ASCII character is one byte (CR LF, two, is a control and has no drawing either
        // way); asked of the bytes because `asciiValue` compares the character with CR LF first.
        let utf8 = character.utf8
        if utf8.count == 1, let ascii = utf8.first {
            return ascii >= 0x20 && ascii < 0x7F ? (character, 1) : nil
        }
        let scalars = character.unicodeScalars
        guard let base = scalars.first, isPrintableBase(base) else { return nil }
        var marks = 0
        for scalar in scalars.dropFirst() {
            guard isZeroWidthCombining(scalar) else { break }
            marks += 1
        }
        guard marks <= maximumCombiningMarks else { return nil }
        let columns = EastAsianWidth.isWide(base) || base.properties.isEmojiPresentation ? 2 : 1
        guard marks + 1 < scalars.count else { return (character, columns) }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars.prefix(marks + 1))
        return (Character(String(kept)), columns)
    }

    /// The columns `character` takes on screen: 1 for one drawn as `Cell.replacementCharacter`.
    static func columns(of character: Character) -> Int {
        drawing(of: character)?.columns ?? 1
    }

    /// The columns `text` takes on screen, as it is (not sanitised).
    static func columns(of text: some Sequence<Character>) -> Int {
        var total = 0
        for character in text { total += columns(of: character) }
        return total
    }

    /// The columns `text` takes on screen, as it is (not sanitised): a column a byte when it is
    /// all visible ASCII, found without breaking it into characters.
    static func columns(of text: String) -> Int {
        visibleASCIIColumns(of: text) ?? columns(of: text.lazy)
    }

    /// The columns of `text` when it is all visible ASCII (a column a byte); nil otherwise.
    static func visibleASCIIColumns(of text: String) -> Int? {
        // Over the string's own bytes when it keeps them in one piece, as a native string does:
        // stepping through its UTF-8 view took about 15 instructions a byte.
        if let counted = text.utf8.withContiguousStorageIfAvailable({ bytes -> Int? in
            for byte in bytes where byte < 0x20 || byte >= 0x7F { return nil }
            return bytes.count
        }) {
            return counted
        }
        var count = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return nil }
            count += 1
        }
        return count
    }

    private static func isPrintableBase(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned,
             .nonspacingMark, .enclosingMark, .spacingMark:
            return false
        default:
            return true
        }
    }

    /// Combining marks that draw over the previous column. Variation selector 16 is a
    /// nonspacing mark too, but it asks for a two-column emoji, so it is left out with what follows.
    private static func isZeroWidthCombining(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value != 0xFE0F else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
