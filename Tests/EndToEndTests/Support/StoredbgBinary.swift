import Foundation

/// Where the built `storedbg` executable (or another of the package's, `twin-debugger`) is.
enum StoredbgBinary {
    /// `STOREDBG_BINARY` if set (for `storedbg`); otherwise `name` beside the test bundle (SwiftPM
    /// builds both into `.build/<triple>/debug`), or in the package's `.build/debug`.
    static func locate(_ name: String = "storedbg") -> URL? {
        let environment = ProcessInfo.processInfo.environment
        if name == "storedbg", let path = environment["STOREDBG_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
            .appendingPathComponent(name)
        let inPackage = PackagePaths.root.appendingPathComponent(".build/debug/\(name)")
        return [besideTests, inPackage].first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
