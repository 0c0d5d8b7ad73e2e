import StoreCore
import TerminalUI

/// Taking up a session that ended without quitting, from the commands its journal kept.
extension DebuggerSession {
    /// Applies `records` (read back from a journal, the setup left out) as they were first
    /// applied: scenario steps move the open scenario on. Stops at the first one the engine
    /// refuses (a `.storekit` file changed since, say) and says so; otherwise the status line
    /// says the session of `started` was resumed, and that its last line, `droppedLine`, was
    /// dropped when the journal was cut short in the middle of it.
    package mutating func resume(replaying records: [AppliedCommand], started: String, droppedLine: String? = nil) {
        for (index, record) in records.enumerated() {
            do {
                let report = try apply(record.command, text: record.text, origin: record.origin)
                if case .scenarioStep(let step) = record.origin {
                    nextStepIndex = step + 1
                    if report.failedExpectation != nil { failedStepIndexes.insert(step) }
                }
            } catch {
                status = StatusMessage("Resumed the session of \(started) up to \(record.text), which was refused: "
                                       + "\(error.message) (\(records.count - index) commands not replayed)", kind: .error)
                return
            }
        }
        let replayed = "Resumed the session of \(started): \(records.count) command\(records.count == 1 ? "" : "s") replayed"
        guard let droppedLine else {
            status = StatusMessage(replayed + ".")
            return
        }
        status = StatusMessage(replayed + "; the journal's last line was cut short (a full disk?) and is dropped: '"
                               + SanitizedText(droppedLine).string + "'", kind: .error)
    }
}
