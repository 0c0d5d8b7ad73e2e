/// A width and a height in terminal cells. Negative values are kept as given;
/// everything that allocates cells clamps them to zero.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Whether a rectangle of this size can hold one of `other`.
    public func contains(_ other: Size) -> Bool {
        width >= other.width && height >= other.height
    }

    /// Spelled as terminals usually are: `80x24`.
    public var description: String { "\(width)x\(height)" }
}
