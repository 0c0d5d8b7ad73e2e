/// The diagnostics of a failed parse, in the order of the input; never empty. `description`
/// gives one `path:line:column: error: message` line each.
public struct ScenarioDiagnostics: Error, Hashable, Sendable, CustomStringConvertible {
    public let diagnostics: [ScenarioDiagnostic]

    public init(_ diagnostics: [ScenarioDiagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
