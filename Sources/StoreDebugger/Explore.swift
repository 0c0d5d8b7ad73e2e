import Foundation
import ScenarioLanguage
import StoreCore

/// `storedbg explore`: seeded random sessions of a client, each violation shrunk to a minimal
/// scenario file in the output folder next to `summary.txt`. Exit 1 when anything is found.
enum Explore {
    struct Options {
        var setup: String?
        /// `--client`; without it, the setup's own `client` line or the reference client.
        var client: String?
        var limits = Explorer.Limits()
        /// Wall-clock limit; the run ends at whichever of it and `--sessions` comes first.
        var seconds: Int64?
        var output = "explore-findings"
    }

    static func parse(_ arguments: [String], debugger: DebuggerIdentity) throws(Invocation.UsageError) -> Options {
        var options = Options()
        var rest = arguments[...]
        func value(_ option: String, _ what: String) throws(Invocation.UsageError) -> String {
            guard let text = rest.popFirst(), !text.hasPrefix("--") else {
                throw Invocation.UsageError(message: "\(option) expects \(what)")
            }
            return text
        }
        func count(_ option: String) throws(Invocation.UsageError) -> Int {
            let text = try value(option, "a number of at least 1")
            guard let number = Int(text), number >= 1 else {
                throw Invocation.UsageError(message: "\(option) expects a number of at least 1, found '\(PrintableText.escaped(text))'")
            }
            return number
        }
        while let argument = rest.popFirst() {
            switch argument {
            case "--client": options.client = try value("--client", "a client NAME (reference, or a fault such as cached-bool)")
            case "--seed":
                let text = try value("--seed", "a number")
                guard let seed = UInt64(text) else {
                    throw Invocation.UsageError(message: "--seed expects a number from 0 to \(UInt64.max), found '\(PrintableText.escaped(text))'")
                }
                options.limits.seed = seed
            case "--sessions": options.limits.sessions = try count("--sessions")
            case "--steps": options.limits.steps = try count("--steps")
            case "--time":
                let text = try value("--time", "a DURATION such as 30s or 5m")
                let parsed = CommandParser.parse(line: "advance \(text)", context: ParseContext(path: "--time", loadStoreKit: { _ in .failure(.unreadable(reason: "")) }))
                guard case .success(.advance(let span)?) = parsed else {
                    throw Invocation.UsageError(message: "--time expects a DURATION such as 30s, 5m or 1h, found '\(PrintableText.escaped(text))'")
                }
                options.seconds = span.seconds
            case "--out": options.output = try value("--out", "a folder to write the findings to")
            default:
                if argument.hasPrefix("-") {
                    let known = ["--client", "--seed", "--sessions", "--steps", "--time", "--out"]
                    let hint = EditDistance.closest(to: argument, among: known).map { "; did you mean '\($0)'?" } ?? ""
                    throw Invocation.UsageError(message: "unknown option '\(PrintableText.escaped(argument))'\(hint) \(debugger.helpHint)")
                }
                guard options.setup == nil else {
                    throw Invocation.UsageError(message: "unexpected '\(PrintableText.escaped(argument))': explore takes one SETUP file (.scenario or .storekit)")
                }
                options.setup = argument
            }
        }
        return options
    }

    static func run(_ arguments: [String], clients: ClientRegistry, debugger: DebuggerIdentity) -> Int32 {
        let options: Options
        do throws(Invocation.UsageError) {
            options = try parse(arguments, debugger: debugger)
        } catch {
            return fail(debugger.error(error.message))
        }
        var setups: [[Command]]
        if let path = options.setup {
            if let missing = InputPath.missing(path) { return fail(missing.description) }
            switch ExplorationSetup.load(path: path, clients: clients) {
            case .success(let commands): setups = [commands]
            case .failure(let diagnostic): return fail(diagnostic.description)
            }
        } else {
            setups = ExplorationSetup.builtIn()
        }
        if let name = options.client {
            switch ExplorationSetup.client(named: name, clients: clients) {
            case .success(let command): setups = setups.map { ExplorationSetup.choosing(command, in: $0) }
            case .failure(let diagnostic): return fail(debugger.error("--client: \(diagnostic.message)"))
            }
        }
        let client = ExplorationSetup.clientName(in: setups.first ?? [])
        let explorer: Explorer
        do {
            explorer = try Explorer(setups: setups, clients: clients)
        } catch {
            return fail("\(options.setup.map(PrintableText.path) ?? "built-in"):1:1: error: the setup is refused: \(PrintableText.escaped(error.message))")
        }
        let progress = ProgressLine(total: options.limits.sessions)
        let deadline = options.seconds.map { DispatchTime.now().uptimeNanoseconds + UInt64($0) * 1_000_000_000 }
        let output = AppOutput.setAside()
        let report = explorer.explore(options.limits) { state in
            progress.show(state)
            return deadline.map { DispatchTime.now().uptimeNanoseconds < $0 } ?? true
        }
        progress.clear()
        do {
            try write(report, client: client, debugger: debugger.name, to: options.output)
        } catch {
            return fail("\(PrintableText.path(options.output)):1:1: error: cannot write the findings: \(error.localizedDescription)")
        }
        var summary = report.summary(client: client, debugger: debugger.name)
        if !report.findings.isEmpty { summary += "written to \(PrintableText.escaped(options.output))/\n" }
        try? output.write(contentsOf: Data(summary.utf8))
        return report.findings.isEmpty ? 0 : 1
    }

    /// The summary and one scenario file per finding, each written to a temporary file and moved
    /// into place, so that whatever stood at the name (even a FIFO) is replaced, never opened.
    private static func write(_ report: ExplorationReport, client: String, debugger: String, to folder: String) throws {
        let url = URL(fileURLWithPath: folder, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (index, finding) in report.findings.enumerated() {
            try Data(finding.scenarioText(seed: report.seed, debugger: debugger).utf8)
                .write(to: url.appendingPathComponent(finding.fileName(number: index + 1)), options: .atomic)
        }
        try Data(report.summary(client: client, debugger: debugger).utf8).write(to: url.appendingPathComponent("summary.txt"), options: .atomic)
    }

    private static func fail(_ line: String) -> Int32 {
        FileHandle.standardError.write(Data("\(line)\n".utf8))
        return 2
    }
}
