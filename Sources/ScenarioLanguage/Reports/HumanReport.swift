import Foundation
import StoreCore

/// `storedbg run`'s output for people: a line per scenario, the failing lines with what was
/// expected and found, and the closing `N passed, N failed`. Names from outside (paths, a
/// `.storekit` file's display names) are escaped, so every line stays one line on a terminal.
public enum HumanReport {
    public static func render(_ results: [ScenarioResult], trace: Bool) -> String {
        // Gathered as UTF-8, each piece copied once: appending interpolated strings to a
        // String cost about 4,000 instructions a scenario.
        var out: [UInt8] = []
        out.reserveCapacity(results.count * 64)
        for result in results {
            if trace { out += traceText(result).utf8 }
            let label: String
            switch result.status {
            case .passed: label = "PASS "
            case .failed: label = "FAIL "
            case .error: label = "ERROR"
            }
            let path = PrintableText.path(result.path)
            out += label.utf8
            out.append(UInt8(ascii: " "))
            out += path.utf8
            out += " (".utf8
            out += String(result.milliseconds).utf8
            out += " ms)\n".utf8
            for failure in result.failures {
                out += "  \(path):\(failure.line):\(failure.column): \(failure.text)\n".utf8
                out += "    expected \(PrintableText.escaped(failure.expected))\n".utf8
                out += "    found    \(PrintableText.escaped(failure.found))\n".utf8
            }
            for error in result.errors { out += "\(error)\n".utf8 }
        }
        out += summary(results).utf8
        out.append(UInt8(ascii: "\n"))
        return String(decoding: out, as: UTF8.self)
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
