import Foundation

/// What to type to run storedbg, for messages that tell the user a command: `storedbg` when the
/// `storedbg` found on PATH is this very executable (installed, e.g. by Scripts/install.sh),
/// otherwise `swift run storedbg` (run from a clone of the package without installing).
enum CommandName {
    static let current: String = isOnPath ? "storedbg" : "swift run storedbg"

    private static var isOnPath: Bool {
        guard let running = Bundle.main.executableURL?.resolvingSymlinksInPath().path else { return false }
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let found = searchPath.split(separator: ":").map { "\($0)/storedbg" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        return found.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path } == running
    }
}
