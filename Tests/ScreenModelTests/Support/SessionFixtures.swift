import Foundation
import ScenarioLanguage
import ScreenModel
import StoreCore
import Testing

/// Debugger sessions to test with, writing any scenario files into a fresh temporary folder.
enum SessionFixtures {
    static let unlockID = "com.example.app.permanentUnlock"

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("storedbg-session-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The built-in demo, as `storedbg` with no argument opens it.
    static func demo(in folder: URL? = nil) throws -> DebuggerSession {
        let writer = ScenarioFileWriter(directory: try folder ?? temporaryFolder())
        return try DebuggerSession.builtInDemo(writer: writer).get()
    }

    /// A session opened on scenario `text`, paused at its first step.
    static func scenario(_ text: String, path: String = "walkthrough.scenario") throws -> DebuggerSession {
        let scenario = try Scenario.parse(text: text, context: StoreKitBridge.context(path: path)).get()
        return DebuggerSession(title: path, setup: [], scenario: scenario,
                               writer: ScenarioFileWriter(directory: try temporaryFolder()))
    }
}

extension DebuggerSession {
    /// Presses each character of `keys` as a key.
    @discardableResult
    mutating func press(_ keys: String) -> Flow {
        var flow = Flow.continue
        for character in keys { flow = handle(.character(character)) }
        return flow
    }

    /// Opens the `:` prompt, types `line` and presses Enter.
    mutating func enter(_ line: String) {
        _ = handle(.character(":"))
        for character in line { _ = handle(.character(character)) }
        _ = handle(.enter)
    }
}
