import Foundation

/// Folders of the Examples package, found from this source file's path.
enum ExamplesPaths {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    static let scenarios = root.appendingPathComponent("Scenarios")

    /// Every `.scenario` file in `Scenarios/`, by name.
    static var scenarioFiles: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scenarios.path)) ?? [])
            .filter { $0.hasSuffix(".scenario") }
            .sorted()
    }
}
