import Foundation
import ScenarioLanguage

/// The package's folders, found from this source file's path.
enum SuitePaths {
    /// The package root: `Tests/ScenarioLanguageTests/SuiteSupport.swift` is three levels down.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static let scenarios = root.appendingPathComponent("Scenarios")

    /// Every `.scenario` file under `Scenarios/`, relative to the package root, sorted.
    static let scenarioFiles: [String] = ScenarioRunner.discover([scenarios.path]).files
        .map { String($0.dropFirst(root.path.count + 1)) }

    /// The absolute path of a file given relative to the package root.
    static func absolute(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }
}

/// A scenario written to a fresh temporary folder for one test, removed when the test ends.
struct TemporaryScenario {
    let folder: URL
    let path: String

    init(named name: String, _ text: String) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("storedbg-suite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

/// Writes `text` to a temporary `name` and runs it as `storedbg run` would; the folder is
/// removed afterwards. The result's `path` is the temporary file's.
func runTemporaryScenario(_ text: String, named name: String = "inline.scenario") throws -> ScenarioResult {
    let file = try TemporaryScenario(named: name, text)
    defer { file.remove() }
    return ScenarioRunner.run(path: file.path)
}
