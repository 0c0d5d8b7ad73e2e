import Foundation
import StoreCore
import StoreKitConfig

/// Loads `.storekit` files for `storekit PATH` lines, the `:` prompt and `--storekit`, turning
/// problems into diagnostics.
package enum StoreKitBridge {
    /// A missing file, a folder or anything else that cannot be read (a FIFO, a device: refused
    /// unopened) is the referring line's error (`cannot read`). A file is refused exactly when
    /// `storedbg check` finds an error in it (`StoreKitCheck`), with the same lines: each problem
    /// at its own line and column in the file. Warnings do not stop it.
    package static let load: @Sendable (String) -> Result<StoreConfiguration, StoreKitLoadError> = { path in
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return .failure(.unreadable(reason: "no such file or folder"))
        }
        if isFolder.boolValue { return .failure(.unreadable(reason: "it is a folder, not a .storekit file")) }
        let bytes: [UInt8]
        do throws(FileReader.Failure) {
            bytes = try FileReader.readBytes(path: path, limit: StoreKitFile.maximumSize)
        } catch {
            return .failure(.unreadable(reason: error.reason))
        }
        if let loaded = recentlyLoaded.result(path: path, bytes: bytes) { return loaded }
        let result: Result<StoreConfiguration, StoreKitLoadError>
        switch StoreKitFile.decode(bytes: bytes, path: path) {
        case .success(let file):
            let errors = StoreKitCheck.errors(in: file)
            result = errors.isEmpty ? .success(file.configuration) : .failure(.invalid(errors.map(diagnostic)))
        case .failure(let error):
            result = .failure(.invalid([diagnostic(StoreKitProblem(error))]))
        }
        recentlyLoaded.store(result, path: path, bytes: bytes)
        return result
    }

    /// What loading the last few files gave: `storedbg run` of a folder loads one catalogue for
    /// many of its scenarios, and decoding and checking it again cost more than running some of
    /// them. A file is read every time, and decoded again unless its path and bytes are the same.
    private static let recentlyLoaded = LoadedFiles()

    private final class LoadedFiles: @unchecked Sendable {
        /// The most files remembered.
        static let limit = 8
        private let lock = NSLock()
        /// Guarded by `lock`; the most recent last.
        private var files: [(path: String, bytes: [UInt8], result: Result<StoreConfiguration, StoreKitLoadError>)] = []

        func result(path: String, bytes: [UInt8]) -> Result<StoreConfiguration, StoreKitLoadError>? {
            lock.lock()
            defer { lock.unlock() }
            return files.last { $0.path == path && StoreKitBridge.sameBytes($0.bytes, bytes) }?.result
        }

        func store(_ result: Result<StoreConfiguration, StoreKitLoadError>, path: String, bytes: [UInt8]) {
            lock.lock()
            defer { lock.unlock() }
            files.removeAll { $0.path == path }
            if files.count >= Self.limit { files.removeFirst() }
            files.append((path, bytes, result))
        }
    }

    /// Whether `a` and `b` hold the same bytes, compared by memcmp(3): `==` on arrays compares
    /// them an element at a time (a file remembered is compared whole with the file read again).
    package static func sameBytes(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        a.count == b.count && a.withUnsafeBytes { a in b.withUnsafeBytes { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } }
    }

    /// The problem as a scenario diagnostic: the same line `check` prints for it.
    private static func diagnostic(_ problem: StoreKitProblem) -> ScenarioDiagnostic {
        let position = problem.location.position
        let subject = problem.location.jsonPath.isEmpty ? "" : "\(problem.location.jsonPath): "
        return ScenarioDiagnostic(path: problem.path, line: position.line, column: position.column, message: subject + problem.message)
    }

    /// A parse context for a scenario file that loads `.storekit` files from disk and knows the
    /// registered `clients`.
    package static func context(path: String, clients: ClientRegistry = ClientRegistry()) -> ParseContext {
        ParseContext(path: path, clients: clients.names, loadStoreKit: load)
    }
}
