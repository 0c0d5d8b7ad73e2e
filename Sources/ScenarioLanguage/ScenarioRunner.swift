import Foundation
import StoreCore

/// Runs scenario files headless, each in a fresh engine.
public enum ScenarioRunner {
    /// Reads and parses one scenario file.
    public static func load(path: String) -> Result<Scenario, ScenarioDiagnostics> {
        let data: Data
        do {
            data = try FileReader.read(path: path, limit: 4 << 20)
        } catch {
            return .failure(ScenarioDiagnostics([ScenarioDiagnostic(path: path, line: 1, column: 1, message: error.message)]))
        }
        return Scenario.parse(data, context: StoreKitBridge.context(path: path))
    }

    /// Runs a parsed scenario. Failed expectations are all reported; a refused command stops the run.
    public static func run(_ scenario: Scenario, clock: () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) -> ScenarioResult {
        let start = clock()
        var engine = Engine()
        var steps: [ScenarioResult.StepRecord] = []
        var failures: [ScenarioResult.Failure] = []
        var errors: [ScenarioDiagnostic] = []
        for step in scenario.steps {
            do {
                let report = try engine.apply(step.command)
                steps.append(.init(line: step.line, text: step.text, access: engine.access, events: report.events))
                if let failure = report.failedExpectation {
                    failures.append(.init(line: step.line, column: step.column, text: step.text,
                                          expected: failure.expected, found: failure.found))
                }
            } catch {
                errors.append(ScenarioDiagnostic(path: scenario.path, line: step.line, column: step.column, message: error.message))
                break
            }
        }
        let status: ScenarioResult.Status = !errors.isEmpty ? .error : failures.isEmpty ? .passed : .failed
        return ScenarioResult(path: scenario.path, status: status, milliseconds: Int((clock() - start) / 1_000_000),
                              steps: steps, failures: failures, errors: errors)
    }

    /// Loads and runs one file; a file that does not parse is an `error` result.
    public static func run(path: String, clock: () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) -> ScenarioResult {
        switch load(path: path) {
        case .success(let scenario):
            return run(scenario, clock: clock)
        case .failure(let diagnostics):
            return ScenarioResult(path: path, status: .error, milliseconds: 0, steps: [], failures: [], errors: diagnostics.diagnostics)
        }
    }

    /// The files named by `paths`: files as given, folders searched recursively for files with
    /// one of `extensions` (`.scenario` by default), sorted. A path that does not exist is a diagnostic.
    public static func discover(_ paths: [String], extensions: [String] = [".scenario"],
                                fileManager: FileManager = .default) -> (files: [String], missing: [ScenarioDiagnostic]) {
        var files: [String] = []
        var missing: [ScenarioDiagnostic] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                missing.append(ScenarioDiagnostic(path: path, line: 1, column: 1, message: "no such file or folder"))
                continue
            }
            guard isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let found = (fileManager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                .filter { file in extensions.contains { file.hasSuffix($0) } }
                .sorted()
                .map { "\(base)/\($0)" }
            files += found
        }
        return (files, missing)
    }
}
