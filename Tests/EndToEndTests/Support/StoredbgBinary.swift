import Foundation

/// Where the built `storedbg` executable is.
enum StoredbgBinary {
    /// `STOREDBG_BINARY` if set; otherwise `storedbg` beside the test bundle (SwiftPM builds
    /// both into `.build/<triple>/debug`), or in the package's `.build/debug`.
    static func locate() -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["STOREDBG_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
            .appendingPathComponent("storedbg")
        let inPackage = PackagePaths.root.appendingPathComponent(".build/debug/storedbg")
        return [besideTests, inPackage].first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
