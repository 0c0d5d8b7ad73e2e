import Foundation
import StoreCore
import StoreKitConfig

/// Loads `.storekit` files for `storekit PATH` lines, turning the decoder's errors into diagnostics.
public enum StoreKitBridge {
    /// A missing file, a folder or anything else that cannot be read (a FIFO, a device: refused
    /// unopened) is the referring line's error (`cannot read`); what is wrong inside a file is
    /// reported at its own line and column.
    public static let load: @Sendable (String) -> Result<StoreConfiguration, StoreKitLoadError> = { path in
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
            return .failure(.unreadable(reason: "there is no such file"))
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
            return .success(file.configuration)
        case .failure(let error):
            let position = error.location.position
            let where_ = error.location.jsonPath.isEmpty ? "" : "\(error.location.jsonPath): "
            return .failure(.invalid([ScenarioDiagnostic(path: error.path, line: position.line, column: position.column,
                                                         message: where_ + error.message)]))
        }
    }

    /// A parse context for a scenario file that loads `.storekit` files from disk and knows the
    /// registered `clients`.
    public static func context(path: String, clients: ClientRegistry = ClientRegistry()) -> ParseContext {
        ParseContext(path: path, clients: clients.names, loadStoreKit: load)
    }
}
