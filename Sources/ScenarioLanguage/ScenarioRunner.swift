import Foundation
import StoreCore
import StoreKitConfig

/// Runs scenario files headless, each in a fresh engine.
public enum ScenarioRunner {
    /// Reads and parses one scenario file; `client NAME` may name any of `clients`.
    package static func load(path: String, clients: ClientRegistry = ClientRegistry()) -> Result<Scenario, ScenarioDiagnostics> {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.readBytes(path: path, limit: 4 << 20)
        } catch {
            return .failure(ScenarioDiagnostics([ScenarioDiagnostic(path: path, line: 1, column: 1, message: error.message)]))
        }
        return Scenario.parse(bytes: bytes, context: StoreKitBridge.context(path: path, clients: clients))
    }

    /// Runs a parsed scenario. Failed expectations are all reported; a refused command stops the
    /// run, and so does an `advance` that would make more renewals than `RenewalLimit` allows.
    /// Without `keepingSteps` the result holds no steps: only a trace shows them, and each
    /// step's AccessState sentence and events cost more than the step itself.
    package static func run(_ scenario: Scenario, clients: ClientRegistry = ClientRegistry(), keepingSteps: Bool = true,
                           clock: () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) -> ScenarioResult {
        let start = clock()
        var engine = Engine(clients: clients)
        // Nothing here asks for a transaction's events.
        engine.keepsEventsByTransaction = false
        var steps: [ScenarioResult.StepRecord] = []
        var failures: [ScenarioResult.Failure] = []
        var errors: [ScenarioDiagnostic] = []
        // Each step read in place, by its index: a copy of each (its command's payloads retained,
        // then released) cost about 200 instructions.
        for index in scenario.steps.indices {
            if let refusal = RenewalLimit.refusal(of: scenario.steps[index].command, in: engine) {
                errors.append(ScenarioDiagnostic(path: scenario.path, line: scenario.steps[index].line, column: scenario.steps[index].column, message: refusal))
                break
            }
            do {
                let report = try engine.apply(scenario.steps[index].command)
                if keepingSteps {
                    let events = Array(report.events)
                    var charges: [Int: Price] = [:]
                    for (position, event) in events.enumerated() where event.chargedTransaction != nil {
                        charges[position] = engine.charge(of: event)
                    }
                    steps.append(.init(line: scenario.steps[index].line, text: scenario.steps[index].text, access: engine.access, events: events, charges: charges))
                }
                if let failure = report.failedExpectation {
                    failures.append(.init(line: scenario.steps[index].line, column: scenario.steps[index].column, text: scenario.steps[index].text,
                                          expected: failure.expected, found: failure.found))
                }
            } catch {
                errors.append(ScenarioDiagnostic(path: scenario.path, line: scenario.steps[index].line, column: scenario.steps[index].column, message: error.message))
                break
            }
        }
        let status: ScenarioResult.Status = !errors.isEmpty ? .error : failures.isEmpty ? .passed : .failed
        return ScenarioResult(path: scenario.path, status: status, milliseconds: Int((clock() - start) / 1_000_000),
                              steps: steps, failures: failures, errors: errors)
    }

    /// Loads and runs one file; a file that does not parse is an `error` result.
    public static func run(path: String, clients: ClientRegistry = ClientRegistry(), keepingSteps: Bool = true,
                           clock: () -> UInt64 = { DispatchTime.now().uptimeNanoseconds }) -> ScenarioResult {
        switch load(path: path, clients: clients) {
        case .success(let scenario):
            return run(scenario, clients: clients, keepingSteps: keepingSteps, clock: clock)
        case .failure(let diagnostics):
            return ScenarioResult(path: path, status: .error, milliseconds: 0, steps: [], failures: [], errors: diagnostics.diagnostics)
        }
    }

    /// The files named by `paths`: files as given, folders searched recursively for files with
    /// one of `extensions` (`.scenario` by default), sorted. A path that does not exist, an empty
    /// path and a folder that cannot be listed are diagnostics. Symbolic links to folders are not
    /// followed (`/proc/self/root` would loop), and nothing is opened here: a matching name that
    /// is not a regular file is listed, and refused unopened when it is read.
    public static func discover(_ paths: [String], extensions: [String] = [".scenario"],
                                fileManager: FileManager = .default) -> (files: [String], missing: [ScenarioDiagnostic]) {
        var files: [String] = []
        var missing: [ScenarioDiagnostic] = []
        for path in paths {
            guard !path.isEmpty else {
                missing.append(ScenarioDiagnostic(path: path, line: 1, column: 1, message: "expected a file or folder path, found an empty argument"))
                continue
            }
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
            var found: [String] = []
            var unlisted: [(folder: String, reason: String)] = []
            collect(folder: base, relative: "", extensions: extensions, into: &found, unlisted: &unlisted)
            missing += unlisted.map { ScenarioDiagnostic(path: $0.folder, line: 1, column: 1, message: "cannot list this folder: \($0.reason)") }
            files += found.sorted().map { base.isEmpty ? "/\($0)" : "\(base)/\($0)" }
        }
        return (files, missing)
    }

    /// Adds the names under `folder/relative` that end in one of `extensions`, relative to `folder`.
    /// A folder is known from the entry's type as the listing gives it, and asked of `lstat`
    /// only where the file system does not say (`DT_UNKNOWN`): one `lstat` an entry, and the
    /// path made for it, were most of a run's discovery.
    private static func collect(folder: String, relative: String, extensions: [String],
                                into found: inout [String], unlisted: inout [(folder: String, reason: String)]) {
        let here = relative.isEmpty ? (folder.isEmpty ? "/" : folder) : "\(folder)/\(relative)"
        guard let directory = opendir(here) else {
            unlisted.append((here, FileReader.reason(errno)))
            return
        }
        defer { closedir(directory) }
        var entries: [(name: String, isFolder: Bool?)] = []
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            guard name != ".", name != ".." else { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_DIR): entries.append((name, true))
            case Int32(DT_UNKNOWN): entries.append((name, nil))
            default: entries.append((name, false))
            }
        }
        for (name, knownFolder) in entries {
            let entry = relative.isEmpty ? name : "\(relative)/\(name)"
            let isFolder: Bool
            if let knownFolder {
                isFolder = knownFolder
            } else {
                var info = stat()
                guard lstat("\(folder)/\(entry)", &info) == 0 else { continue }
                isFolder = info.st_mode & S_IFMT == S_IFDIR
            }
            if isFolder {
                collect(folder: folder, relative: entry, extensions: extensions, into: &found, unlisted: &unlisted)
            } else if extensions.contains(where: { name.hasSuffix($0) }) {
                found.append(entry)
            }
        }
    }
}
