import Foundation

/// Where the built `notes-debugger` executable is.
enum NotesDebuggerBinary {
    /// `NOTES_DEBUGGER_BINARY` if set; otherwise `notes-debugger` beside the test bundle (SwiftPM
    /// builds both into `.build/<triple>/debug`), or in the Examples package's `.build/debug`.
    static func locate() -> URL? {
        if let path = ProcessInfo.processInfo.environment["NOTES_DEBUGGER_BINARY"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent()
            .appendingPathComponent("notes-debugger")
        let inPackage = ExamplesPaths.root.appendingPathComponent(".build/debug/notes-debugger")
        return [besideTests, inPackage].first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}
