/// A width and a height in terminal cells. Negative values are kept as given;
/// everything that allocates cells clamps them to zero.
package struct Size: Hashable, Sendable, CustomStringConvertible {
    package var width: Int
    package var height: Int

    package init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Whether a rectangle of this size can hold one of `other`.
    package func contains(_ other: Size) -> Bool {
        width >= other.width && height >= other.height
    }

    /// Spelled as terminals usually are: `80x24`.
    package var description: String { "\(width)x\(height)" }
}
