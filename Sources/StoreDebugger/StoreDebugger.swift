@_exported import ScenarioLanguage
@_exported import StoreCore
import Foundation

/// The storedbg debugger as a library: an app team's own debugger executable is one call,
/// with its purchase code registered by name.
///
/// ```swift
/// import StoreDebugger
///
/// var clients = ClientRegistry()
/// clients.register("myapp", summary: "MyApp's StoreController") { MyAppClient() }
/// StoreDebugger.main(clients: clients)
/// ```
///
/// The executable then has everything `storedbg` has — the screen, `run`, `check` — and its
/// scenarios and `:` prompt accept `client myapp`.
public enum StoreDebugger {
    /// The version `--version` reports.
    public static let version = "0.2.0"

    /// Runs the command line `arguments` (without the program name) and exits with its status.
    public static func main(clients: ClientRegistry = ClientRegistry(),
                            arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        exit(run(arguments, clients: clients))
    }

    /// Runs the command line `arguments` (without the program name); returns the exit status:
    /// 0 all good, 1 an expectation failed, 2 bad usage or bad input.
    public static func run(_ arguments: [String], clients: ClientRegistry = ClientRegistry()) -> Int32 {
        if let problem = clients.problems.first {
            FileHandle.standardError.write(Data("storedbg: error: \(problem)\n".utf8))
            return 2
        }
        do {
            switch try Invocation.parse(arguments) {
            case .help:
                print(Invocation.usage(clients: clients))
                return 0
            case .version:
                print("storedbg \(version)")
                return 0
            case .run(let options):
                return Headless.run(options, clients: clients)
            case .check(let paths):
                return Headless.check(paths: paths, clients: clients)
            case .explore(let arguments):
                return Explore.run(arguments, clients: clients)
            case .interactive(let scenario, let storekit, let mono, let resume):
                return Interactive.run(scenario: scenario, storekit: storekit, mono: mono, resume: resume, clients: clients)
            }
        } catch {
            FileHandle.standardError.write(Data("storedbg: error: \(error.message)\n".utf8))
            return 2
        }
    }
}
