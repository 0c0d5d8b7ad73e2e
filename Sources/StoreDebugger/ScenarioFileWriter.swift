import DebuggerUI
import Foundation

/// Writes a session as `session-N.scenario` in a folder, N being the first number not taken,
/// never replacing an existing file.
struct ScenarioFileWriter {
    let directory: URL

    /// Writes `text` to a new file; returns its path, or why it could not be written.
    func write(_ text: String) -> Result<String, ScenarioWriteError> {
        let data = Data(text.utf8)
        for number in 1...999 {
            let file = directory.appendingPathComponent("session-\(number).scenario")
            guard !FileManager.default.fileExists(atPath: file.path) else { continue }
            do {
                try data.write(to: file, options: .withoutOverwriting)
                return .success(file.path)
            } catch {
                return .failure(ScenarioWriteError(message: "cannot write \(file.path): \(error.localizedDescription)"))
            }
        }
        return .failure(ScenarioWriteError(message: "\(directory.path) already holds session-1 to session-999.scenario"))
    }
}

