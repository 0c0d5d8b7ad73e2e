/// A place in a text file: 1-based line and 1-based column (columns count Unicode scalars).
package struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    package let line: Int
    package let column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The first character of a file.
    package static let start = SourcePosition(line: 1, column: 1)

    package static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    /// `12:7`
    package var description: String { "\(line):\(column)" }
}
