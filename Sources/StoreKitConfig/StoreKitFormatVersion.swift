/// The `version` of a `.storekit` file's format: 1.0 (Xcode 12) up to 5.0 so far.
public struct StoreKitFormatVersion: Hashable, Sendable, CustomStringConvertible {
    public let major: Int
    public let minor: Int

    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// `5.0`
    public var description: String { "\(major).\(minor)" }
}
