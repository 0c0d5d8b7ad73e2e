import Foundation
import StoreCore
import StoreKitConfig

/// Loads `.storekit` files for `storekit PATH` lines, the `:` prompt and `--storekit`, turning
/// problems into diagnostics.
public enum StoreKitBridge {
    /// A missing file, a folder or anything else that cannot be read (a FIFO, a device: refused
    /// unopened) is the referring line's error (`cannot read`). A file is refused exactly when
    /// `storedbg check` finds an error in it (`StoreKitCheck`), with the same lines: each problem
    /// at its own line and column in the file. Warnings do not stop it.
    public static let load: @Sendable (String) -> Result<StoreConfiguration, StoreKitLoadError> = { path in
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return .failure(.unreadable(reason: "no such file or folder"))
        }
        if isFolder.boolValue { return .failure(.unreadable(reason: "it is a folder, not a .storekit file")) }
        let data: Data
        do throws(FileReader.Failure) {
            data = try FileReader.read(path: path, limit: StoreKitFile.maximumSize)
        } catch {
            return .failure(.unreadable(reason: error.reason))
        }
        switch StoreKitFile.decode(data, path: path) {
        case .success(let file):
            let errors = StoreKitCheck.problems(in: file).filter { $0.severity == .error }
            guard errors.isEmpty else { return .failure(.invalid(errors.map(diagnostic))) }
            return .success(file.configuration)
        case .failure(let error):
            return .failure(.invalid([diagnostic(StoreKitProblem(error))]))
        }
    }

    /// The problem as a scenario diagnostic: the same line `check` prints for it.
    private static func diagnostic(_ problem: StoreKitProblem) -> ScenarioDiagnostic {
        let position = problem.location.position
        let subject = problem.location.jsonPath.isEmpty ? "" : "\(problem.location.jsonPath): "
        return ScenarioDiagnostic(path: problem.path, line: position.line, column: position.column, message: subject + problem.message)
    }

    /// A parse context for a scenario file that loads `.storekit` files from disk and knows the
    /// registered `clients`.
    public static func context(path: String, clients: ClientRegistry = ClientRegistry()) -> ParseContext {
        ParseContext(path: path, clients: clients.names, loadStoreKit: load)
    }
}
