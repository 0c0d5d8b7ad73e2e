/// One terminal column: a character that is guaranteed to print as exactly one column
/// (never a control character) and the role it is drawn in.
public struct Cell: Hashable, Sendable {
    /// Stands in for any character that is not exactly one column wide (wide CJK and emoji,
    /// a lone combining mark, a control or format character).
    public static let replacementCharacter: Character = "?"
    public static let blank = Cell(" ")

    public let character: Character
    public var style: StyleRole

    public init(_ character: Character, style: StyleRole = .normal) {
        self.character = TerminalColumns.isSingleColumn(character) ? character : Cell.replacementCharacter
        self.style = style
    }
}
