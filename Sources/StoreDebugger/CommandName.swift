import Foundation

/// What to type to run this debugger, for messages that tell the user a command: its own name
/// (`storedbg`, or an app team's `notes-debugger`) when the executable of that name found on PATH
/// is this very one (installed, e.g. by Scripts/install.sh), otherwise `swift run NAME` (run from
/// a clone of the package without installing).
enum CommandName {
    static let current: String = isOnPath ? executableName : "swift run \(executableName)"

    private static var executableName: String { Bundle.main.executableURL?.lastPathComponent ?? "storedbg" }

    private static var isOnPath: Bool {
        guard let running = Bundle.main.executableURL?.resolvingSymlinksInPath().path else { return false }
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let found = searchPath.split(separator: ":").map { "\($0)/\(executableName)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        return found.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path } == running
    }
}
