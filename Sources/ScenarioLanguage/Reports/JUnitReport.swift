import Foundation

/// `storedbg run --junit FILE`: a JUnit XML report, one test case per scenario.
public enum JUnitReport {
    public static func render(_ results: [ScenarioResult]) -> String {
        let failures = results.filter { $0.status == .failed }.count
        let errors = results.filter { $0.status == .error }.count
        let seconds = Double(results.map(\.milliseconds).reduce(0, +)) / 1000
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"storedbg\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(format(seconds))\">\n"
        out += "  <testsuite name=\"scenarios\" tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" time=\"\(format(seconds))\">\n"
        for result in results {
            let name = escape(result.path)
            let time = format(Double(result.milliseconds) / 1000)
            switch result.status {
            case .passed:
                out += "    <testcase classname=\"scenarios\" name=\"\(name)\" time=\"\(time)\"/>\n"
            case .failed:
                out += "    <testcase classname=\"scenarios\" name=\"\(name)\" time=\"\(time)\">\n"
                for failure in result.failures {
                    let where_ = "\(result.path):\(failure.line):\(failure.column)"
                    out += "      <failure message=\"\(escape("expected \(failure.expected)"))\" type=\"expectation\">"
                    out += escape("\(where_): \(failure.text)\nexpected \(failure.expected)\nfound    \(failure.found)")
                    out += "</failure>\n"
                }
                out += "    </testcase>\n"
            case .error:
                out += "    <testcase classname=\"scenarios\" name=\"\(name)\" time=\"\(time)\">\n"
                for error in result.errors {
                    out += "      <error message=\"\(escape(error.message))\" type=\"input\">\(escape(error.description))</error>\n"
                }
                out += "    </testcase>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
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
