/// The `version` of a `.storekit` file's format: 1.0 (Xcode 12) up to 5.0 so far.
package struct StoreKitFormatVersion: Hashable, Sendable, CustomStringConvertible {
    package let major: Int
    package let minor: Int

    package init(major: Int, minor: Int) {
        self.major = major
        self.minor = minor
    }

    /// `5.0`
    package var description: String { "\(major).\(minor)" }
}
