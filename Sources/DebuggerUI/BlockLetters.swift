/// Capital letters two rows tall, drawn with half blocks, for the AccessState on screens with
/// room for it. Each letter is three columns wide, with one column between letters.
enum BlockLetters {
    /// The top and bottom row of each letter the AccessState words use.
    private static let glyphs: [Character: (top: String, bottom: String)] = [
        "A": ("█▀█", "█▀█"), "B": ("██▄", "█▄█"), "C": ("█▀▀", "█▄▄"), "D": ("█▀▄", "█▄▀"),
        "E": ("██▀", "█▄▄"), "G": ("█▀▀", "█▄█"), "H": ("█▄█", "█ █"), "I": ("▀█▀", "▄█▄"),
        "K": ("█▄▀", "█▀▄"), "L": ("█  ", "█▄▄"), "N": ("█▀▄", "█ █"), "O": ("█▀█", "█▄█"),
        "P": ("█▀█", "█▀▀"), "R": ("█▀█", "█▀▄"), "S": ("▄▀▀", "▄▄▀"), "T": ("▀█▀", " █ "),
        "U": ("█ █", "█▄█"), "V": ("█ █", "▀▄▀"), "X": ("▀▄▀", "▄▀▄"), "Y": ("█ █", " █ "),
        " ": ("  ", "  "),
    ]

    /// `word` as two rows of block letters, or nil when a character has no block letter.
    static func rows(_ word: String) -> (top: String, bottom: String)? {
        var top: [String] = [], bottom: [String] = []
        for character in word {
            guard let glyph = glyphs[character] else { return nil }
            top.append(glyph.top)
            bottom.append(glyph.bottom)
        }
        return (top.joined(separator: " "), bottom.joined(separator: " "))
    }
}
