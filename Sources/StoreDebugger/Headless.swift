import Foundation
import ScenarioLanguage
import StoreCore

/// `storedbg run` and `storedbg check`.
enum Headless {
    static func run(_ options: RunOptions, clients: ClientRegistry, debugger: DebuggerIdentity) -> Int32 {
        let paths = options.paths
        let (found, missing) = ScenarioRunner.discover(paths.isEmpty ? ["Scenarios"] : paths)
        var problems = missing.map(\.description)
        problems += found.filter { $0.hasSuffix(".storekit") }
            .map { ScenarioDiagnostic(path: $0, line: 1, column: 1,
                                      message: "expected a .scenario file; check a .storekit file with '\(debugger.command) check \($0)'").description }
        if found.isEmpty, missing.isEmpty {
            problems.append(ScenarioDiagnostic(path: paths.first ?? "Scenarios", line: 1, column: 1, message: "no .scenario files found").description)
        }
        for problem in problems { FileHandle.standardError.write(Data("\(problem)\n".utf8)) }
        if !problems.isEmpty { return 2 }
        let files = options.shard?.select(found) ?? found
        let jobs = options.jobs ?? ProcessInfo.processInfo.activeProcessorCount
        // Steps are kept only for a trace, the one output that shows them.
        let report = AppOutput.setAside()
        let results = ScenarioRunner.run(paths: files, jobs: jobs, clients: clients, keepingSteps: options.trace)
        let output = options.json ? JSONReport.render(results, trace: options.trace, shard: options.shard)
            : HumanReport.render(results, trace: options.trace)
        // `Data(output.utf8)` asked the runtime whether the view's bytes are contiguous (about
        // 240,000 instructions); the string's own UTF-8 buffer is copied at once instead.
        var text = output
        // The throwing write: with standard output closed (`>&-`) the plain one traps.
        text.withUTF8 { try? report.write(contentsOf: Data(buffer: $0)) }
        if let junit = options.junit, let problem = write(JUnitReport.render(results), to: junit) {
            FileHandle.standardError.write(Data("\(PrintableText.path(junit)):1:1: error: cannot write the JUnit report: \(problem)\n".utf8))
            return 2
        }
        if let timeline = options.timeline, !TimelineFiles.write(files, to: timeline, clients: clients) { return 2 }
        if results.contains(where: { $0.status == .error }) { return 2 }
        return results.allSatisfy { $0.status == .passed } ? 0 : 1
    }

    /// Writes a report to `path`; why not, in words, when it cannot.
    private static func write(_ report: String, to path: String) -> String? {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return "it is a folder; give a FILE to write it to, such as \(PrintableText.path((path as NSString).appendingPathComponent("report.xml")))"
        }
        do {
            try Data(report.utf8).write(to: URL(fileURLWithPath: path))
            return nil
        } catch let error as CocoaError {
            switch error.code {
            case .fileNoSuchFile: return "its folder does not exist"
            case .fileWriteNoPermission: return "permission denied"
            case .fileWriteOutOfSpace: return "the disk is full"
            default: return error.underlying.map(\.localizedDescription) ?? error.localizedDescription
            }
        } catch {
            return error.localizedDescription
        }
    }

    static func check(paths: [String], clients: ClientRegistry) -> Int32 {
        let report = Checker.check(paths, clients: clients)
        for line in report.lines { print(line) }
        print("\(report.files) file\(report.files == 1 ? "" : "s") checked: \(report.errors) error\(report.errors == 1 ? "" : "s"), \(report.warnings) warning\(report.warnings == 1 ? "" : "s")")
        return report.errors == 0 ? 0 : 2
    }
}
