/// A place in a text file: 1-based line and 1-based column (columns count Unicode scalars).
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first character of a file.
    public static let start = SourcePosition(line: 1, column: 1)

    public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    /// `12:7`
    public var description: String { "\(line):\(column)" }
}
