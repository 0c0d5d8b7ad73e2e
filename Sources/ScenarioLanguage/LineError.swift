/// Why one line did not parse.
enum LineError: Error {
    /// Problems on the line itself, each at its 1-based column.
    case onLine([(column: Int, message: String)])
    /// Problems of the `.storekit` file the line names, not of the line's words, each at the
    /// path's column: it could not be read, held no configuration, or its products clash with
    /// the catalogue.
    case aboutStoreKitFile([(column: Int, message: String)])
    /// Problems inside the `.storekit` file the line loads, located in that file.
    case inStoreKitFile([ScenarioDiagnostic])

    static func at(_ column: Int, _ message: String) -> LineError {
        .onLine([(column, message)])
    }

    /// The error with `example`, a line of the command it is about, after its first problem on
    /// the line (the one the `:` prompt shows): `… (e.g. `advance 1d`)`. A `.storekit` file's
    /// problems are the file's, not the line's, and stay as they are.
    func ending(withExample example: String) -> LineError {
        guard case .onLine(var problems) = self, let first = problems.first else { return self }
        problems[0].message = "\(first.message) (e.g. `\(example)`)"
        return .onLine(problems)
    }

    /// The diagnostics, with problems on the line placed at `line` of `path`.
    func diagnostics(path: String, line: Int) -> [ScenarioDiagnostic] {
        switch self {
        case .onLine(let problems):
            return problems.map { ScenarioDiagnostic(path: path, line: line, column: $0.column, message: $0.message) }
        case .aboutStoreKitFile(let problems):
            return problems.map { ScenarioDiagnostic(path: path, line: line, column: $0.column, message: $0.message) }
        case .inStoreKitFile(let diagnostics):
            return diagnostics
        }
    }
}
