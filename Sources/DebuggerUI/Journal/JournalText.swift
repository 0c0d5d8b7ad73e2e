import ScenarioLanguage
import StoreCore
import TerminalUI

/// The session journal's text: a scenario file (so `storedbg run` replays it) whose comments
/// also say how to take the session up again, naming the debugger that keeps it (storedbg, or
/// an app team's own). Pure; the executable does the file work.
///
/// ```
/// # storedbg session journal: built-in demo, started 2026-12-01 16:10 UTC
/// # Replay it with 'storedbg run FILE'; 'storedbg --resume' takes it up again.
/// # open: /home/qa/walk.scenario (the scenario stepped through, if any; absolute)
/// product com.example.app.permanentUnlock unlock …   (the setup the session started from)
/// # session
/// buy com.example.app.permanentUnlock
/// # step 2                       (the line after is step 2 of the open scenario)
/// launch
/// # clock                        (the line after is a live-clock tick)
/// advance 1d
/// # finished                     (a clean quit; '# resumed', '# not resumed' once offered back)
/// ```
///
/// Undo is not a line: the journal is cut back to the commands that remain, so the file is
/// always the session as it stands. Every line is written whole, ending in a line break, so a
/// last line without one was cut short (the disk filled mid-write): it is dropped when read.
package enum JournalText {
    /// What the header says, read back.
    package struct Header: Hashable, Sendable {
        package let title: String
        /// When the session started, as the executable wrote it.
        package let started: String
        /// The scenario the session stepped through, as given on the command line.
        package let scenarioPath: String?
        /// The debugger that keeps the journal, by the name it calls itself (`storedbg`).
        package let debugger: String

        package init(title: String, started: String, scenarioPath: String?, debugger: String = "storedbg") {
            self.title = title
            self.started = started
            self.scenarioPath = scenarioPath
            self.debugger = debugger
        }
    }

    /// A journal read back: its header, the commands in order with their origins, whether the
    /// session ended with a quit (or was taken up again), and the last line if it was cut short.
    package struct Contents: Sendable {
        package let header: Header
        package let records: [AppliedCommand]
        package let isEnded: Bool
        /// The last line, cut short and dropped (`buy com.exa`); nil when every line is whole.
        package let droppedLine: String?
    }

    /// Why a journal cannot be taken up, in words: "it is not a session journal", or its
    /// first problem as a scenario (a client this debugger does not know, a file gone, …).
    package struct Unreadable: Error, Hashable, Sendable {
        package let reason: String
    }

    static let titleSuffix = " session journal: "
    static let startedSeparator = ", started "
    static let openPrefix = "# open: "
    static let sessionMarker = "# session"
    static let stepPrefix = "# step "
    static let clockMarker = "# clock"
    /// The last line of a journal whose session quit.
    package static let finishedMarker = "# finished"
    /// The last line of a journal taken up again in a newer one.
    package static let resumedMarker = "# resumed"
    /// The last line of a journal offered back and declined.
    package static let setAsideMarker = "# not resumed"

    /// The header and the setup, up to and including the `# session` line.
    package static func opening(_ header: Header, setup: [AppliedCommand]) -> String {
        // Sanitised, so a line break in a path cannot end the comment.
        let name = header.debugger
        var lines = ["# " + name + titleSuffix + SanitizedText(header.title).string + startedSeparator + header.started,
                     "# Replay it with '\(name) run FILE'; '\(name) --resume' takes it up again."]
        if let path = header.scenarioPath { lines.append(openPrefix + SanitizedText(path).string) }
        lines += setup.map { CommandFormatter.format($0.command) }
        lines.append(sessionMarker)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines of one command applied after the setup: a marker for its origin, then the command.
    package static func entry(_ record: AppliedCommand) -> String {
        let command = CommandFormatter.format(record.command) + "\n"
        switch record.origin {
        case .scenarioStep(let index): return stepPrefix + String(index + 1) + "\n" + command
        case .liveClock: return clockMarker + "\n" + command
        case .setup, .user: return command
        }
    }

    /// Reads a journal back, dropping a last line cut short; why not, when the text is not a
    /// journal (no header) or does not parse.
    package static func read(_ whole: String, context: ParseContext) -> Result<Contents, Unreadable> {
        var text = whole
        var droppedLine: String?
        if !text.isEmpty, !text.hasSuffix("\n") {
            let cut = text.lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
            droppedLine = String(text[cut...])
            text = String(text[..<cut])
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let first = lines.first, first.hasPrefix("# "), let suffix = first.range(of: titleSuffix),
              let separator = first[suffix.upperBound...].range(of: startedSeparator, options: .backwards) else {
            return .failure(Unreadable(reason: "it is not a session journal: its first line is not '# NAME\(titleSuffix)…'"))
        }
        let header = Header(title: String(first[suffix.upperBound..<separator.lowerBound]),
                            started: String(first[separator.upperBound...]),
                            scenarioPath: lines.first { $0.hasPrefix(openPrefix) }.map { String($0.dropFirst(openPrefix.count)) },
                            debugger: String(first[first.index(first.startIndex, offsetBy: 2)..<suffix.lowerBound]))
        let scenario: Scenario
        switch Scenario.parse(text: text, context: context) {
        case .success(let parsed): scenario = parsed
        case .failure(let diagnostics):
            return .failure(Unreadable(reason: diagnostics.diagnostics.first.map { "\($0.line):\($0.column): \($0.message)" } ?? "it does not read as a scenario"))
        }
        // Line numbers are 1-based: the origin of a command follows from the line before it.
        let sessionLine = (lines.firstIndex(of: sessionMarker) ?? lines.count) + 1
        let records = scenario.steps.map { step in
            let before = step.line >= 2 ? lines[step.line - 2] : ""
            let origin: AppliedCommand.Origin
            if step.line < sessionLine {
                origin = .setup
            } else if before.hasPrefix(stepPrefix), let number = Int(before.dropFirst(stepPrefix.count)), number >= 1 {
                origin = .scenarioStep(number - 1)
            } else if before == clockMarker {
                origin = .liveClock
            } else {
                origin = .user
            }
            return AppliedCommand(command: step.command, text: step.text, origin: origin)
        }
        return .success(Contents(header: header, records: records, isEnded: isEnded(text), droppedLine: droppedLine))
    }

    /// Whether the journal's session quit, or was taken up again or set aside, so it is not
    /// offered back.
    package static func isEnded(_ text: String) -> Bool {
        let last = text.split(separator: "\n").last.map(String.init)
        return last == finishedMarker || last == resumedMarker || last == setAsideMarker
    }
}
