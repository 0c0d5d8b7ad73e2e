import StoreCore

/// What the command line asks for.
enum Invocation: Equatable {
    case interactive(scenario: String?, storekit: String?, mono: Bool, resume: Bool)
    case run(paths: [String], json: Bool, junit: String?, trace: Bool, timeline: String?)
    case check(paths: [String])
    case explore(arguments: [String])
    case help
    case version

    struct UsageError: Error {
        let message: String
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        if arguments.contains("--help") || arguments.contains("-h") { return .help }
        if arguments.contains("--version") { return .version }
        switch arguments.first {
        case "run":
            var paths: [String] = []
            var json = false, trace = false
            var junit: String? = nil
            var timeline: String? = nil
            var rest = arguments.dropFirst()
            while let argument = rest.popFirst() {
                switch argument {
                case "--json": json = true
                case "--trace": trace = true
                case "--junit":
                    guard let file = rest.popFirst(), !file.hasPrefix("--") else { throw UsageError(message: "--junit expects a FILE to write the report to") }
                    junit = file
                case "--timeline":
                    guard let folder = rest.popFirst(), !folder.hasPrefix("--") else { throw UsageError(message: "--timeline expects a DIR to write one SVG per scenario to") }
                    timeline = folder
                default:
                    if argument.hasPrefix("-") { throw unknownOption(argument, for: "run") }
                    paths.append(argument)
                }
            }
            return .run(paths: paths, json: json, junit: junit, trace: trace, timeline: timeline)
        case "explore":
            return .explore(arguments: Array(arguments.dropFirst()))
        case "check":
            let paths = Array(arguments.dropFirst())
            if let option = paths.first(where: { $0.hasPrefix("-") }) { throw unknownOption(option, for: "check") }
            guard !paths.isEmpty else { throw UsageError(message: "check expects at least one scenario or .storekit PATH") }
            return .check(paths: paths)
        default:
            var scenario: String? = nil
            var storekit: String? = nil
            var mono = false, resume = false
            var rest = arguments[...]
            while let argument = rest.popFirst() {
                switch argument {
                case "--mono": mono = true
                case "--resume": resume = true
                case "--storekit":
                    guard let file = rest.popFirst(), !file.hasPrefix("--") else { throw UsageError(message: "--storekit expects a .storekit FILE") }
                    storekit = file
                default:
                    if argument.hasPrefix("-") { throw unknownOption(argument, for: nil) }
                    guard scenario == nil else {
                        throw UsageError(message: "unexpected '\(argument)': the interactive debugger opens one SCENARIO (did you mean 'storedbg run'?)")
                    }
                    scenario = argument
                }
            }
            if resume, scenario != nil || storekit != nil {
                throw UsageError(message: "--resume takes up the last session with its own scenario and catalogue; leave out SCENARIO and --storekit")
            }
            return .interactive(scenario: scenario, storekit: storekit, mono: mono, resume: resume)
        }
    }

    private static func unknownOption(_ option: String, for command: String?) -> UsageError {
        let known: [String]
        switch command {
        case "run": known = ["--json", "--junit", "--trace", "--timeline"]
        case "check": known = []
        default: known = ["--storekit", "--mono", "--resume", "--help", "--version"]
        }
        var message = "unknown option '\(option)'"
        if let near = EditDistance.closest(to: option, among: known) {
            message += "; did you mean '\(near)'?"
        }
        return UsageError(message: message + " (see storedbg --help)")
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
      storedbg run [PATH ...] [--json] [--junit FILE] [--trace]
                                                      headless: run scenario files or folders (default: Scenarios/)
      storedbg run [PATH ...] --timeline DIR           also write each scenario's timeline to DIR as an SVG
      storedbg check PATH ...                          validate scenario and .storekit files
      storedbg explore [SETUP] [--client NAME] [--seed N] [--sessions N] [--steps N] [--time DURATION] [--out DIR]
                                                      random sessions of valid commands; each violation shrunk to a
                                                      minimal scenario in DIR (default explore-findings/); exit 1 if any
      storedbg --help | --version

    Exit status: 0 all good, 1 an expectation failed, 2 bad usage or bad input.
    Interactive keys: ? help, : command prompt, b buy, a approve, d decline, r refund, e expire,
    + advance a day, n next scenario step (N skips it), u undo, w write the session as a scenario,
    Enter a transaction's detail, D every device, m every message, q quit.
    The : prompt takes any scenario command, plus 'clock live RATE' (the clock moves RATE, e.g. 1d,
    every second; each tick is recorded as 'advance RATE') and 'clock pause'.
    Every command applied on the screen is journalled as it is applied, as a replayable scenario, in
    $XDG_STATE_HOME/storedbg/ (else ~/.local/state/storedbg/); the last \(JournalFolder.kept) journals are kept. A
    session that ended without quitting (killed, hung up, crashed) is offered back at the next start.
    Scenario language: see Scenarios/README.md.
    """
}
