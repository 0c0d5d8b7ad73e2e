/// The `version` of a `.storekit` file's format: 1.0 (Xcode 12) up to 5.0 so far.
public struct StoreKitFormatVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let major: Int
    public let minor: Int

    public init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    public static func < (a: StoreKitFormatVersion, b: StoreKitFormatVersion) -> Bool {
        (a.major, a.minor) < (b.major, b.minor)
    }

    /// `5.0`
    public var description: String { "\(major).\(minor)" }
}
