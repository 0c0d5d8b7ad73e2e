import Foundation
import ScenarioLanguage
import Testing

/// `Docs/json-report.md` describes the `--json` output exactly: every field it lists for a
/// record is emitted, and no field it does not list.
struct JSONReportDocumentationTests {
    /// Record type → the field paths the page lists in that record's table (`failures[].line`).
    static func documentedFields() throws -> [String: Set<String>] {
        let page = try String(contentsOf: SuitePaths.root.appendingPathComponent("Docs/json-report.md"), encoding: .utf8)
        var fields: [String: Set<String>] = [:]
        var record: String?
        for line in page.split(separator: "\n") {
            if let heading = line.firstMatch(of: #/^## The `(\w+)` record$/#) {
                record = String(heading.1)
            } else if let record, let row = line.firstMatch(of: #/^\| `([^`]+)` \|/#) {
                fields[record, default: []].insert(String(row.1))
            }
        }
        return fields
    }

    /// Record type → every field path found in the lines of `output`.
    static func emittedFields(_ output: String) throws -> [String: Set<String>] {
        var fields: [String: Set<String>] = [:]
        for line in output.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let type = try #require(object["type"] as? String)
            fields[type, default: []].formUnion(paths(of: object, prefix: ""))
        }
        return fields
    }

    private static func paths(of object: [String: Any], prefix: String) -> Set<String> {
        var found: Set<String> = []
        for (key, value) in object {
            let path = prefix + key
            found.insert(path)
            if let nested = value as? [String: Any] {
                found.formUnion(paths(of: nested, prefix: path + "."))
            } else if let items = value as? [Any] {
                for case let item as [String: Any] in items { found.formUnion(paths(of: item, prefix: path + "[].")) }
            }
        }
        return found
    }

    /// A run that emits every field: a traced pass, a failure, a refused command and a file
    /// that does not parse, in one shard.
    static func fullOutput() throws -> String {
        let failing = try TemporaryScenario(named: "failing.scenario", "product com.example.pro unlock\nlaunch\nexpect owned com.example.pro\n")
        let broken = try TemporaryScenario(named: "broken.scenario", "product com.example.pro unlock\naprove #1\n")
        defer { [failing, broken].forEach { $0.remove() } }
        let paths = [SuitePaths.absolute("Scenarios/matrix/07-ask-to-buy-then-approval.scenario"), failing.path, broken.path]
        return JSONReport.render(ScenarioRunner.run(paths: paths, jobs: 2), trace: true, shard: Shard("1/1"))
    }

    @Test func everyDocumentedFieldIsEmittedAndNoOther() throws {
        let documented = try Self.documentedFields()
        let emitted = try Self.emittedFields(try Self.fullOutput())
        #expect(Set(documented.keys) == ["header", "scenario", "summary"])
        for type in documented.keys.sorted() {
            let listed = documented[type] ?? [], found = emitted[type] ?? []
            #expect(listed.subtracting(found).isEmpty, "documented for \(type) but not emitted: \(listed.subtracting(found).sorted())")
            #expect(found.subtracting(listed).isEmpty, "emitted for \(type) but not documented: \(found.subtracting(listed).sorted())")
        }
    }

    @Test func thePageNamesTheFormatVersionEmitted() throws {
        let page = try String(contentsOf: SuitePaths.root.appendingPathComponent("Docs/json-report.md"), encoding: .utf8)
        #expect(page.contains("| `format_version` | integer | The version of this format: `\(JSONReport.formatVersion)`. |"))
        #expect(try Self.fullOutput().hasPrefix(#"{"type":"header","format_version":\#(JSONReport.formatVersion),"#))
    }

    /// Two runs differ only inside `timings`: with it removed, the bytes are equal, while
    /// the durations themselves are read from a clock.
    @Test func twoRunsDifferOnlyInTimings() {
        let path = SuitePaths.absolute("Scenarios/walkthroughs/14-calendar-days-across-dst.scenario")
        let ticks = Ticks()
        let first = JSONReport.render(ScenarioRunner.run(paths: [path], jobs: 1, clock: { ticks.next(step: 1_000_000) }), trace: true)
        let second = JSONReport.render(ScenarioRunner.run(paths: [path], jobs: 1, clock: { ticks.next(step: 7_000_000) }), trace: true)
        #expect(first != second)
        let withoutTimings = { (text: String) in text.replacing(#/,"timings":\{"duration_ms":\d+\}/#, with: "") }
        #expect(withoutTimings(first) == withoutTimings(second))
    }
}

/// A clock for tests that moves on by `step` nanoseconds at each reading.
private final class Ticks: @unchecked Sendable {
    private let lock = NSLock()
    private var now: UInt64 = 0

    func next(step: UInt64) -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        now += step
        return now
    }
}
