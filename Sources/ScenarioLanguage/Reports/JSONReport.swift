import Foundation
import StoreCore

/// `storedbg run --json`: JSON lines, described field by field in `Docs/json-report.md`. A
/// header object (with the format version), one object per scenario (with its steps under
/// `--trace`), then a summary object. Keys are written in a fixed order, and everything that
/// measures the run rather than the scenario is under `timings`, so two runs of the same files
/// give the same bytes once `timings` is set aside.
public enum JSONReport {
    /// The version of the format `Docs/json-report.md` describes; raised when a field changes
    /// meaning or is removed (new fields may appear in any version).
    public static let formatVersion = 1

    package static func render(_ results: [ScenarioResult], trace: Bool, shard: Shard? = nil) -> String {
        var header: [(String, String)] = [("type", quote("header")), ("format_version", "\(formatVersion)")]
        if let shard {
            header.append(("shard", object([("index", "\(shard.index)"), ("count", "\(shard.count)")])))
        }
        var out = object(header) + "\n"
        for result in results {
            var fields: [(String, String)] = [
                ("type", quote("scenario")), ("path", quote(result.path)), ("status", quote(result.status.rawValue)),
                ("failures", array(result.failures.map { failure in
                    object([("line", "\(failure.line)"), ("column", "\(failure.column)"), ("text", quote(failure.text)),
                            ("expected", quote(failure.expected)), ("found", quote(failure.found))])
                })),
                ("errors", array(result.errors.map { error in
                    object([("line", "\(error.line)"), ("column", "\(error.column)"), ("message", quote(error.message))])
                })),
            ]
            if trace {
                fields.append(("steps", array(result.steps.map { step in
                    object([("line", "\(step.line)"), ("text", quote(step.text)), ("access", quote(step.access.state.name)),
                            ("access_summary", quote(step.access.state.summary)), ("reason", quote(step.access.reason)),
                            ("events", array(step.events.enumerated().map { index, event in
                                var fields = [("time", quote(InstantFormat.iso(event.trueTime))),
                                              ("device_time", quote(InstantFormat.iso(event.deviceTime))),
                                              ("device", quote(event.device)), ("kind", quote(event.kind.rawValue)),
                                              ("text", quote(event.text))]
                                // A money line: what it charged, the amount as a decimal string.
                                if let charge = step.charges[index] {
                                    fields += [("amount", quote("\(charge.amount)")), ("currency", quote(charge.currencyCode))]
                                }
                                return object(fields)
                            }))])
                })))
            }
            fields.append(("timings", object([("duration_ms", "\(result.milliseconds)")])))
            out += object(fields) + "\n"
        }
        let passed = results.filter { $0.status == .passed }.count
        out += object([("type", quote("summary")), ("passed", "\(passed)"), ("failed", "\(results.count - passed)")]) + "\n"
        return out
    }

    static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(quote($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }

    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }

    /// A JSON string literal; control characters, line separators and bidirectional controls
    /// escaped, so that a report printed on a terminal cannot be reordered or split by a name.
    static func quote(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where PrintableText.kind(of: scalar) != nil:
                out += String(format: "\\u%04x", scalar.value)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
