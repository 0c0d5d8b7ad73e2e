import ScenarioLanguage
import ScreenModel
import StoreCore

/// What the command line asks for.
enum Invocation: Equatable {
    case interactive(scenario: String?, storekit: String?, mono: Bool, resume: Bool)
    case run(RunOptions)
    case check(paths: [String])
    case explore(arguments: [String])
    case help
    case version

    struct UsageError: Error {
        let message: String
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        let options = arguments.prefix { $0 != "--" }
        if options.contains("--help") || options.contains("-h") { return .help }
        if options.contains("--version") { return .version }
        var reader = ArgumentReader(arguments, shortOptionsWithValues: ["-j"])
        switch arguments.first {
        case "run":
            _ = try reader.next()
            return .run(try parseRun(&reader))
        case "explore":
            return .explore(arguments: Array(arguments.dropFirst()))
        case "check":
            _ = try reader.next()
            var paths: [String] = []
            while let argument = try reader.next() {
                switch argument {
                case .option(let name, _): throw unknownOption(name, for: "check")
                case .operand(let path): paths.append(path)
                }
            }
            guard !paths.isEmpty else { throw UsageError(message: "check expects at least one scenario or .storekit PATH") }
            return .check(paths: paths)
        default:
            var scenario: String? = nil
            var storekit: String? = nil
            var mono = false, resume = false
            while let argument = try reader.next() {
                switch argument {
                case .option("--mono", _): mono = true
                case .option("--resume", _): resume = true
                case .option("--storekit", _): storekit = try reader.value(expected: "a .storekit FILE")
                case .option(let name, _): throw unknownOption(name, for: nil)
                case .operand(let path):
                    guard scenario == nil else {
                        throw UsageError(message: "unexpected '\(path)': the interactive debugger opens one SCENARIO (did you mean '\(CommandName.current) run'?)")
                    }
                    scenario = path
                }
            }
            if resume, scenario != nil || storekit != nil {
                throw UsageError(message: "--resume takes up the last session with its own scenario and catalogue; leave out SCENARIO and --storekit")
            }
            return .interactive(scenario: scenario, storekit: storekit, mono: mono, resume: resume)
        }
    }

    private static func parseRun(_ reader: inout ArgumentReader) throws(UsageError) -> RunOptions {
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
            case .option(let name, _): throw unknownOption(name, for: "run")
            case .operand(let path): options.paths.append(path)
            }
        }
        return options
    }

    private static func unknownOption(_ option: String, for command: String?) -> UsageError {
        let known: [String]
        switch command {
        case "run": known = ["--json", "--junit", "--trace", "--jobs", "--shard", "--timeline"]
        case "check": known = []
        default: known = ["--storekit", "--mono", "--resume", "--help", "--version"]
        }
        var message = "unknown option '\(option)'"
        if let near = EditDistance.closest(to: option, among: known) {
            message += "; did you mean '\(near)'?"
        }
        return UsageError(message: message + " (see \(CommandName.current) --help)")
    }

    /// The usage text, naming the registered clients when there are any.
    static func usage(clients: ClientRegistry) -> String {
        guard !clients.entries.isEmpty else { return usage }
        let lines = clients.entries.map { "  client \($0.name)\($0.summary.isEmpty ? "" : " — \($0.summary)")" }
        return usage + "\nRegistered clients (choose one with 'client NAME' in a scenario or at the : prompt):\n" + lines.joined(separator: "\n")
    }

    static let usage = """
    storedbg — an interactive terminal debugger for StoreKit 2 purchase code, over a simulated App Store.

    Usage:
      storedbg [SCENARIO] [--storekit FILE] [--mono]   interactive; no argument = built-in demo
      storedbg --resume [--mono]                       take up the last session that ended without quitting
      storedbg run [PATH ...] [--json] [--junit FILE] [--trace] [-j N] [--shard K/N] [--timeline DIR]
                                                      headless: run scenario files or folders (default: Scenarios/)
      storedbg check PATH ...                          validate scenario and .storekit files
      storedbg explore [SETUP] [--client NAME] [--seed N] [--sessions N] [--steps N] [--time DURATION] [--out DIR]
                                                      random sessions of valid commands; each violation shrunk to a
                                                      minimal scenario in DIR (default explore-findings/); exit 1 if any
      storedbg --help | --version

    Run options:
      --json          JSON lines on stdout instead of text (format: Docs/json-report.md)
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
    \(KeyMap.standard.keyListLines().map { "  " + $0 }.joined(separator: "\n"))
    The : prompt takes any scenario command, plus 'clock live RATE' (the clock moves RATE, e.g. 1d,
    every second; each tick is recorded as 'advance RATE') and 'clock pause'.
    Every command applied on the screen is journalled as it is applied, as a replayable scenario, in
    $XDG_STATE_HOME/storedbg/ (else ~/.local/state/storedbg/); the last \(JournalFolder.kept) journals are kept. A
    session that ended without quitting (killed, hung up, crashed) is offered back at the next start.
    Scenario language: see Scenarios/README.md.
    Scripts/install.sh [--prefix DIR] puts storedbg on PATH (--uninstall removes it); without
    it, type 'swift run storedbg' for 'storedbg' in the package folder.
    """
}
