/// Why the `.storekit` file named by a `storekit PATH` line could not be loaded.
package enum StoreKitLoadError: Error, Hashable, Sendable {
    /// The file could not be read (missing, a folder, no permission). Reported at the path on the
    /// `storekit` line as `cannot read 'PATH': reason`.
    case unreadable(reason: String)
    /// The file was read but is not a valid configuration; each diagnostic locates a problem in
    /// the `.storekit` file itself and is reported as it is.
    case invalid([ScenarioDiagnostic])
}
