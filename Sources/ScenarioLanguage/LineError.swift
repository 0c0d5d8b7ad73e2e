/// Why one line did not parse.
enum LineError: Error {
    /// Problems on the line itself, each at its 1-based column.
    case onLine([(column: Int, message: String)])
    /// Problems inside the `.storekit` file the line loads, located in that file.
    case inStoreKitFile([ScenarioDiagnostic])

    static func at(_ column: Int, _ message: String) -> LineError {
        .onLine([(column, message)])
    }

    /// The diagnostics, with problems on the line placed at `line` of `path`.
    func diagnostics(path: String, line: Int) -> [ScenarioDiagnostic] {
        switch self {
        case .onLine(let problems):
            return problems.map { ScenarioDiagnostic(path: path, line: line, column: $0.column, message: $0.message) }
        case .inStoreKitFile(let diagnostics):
            return diagnostics
        }
    }
}
