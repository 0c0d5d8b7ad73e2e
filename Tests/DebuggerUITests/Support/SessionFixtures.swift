import DebuggerUI
import Foundation
import ScenarioLanguage
import StoreCore
import StoreDebugger
import TerminalUI
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
        DebuggerSession.builtInDemo(scenarioFolder: try folder ?? temporaryFolder())
    }

    /// `Tests/StoreKitConfigTests/Fixtures/derived/cjk-display-names.storekit`: a real file's
    /// four products renamed in Japanese, Korean and emoji (see the SOURCES.md beside it).
    static let cjkStoreKitPath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("StoreKitConfigTests/Fixtures/derived/cjk-display-names.storekit").path

    /// `storedbg --storekit` on the CJK file: its catalogue, the app launched, titled and
    /// recorded by the file's name (not its path, which differs from checkout to checkout).
    static func cjkStoreKit() throws -> DebuggerSession {
        let name = "cjk-display-names.storekit"
        let storekit = Command.storekit(path: name, configuration: try StoreKitBridge.load(cjkStoreKitPath).get())
        let setup = [storekit, .launch].map { AppliedCommand(command: $0, text: CommandFormatter.format($0), origin: .setup) }
        return DebuggerSession(title: name, setup: setup, scenario: nil,
                               scenarioFolder: try temporaryFolder())
    }

    /// A session opened on scenario `text`, paused at its first step.
    static func scenario(_ text: String, path: String = "walkthrough.scenario") throws -> DebuggerSession {
        let scenario = try Scenario.parse(text: text, context: StoreKitBridge.context(path: path)).get()
        return DebuggerSession(title: path, setup: [], scenario: scenario,
                               scenarioFolder: try temporaryFolder())
    }
}

extension DebuggerSession {
    /// `key` typed at the screen as drawn at `size` (80x24 unless told), as the run loop hands
    /// it over, and any effect it asks for carried out, as `storedbg` does.
    @discardableResult
    mutating func handle(_ key: Key, at size: Size = .minimumScreen) -> Flow {
        SessionEffectRunner().handle(key, in: &self, on: DebuggerScreen.layout(of: self, size: size))
    }

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
