@_exported import ScenarioLanguage
@_exported import PurchasePort
import StoreCore
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
/// The executable then has everything `storedbg` has — the screen, `run`, `check`, `explore` —
/// and its scenarios and `:` prompt accept `client myapp`. It calls itself by its own name
/// (the executable's, or `name`) in its help, messages and the sessions it writes, and keeps
/// its journals apart from every other debugger's.
public enum StoreDebugger {
    /// The version `--version` reports.
    public static let version = "0.2.0"

    /// Runs the command line `arguments` (without the program name) and exits with its status.
    /// `name` is what the debugger calls itself (one word; the executable's own name unless
    /// given), `summary` the line that opens its `--help`.
    public static func main(clients: ClientRegistry = ClientRegistry(), name: String? = nil, summary: String? = nil,
                            arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        exit(run(arguments, clients: clients, name: name, summary: summary))
    }

    /// Runs the command line `arguments` (without the program name); returns the exit status:
    /// 0 all good, 1 an expectation failed, 2 bad usage or bad input.
    public static func run(_ arguments: [String], clients: ClientRegistry = ClientRegistry(),
                           name: String? = nil, summary: String? = nil) -> Int32 {
        run(arguments, clients: clients, debugger: .custom(name: name, summary: summary))
    }

    /// storedbg's own executable: the reference client and its faults, and the package's docs,
    /// scenarios and install script named in its help.
    package static func mainAsStoredbg() -> Never {
        exit(run(Array(CommandLine.arguments.dropFirst()), clients: ClientRegistry(), debugger: .storedbg))
    }

    static func run(_ arguments: [String], clients: ClientRegistry, debugger: DebuggerIdentity) -> Int32 {
        if let problem = debugger.problem ?? clients.problems.first {
            FileHandle.standardError.write(Data((debugger.error(problem) + "\n").utf8))
            return 2
        }
        do throws(Invocation.UsageError) {
            switch try Invocation.parse(arguments, debugger: debugger) {
            case .help:
                print(Invocation.usage(debugger: debugger, clients: clients))
                return 0
            case .version:
                print(debugger.version(version))
                return 0
            case .run(let options):
                return Headless.run(options, clients: clients, debugger: debugger)
            case .check(let paths):
                return Headless.check(paths: paths, clients: clients)
            case .explore(let arguments):
                return Explore.run(arguments, clients: clients, debugger: debugger)
            case .interactive(let scenario, let storekit, let client, let mono, let resume):
                return Interactive.run(scenario: scenario, storekit: storekit, client: client, mono: mono, resume: resume,
                                       clients: clients, debugger: debugger)
            }
        } catch {
            FileHandle.standardError.write(Data((debugger.error(error.message) + "\n").utf8))
            return 2
        }
    }
}
