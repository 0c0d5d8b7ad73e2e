/// Decides whether a character occupies exactly one terminal column, without asking the
/// C library (whose answer depends on the process locale). When unsure it says no: a
/// character replaced by `Cell.replacementCharacter` is better than a misaligned screen.
enum TerminalColumns {
    /// The most combining marks a cell carries after its base character (ncurses keeps
    /// `CCHARW_MAX` = 5 wide characters per cell, the base included).
    static let maximumCombiningMarks = 4

    static func isSingleColumn(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F }
        let scalars = character.unicodeScalars
        guard let base = scalars.first, isSingleColumnBase(base) else { return false }
        var marks = 0
        for scalar in scalars.dropFirst() {
            guard isZeroWidthCombining(scalar) else { return false }
            marks += 1
        }
        return marks <= maximumCombiningMarks
    }

    private static func isSingleColumnBase(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned,
             .nonspacingMark, .enclosingMark, .spacingMark:
            return false
        default:
            return !isWide(scalar) && !scalar.properties.isEmojiPresentation
        }
    }

    /// Combining marks that draw over the previous column. Variation selector 16 is a
    /// nonspacing mark too, but it asks for a two-column emoji, so it is excluded.
    private static func isZeroWidthCombining(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value != 0xFE0F else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// East Asian Wide and Fullwidth blocks, plus the emoji and symbol planes as a whole.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
        0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F,
        0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x18CFF, 0x1B000...0x1B2FF,
        0x1F000...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        wideRanges.contains { $0.contains(scalar.value) }
    }
}
