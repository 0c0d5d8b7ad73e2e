import Foundation
import StoreCore

/// `storedbg run`'s output for people: a line per scenario, the failing lines with what was
/// expected and found, and the closing `N passed, N failed`. Names from outside (paths, a
/// `.storekit` file's display names) are escaped, so every line stays one line on a terminal.
public enum HumanReport {
    public static func render(_ results: [ScenarioResult], trace: Bool) -> String {
        var out = ""
        for result in results {
            if trace { out += traceText(result) }
            let label: String
            switch result.status {
            case .passed: label = "PASS "
            case .failed: label = "FAIL "
            case .error: label = "ERROR"
            }
            out += "\(label) \(PrintableText.path(result.path)) (\(result.milliseconds) ms)\n"
            for failure in result.failures {
                out += "  \(PrintableText.path(result.path)):\(failure.line):\(failure.column): \(failure.text)\n"
                out += "    expected \(PrintableText.escaped(failure.expected))\n"
                out += "    found    \(PrintableText.escaped(failure.found))\n"
            }
            for error in result.errors { out += "\(error)\n" }
        }
        out += summary(results) + "\n"
        return out
    }

    /// `N passed, N failed` — errors count as failed.
    public static func summary(_ results: [ScenarioResult]) -> String {
        let passed = results.filter { $0.status == .passed }.count
        return "\(passed) passed, \(results.count - passed) failed"
    }

    /// Each step with the AccessState after it and its events.
    public static func traceText(_ result: ScenarioResult) -> String {
        var out = "== \(PrintableText.path(result.path))\n"
        for step in result.steps {
            out += String(format: "%4d | ", step.line) + step.text + "\n"
            out += "     = access \(step.access.state.summary) — \(PrintableText.escaped(step.access.reason))\n"
            for (index, event) in step.events.enumerated() {
                out += "       \(PrintableText.escaped(event.transcriptLine + step.chargeSuffix(index)))\n"
            }
        }
        return out
    }
}
