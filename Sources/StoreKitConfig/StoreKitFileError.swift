import StoreCore

/// Why a `.storekit` file could not be read: one error, at one place.
/// Its description is the one-line form every storedbg input error takes:
/// `path:line:column: error: what was expected`, e.g.
/// `Products.storekit:14:23: error: products[2].displayPrice: expected a string, found a number`.
package struct StoreKitFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file's path, as the caller named it.
    package let path: String
    /// Where the problem is. The JSON path is empty for syntax errors and for the file as a whole.
    package let location: StoreKitLocation
    /// What was expected there, and what was found.
    package let message: String

    package init(path: String, location: StoreKitLocation, message: String) {
        self.path = path
        self.location = location
        self.message = message
    }

    package var description: String {
        let subject = location.jsonPath.isEmpty ? "" : "\(location.jsonPath): "
        return "\(PrintableText.path(path)):\(location.position): error: \(PrintableText.escaped(subject + message))"
    }
}
