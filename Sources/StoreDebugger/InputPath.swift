import Foundation
import ScenarioLanguage

/// A path given on the command line (a scenario, a `.storekit` file, a setup), checked before it
/// is read: a path that names nothing is reported the one way `run` and `check` report it.
enum InputPath {
    /// `PATH:1:1: error: no such file or folder` when nothing is at `path`; nil otherwise.
    static func missing(_ path: String) -> ScenarioDiagnostic? {
        guard !path.isEmpty, !FileManager.default.fileExists(atPath: path) else { return nil }
        return ScenarioRunner.discover([path]).missing.first
    }
}
