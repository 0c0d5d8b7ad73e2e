import DebuggerUI
import Foundation
import ScenarioLanguage
import StoreCore
import TerminalUI

/// What the command line asks for.
enum Invocation: Equatable {
    case interactive(scenario: String?, storekit: String?, client: String?, mono: Bool, resume: Bool)
    case run(RunOptions)
    case check(paths: [String])
    case explore(arguments: [String])
    case help
    case version

    struct UsageError: Error {
        let message: String
    }

    /// The command line `arguments`; `debugger` names the program in the hints of its errors.
    static func parse(_ arguments: [String], debugger: DebuggerIdentity) throws(UsageError) -> Invocation {
        let options = arguments.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") { return .help }
        if options.contains("--version") { return .version }
        var reader = ArgumentReader(arguments, shortOptionsWithValues: ["-j"])
        switch arguments.first {
        case "run":
            _ = try reader.next()
            return .run(try parseRun(&reader, debugger: debugger))
        case "explore":
            return .explore(arguments: Array(arguments.dropFirst()))
        case "check":
            _ = try reader.next()
            var paths: [String] = []
            while let argument = try reader.next() {
                switch argument {
                case .option(let name, _): throw unknownOption(name, for: "check", debugger: debugger)
                case .operand(let path): paths.append(path)
                }
            }
            guard !paths.isEmpty else { throw UsageError(message: "check expects at least one scenario or .storekit PATH") }
            return .check(paths: paths)
        default:
            var scenario: String? = nil
            var storekit: String? = nil
            var client: String? = nil
            var mono = false, resume = false
            func setStoreKit(_ path: String) throws(UsageError) {
                guard storekit == nil else {
                    throw UsageError(message: "unexpected '\(path)': the interactive debugger opens one .storekit FILE")
                }
                storekit = path
            }
            while let argument = try reader.next() {
                switch argument {
                case .option("--mono", _): mono = true
                case .option("--resume", _): resume = true
                case .option("--storekit", _): try setStoreKit(try reader.value(expected: "a .storekit FILE"))
                case .option("--client", _):
                    let name = try reader.value(expected: "a client NAME (reference, yours, or a fault such as cached-bool)")
                    guard client == nil else { throw UsageError(message: "unexpected '--client \(name)': the interactive debugger opens one client") }
                    client = name
                case .option(let name, _): throw unknownOption(name, for: nil, debugger: debugger)
                case .operand(let path) where path.hasSuffix(".storekit"):
                    // `storedbg MyApp.storekit` opens the catalogue, as --storekit does.
                    try setStoreKit(path)
                case .operand(let path):
                    if scenario == nil, let command = mistypedCommand(path) {
                        throw UsageError(message: "unknown command '\(path)'; did you mean '\(command)'? \(debugger.helpHint)")
                    }
                    guard scenario == nil else {
                        throw UsageError(message: "unexpected '\(path)': the interactive debugger opens one SCENARIO (did you mean '\(debugger.command) run'?)")
                    }
                    scenario = path
                }
            }
            if resume, scenario != nil || storekit != nil {
                throw UsageError(message: "--resume takes up the last session with its own scenario and catalogue; leave out SCENARIO and --storekit")
            }
            if client == "fault", let fault = scenario {
                // `--client fault cached-bool` unquoted: the fault's name came as a SCENARIO.
                throw UsageError(message: "--client takes one word; quote a fault's name: --client \"fault \(fault)\" (or --client \(fault))")
            }
            if client != nil, resume || scenario != nil {
                throw UsageError(message: resume
                    ? "--resume takes up the last session with its own client; leave out --client"
                    : "--client opens the built-in demo or a .storekit catalogue; a SCENARIO chooses its client with a 'client NAME' line")
            }
            return .interactive(scenario: scenario, storekit: storekit, client: client, mono: mono, resume: resume)
        }
    }

    private static func parseRun(_ reader: inout ArgumentReader, debugger: DebuggerIdentity) throws(UsageError) -> RunOptions {
        var options = RunOptions()
        while let argument = try reader.next() {
            switch argument {
            case .option("--json", _): options.json = true
            case .option("--trace", _): options.trace = true
            case .option("--junit", _): options.junit = try reader.value(expected: "a FILE to write the report to")
            case .option("--timeline", _): options.timeline = try reader.value(expected: "a DIR to write one SVG per scenario to")
            case .option(let name, _) where name == "-j" || name == "--jobs":
                let text = try reader.value(expected: "a number of files to run at once")
                guard text.allSatisfy({ $0.isASCII && $0.isNumber }), let jobs = Int(text), jobs >= 1 else {
                    throw UsageError(message: "\(name) expects a number of files to run at once (1 or more), found '\(text)'")
                }
                options.jobs = jobs
            case .option("--shard", _):
                let text = try reader.value(expected: "K/N, the K-th of N shares (1 ≤ K ≤ N)")
                guard let shard = Shard(text) else {
                    throw UsageError(message: "--shard expects K/N, the K-th of N shares (1 ≤ K ≤ N), found '\(text)'")
                }
                options.shard = shard
            case .option(let name, _): throw unknownOption(name, for: "run", debugger: debugger)
            case .operand(let path): options.paths.append(path)
            }
        }
        return options
    }

    /// The command `word` is a typo of (`chek`), when no file of that name exists: a word a
    /// scenario file would not be named (no extension, no folder).
    private static func mistypedCommand(_ word: String) -> String? {
        guard !word.contains("."), !word.contains("/"), !FileManager.default.fileExists(atPath: word) else { return nil }
        return EditDistance.closest(to: word, among: ["run", "check", "explore"])
    }

    private static func unknownOption(_ option: String, for command: String?, debugger: DebuggerIdentity) -> UsageError {
        let known: [String]
        switch command {
        case "run": known = ["--json", "--junit", "--trace", "--jobs", "--shard", "--timeline"]
        case "check": known = []
        default: known = ["--storekit", "--client", "--mono", "--resume", "--help", "--version"]
        }
        var message = "unknown option '\(option)'"
        if let near = EditDistance.closest(to: option, among: known) {
            message += "; did you mean '\(near)'?"
        }
        return UsageError(message: message + " " + debugger.helpHint)
    }

    /// The usage text under `debugger`'s name, naming the registered clients when there are any.
    /// It names only paths and commands that exist for it: storedbg's own docs, scenarios and
    /// install script for storedbg, the checkout it depends on for an app team's debugger.
    static func usage(debugger: DebuggerIdentity, clients: ClientRegistry) -> String {
        let name = debugger.name
        // Each synopsis with what it does beside it, in one column whatever the name's length.
        let column = name.count + 41
        func usage(_ synopsis: String, _ description: String...) -> String {
            let first = synopsis.count + 1 < column ? synopsis.padding(toLength: column, withPad: " ", startingAt: 0)
                : synopsis + "\n  " + String(repeating: " ", count: column)
            return "  " + first + description.joined(separator: "\n  " + String(repeating: " ", count: column))
        }
        let journals = "$XDG_STATE_HOME/\(JournalFolder.folderName(of: debugger))/ (else ~/.local/state/\(JournalFolder.folderName(of: debugger))/)"
        var text = """
        \(name) — \(debugger.summary)

        Usage:
        \(usage("\(name) [SCENARIO] [--storekit FILE] [--mono]", "interactive; no argument = built-in demo"))
        \(usage("\(name) [SCENARIO] FILE.storekit [--mono]", "the same: a .storekit FILE opens as --storekit does"))
        \(usage("\(name) [FILE.storekit] --client NAME [--mono]", "interactive with client NAME from the start: the",
                 "catalogue of FILE (--storekit FILE too), else the demo's"))
        \(usage("\(name) --resume [--mono]", "take up the last session that ended without quitting"))
        \(usage("\(name) run [PATH ...] [--json] [--junit FILE] [--trace] [-j N] [--shard K/N] [--timeline DIR]",
                 "headless: run scenario files or folders (default: Scenarios/)"))
        \(usage("\(name) check PATH ...", "validate scenario and .storekit files"))
        \(usage("\(name) explore [SETUP] [--client NAME] [--seed N] [--sessions N] [--steps N] [--time DURATION] [--out DIR]",
                 "random sessions of valid commands; each violation shrunk to a",
                 "minimal scenario in DIR (default explore-findings/); exit 1 if any"))
          \(name) --help | --version

        Run options:
          --json          JSON lines on stdout instead of text (format: \(debugger.isStoredbg ? "" : "storedbg's ")Docs/json-report.md)
          --junit FILE    also write a JUnit XML report to FILE
          --trace         every step with the AccessState after it and its events
          -j N, --jobs N  run N files at once (default: one per core); the output is the same
          --shard K/N     run only the K-th of N shares: with the files sorted by path, the i-th
                          (from 0) belongs to share i mod N + 1
          --timeline DIR  also write each scenario's timeline to DIR as an SVG
        An option's value may be attached: --junit=FILE, --shard=2/4, -j4. After --, every
        argument is a PATH, even one that starts with '-'.

        Exit status: 0 all good, 1 an expectation failed, 2 bad usage or bad input.
        Interactive keys (the ? help on screen lists the same):
        \(KeyAction.keyMap.keyListLines().map { "  " + $0 }.joined(separator: "\n"))
        The : prompt takes any scenario command, plus 'clock live RATE' (the clock moves RATE, e.g. 1d,
        every second; each tick is recorded as 'advance RATE') and 'clock pause'.
        Every command applied on the screen is journalled as it is applied, as a replayable scenario, in
        \(journals); the last \(JournalFolder.kept) journals are kept. A
        session that ended without quitting (killed, hung up, crashed) is offered back at the next start.

        """
        if debugger.isStoredbg {
            text += """
            Scenario language: see Scenarios/README.md; everything else: Docs/README.md.
            Scripts/install.sh [--prefix DIR] puts storedbg on PATH (--uninstall removes it); without
            it, type 'swift run storedbg' for 'storedbg' in the package folder.
            """
        } else {
            text += """
            Scenario language and docs: Scenarios/README.md and Docs/ in the storedbg checkout this
            debugger depends on. Without installing it, type 'swift run \(name)' for '\(name)'.
            """
        }
        guard !clients.entries.isEmpty else { return text }
        let lines = clients.entries.map { "  client \($0.name)\($0.summary.isEmpty ? "" : " — \($0.summary)")" }
        return text + "\nRegistered clients (choose one with 'client NAME' in a scenario or at the : prompt):\n" + lines.joined(separator: "\n")
    }
}
