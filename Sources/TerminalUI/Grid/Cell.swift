/// One terminal column: what it draws and the role it is drawn in. A wide character (CJK,
/// emoji; see `TerminalColumns`) takes two: its cell, then a continuation cell that draws
/// nothing of its own. `Grid` keeps the two together.
package struct Cell: Hashable, Sendable {
    /// Stands in for any character that cannot be drawn in one or two columns (a lone
    /// combining mark, a control or format character, an unassigned code point).
    package static let replacementCharacter: Character = "?"
    package static let blank = Cell(" ")

    /// What the cell draws: one character of one or two columns (a continuation cell holds a space).
    package let character: Character
    package var style: StyleRole
    /// `columns`, kept in a byte so that a cell stays as small as a character and a role.
    private let width: UInt8

    /// A cell drawing `character`, or `replacementCharacter` when it cannot be drawn; an emoji
    /// sequence keeps only its first emoji (see `TerminalColumns`).
    package init(_ character: Character, style: StyleRole = .normal) {
        let drawing = TerminalColumns.drawing(of: character)
        self.character = drawing?.character ?? Cell.replacementCharacter
        width = UInt8(drawing?.columns ?? 1)
        self.style = style
    }

    /// A cell drawing the visible ASCII character `byte` (0x20 to 0x7E), one column: what
    /// `init(_:style:)` makes of it, without asking the character its drawing.
    init(visibleASCII byte: UInt8, style: StyleRole) {
        character = Cell.visibleASCIICharacters[Int(byte) - 0x20]
        width = 1
        self.style = style
    }

    /// The visible ASCII characters, 0x20 to 0x7E, made once: one made from its byte was a new
    /// string each time.
    private static let visibleASCIICharacters: [Character] = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }

    private init(continuationWithStyle style: StyleRole) {
        character = " "
        width = 0
        self.style = style
    }

    /// The right half of a wide character drawn in `style`.
    package static func continuation(style: StyleRole) -> Cell { Cell(continuationWithStyle: style) }

    /// 1; 2 for a wide character (the next cell is its continuation); 0 for a continuation cell.
    package var columns: Int { Int(width) }
    package var isWide: Bool { width == 2 }
    package var isContinuation: Bool { width == 0 }
}
