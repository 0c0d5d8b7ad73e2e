import Foundation
import ScenarioLanguage

/// `explore`'s progress — sessions, steps, findings — redrawn in place on standard error, only
/// when that is a terminal (so output captured by tests or CI stays the same run to run), and
/// at most ten times a second.
final class ProgressLine {
    private let total: Int
    private let enabled = isatty(STDERR_FILENO) == 1
    private var lastDrawn: UInt64 = 0

    init(total: Int) {
        self.total = total
    }

    func show(_ progress: Explorer.Progress) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now - lastDrawn >= 100_000_000 || progress.sessions == total else { return }
        lastDrawn = now
        let text = "\rexplore: session \(progress.sessions)/\(total), \(progress.steps) steps, "
            + "\(progress.invariants.count) finding\(progress.invariants.count == 1 ? "" : "s")\u{1B}[K"
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Removes the line, so that what follows starts on a clean one.
    func clear() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
