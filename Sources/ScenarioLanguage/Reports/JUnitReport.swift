import Foundation

/// `storedbg run --junit FILE`: a JUnit XML report, one test case per scenario. The scenarios
/// are grouped into one test suite per folder (in the order the folders first appear), and
/// each test case's `classname` is its folder as given (`Scenarios/matrix`; `.` for a file
/// named without one), so a CI dashboard shows which suite a file came from. A file that
/// stopped on an error keeps every expectation that failed before it, as the JSON report does:
/// a `<failure>` each, next to the `<error>`.
public enum JUnitReport {
    public static func render(_ results: [ScenarioResult]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"storedbg\" \(counts(results))>\n"
        var folders: [String] = []
        var resultsByFolder: [String: [ScenarioResult]] = [:]
        for result in results {
            let folder = folder(of: result.path)
            if resultsByFolder[folder] == nil { folders.append(folder) }
            resultsByFolder[folder, default: []].append(result)
        }
        for folder in folders {
            let suite = resultsByFolder[folder] ?? []
            out += "  <testsuite name=\"\(escape(folder))\" \(counts(suite))>\n"
            for result in suite { out += testCase(result, classname: escape(folder)) }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// The folder part of `path` as written, or `.` when there is none.
    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// The `tests`, `failures`, `errors` and `time` attributes of a suite of `results`: a test
    /// case counts as failed when an expectation failed in it, as an error when it stopped on
    /// one (both, for a file that did both).
    private static func counts(_ results: [ScenarioResult]) -> String {
        let failures = results.filter { !$0.failures.isEmpty }.count
        let errors = results.filter { $0.status == .error }.count
        let seconds = Double(results.map(\.milliseconds).reduce(0, +)) / 1000
        return "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(format(seconds))\""
    }

    private static func testCase(_ result: ScenarioResult, classname: String) -> String {
        let opening = "    <testcase classname=\"\(classname)\" name=\"\(escape(result.path))\" time=\"\(format(Double(result.milliseconds) / 1000))\""
        guard result.status != .passed else { return opening + "/>\n" }
        var out = opening + ">\n"
        for failure in result.failures {
            let where_ = "\(result.path):\(failure.line):\(failure.column)"
            out += "      <failure message=\"\(escape("expected \(failure.expected)"))\" type=\"expectation\">"
            out += escape("\(where_): \(failure.text)\nexpected \(failure.expected)\nfound    \(failure.found)")
            out += "</failure>\n"
        }
        for error in result.errors {
            out += "      <error message=\"\(escape(error.message))\" type=\"input\">\(escape(error.description))</error>\n"
        }
        return out + "    </testcase>\n"
    }

    private static func format(_ seconds: Double) -> String { String(format: "%.3f", seconds) }

    /// XML text with markup characters escaped and characters XML 1.0 forbids replaced.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): out += "?"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
