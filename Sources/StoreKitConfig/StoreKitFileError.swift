import StoreCore

/// Why a `.storekit` file could not be read: one error, at one place.
/// Its description is the one-line form every storedbg input error takes:
/// `path:line:column: error: what was expected`, e.g.
/// `Products.storekit:14:23: error: products[2].displayPrice: expected a string, found a number`.
public struct StoreKitFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path, as the caller named it.
    public let path: String
    /// Where the problem is. The JSON path is empty for syntax errors and for the file as a whole.
    public let location: StoreKitLocation
    /// What was expected there, and what was found.
    public let message: String

    public init(path: String, location: StoreKitLocation, message: String) {
        self.path = path
        self.location = location
        self.message = message
    }

    public var description: String {
        let subject = location.jsonPath.isEmpty ? "" : "\(location.jsonPath): "
        return "\(PrintableText.path(path)):\(location.position): error: \(PrintableText.escaped(subject + message))"
    }
}
