import StoreCore

/// Something wrong, or worth knowing, about a `.storekit` file, with where it is. Described as
/// `path:line:column: error|warning: products[2].productID: product 'x' is defined twice; …`.
package struct StoreKitProblem: Hashable, Sendable, CustomStringConvertible {
    package enum Severity: String, Hashable, Sendable {
        /// The file would mislead a test or the store: fix before shipping.
        case error
        /// Worth knowing: storedbg read the file, but not exactly as Xcode would run it.
        case warning
    }

    package let severity: Severity
    /// The file's path, as given.
    package let path: String
    package let location: StoreKitLocation
    package let message: String

    package init(severity: Severity, path: String, location: StoreKitLocation, message: String) {
        self.severity = severity
        self.path = path
        self.location = location
        self.message = message
    }

    /// The file could not be read at all.
    package init(_ error: StoreKitFileError) {
        self.init(severity: .error, path: error.path, location: error.location, message: error.message)
    }

    package var description: String {
        let subject = location.jsonPath.isEmpty ? "" : "\(location.jsonPath): "
        return "\(PrintableText.path(path)):\(location.position): \(severity.rawValue): \(PrintableText.escaped(subject + message))"
    }
}
