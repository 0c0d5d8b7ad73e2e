import Foundation
import ScenarioLanguage
import ScreenModel
import StoreCore
import TerminalRuntime

/// The interactive debugger: reads the scenario or the built-in demo and any `--storekit`
/// catalogue (a bad file is one `path:line:column: error:` line and status 2), refuses when
/// not on a terminal, then runs the screen until the user quits.
enum Interactive {
    static func run(scenario path: String?, storekit: String?, mono: Bool, clients: ClientRegistry) -> Int32 {
        let session: DebuggerSession
        switch makeSession(scenario: path, storekit: storekit, clients: clients) {
        case .success(let made):
            session = made
        case .failure(let diagnostic):
            FileHandle.standardError.write(Data("\(diagnostic)\n".utf8))
            return 2
        }
        InteractiveTerminal.requireOrExit()
        let colorMode = ColorMode.resolve(monoFlag: mono, environment: ProcessInfo.processInfo.environment)
        let terminal = TerminalSession(colorMode: colorMode, tickInterval: .seconds(1))
        do {
            _ = try terminal.run(initial: session) { session, size in
                DebuggerScreen.render(session, size: size)
            } handle: { session, event, size in
                session.resize(to: size)
                switch event {
                case .key(let key):
                    return session.handle(key)
                case .tick:
                    session.tick()
                    return .continue
                }
            }
        } catch {
            FileHandle.standardError.write(Data("storedbg: error: \(error)\n".utf8))
            return 2
        }
        return 0
    }

    /// The session to start with: `--storekit` applied first, then the built-in demo when no
    /// scenario is given, or the scenario opened at its first step.
    private static func makeSession(scenario path: String?, storekit: String?, clients: ClientRegistry) -> Result<DebuggerSession, ScenarioDiagnostic> {
        var setup: [AppliedCommand] = []
        if let storekit {
            switch StoreKitBridge.load(storekit) {
            case .success(let configuration):
                let command = Command.storekit(path: storekit, configuration: configuration)
                setup.append(AppliedCommand(command: command, text: CommandFormatter.format(command), origin: .setup))
            case .failure(.unreadable(let reason)):
                return .failure(ScenarioDiagnostic(path: storekit, line: 1, column: 1, message: "cannot read '\(storekit)': \(reason)"))
            case .failure(.invalid(let diagnostics)):
                return .failure(diagnostics.first ?? ScenarioDiagnostic(path: storekit, line: 1, column: 1,
                                                                         message: "expected a valid .storekit file"))
            }
        }
        let writer = ScenarioFileWriter(directory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        guard let path else {
            return DebuggerSession.builtInDemo(after: setup, writer: writer, clients: clients)
                .mapError { firstProblem(of: $0, path: BuiltInDemo.name) }
        }
        switch ScenarioRunner.load(path: path, clients: clients) {
        case .success(let scenario):
            return .success(DebuggerSession(title: path, setup: setup, scenario: scenario, writer: writer, clients: clients))
        case .failure(let diagnostics):
            return .failure(firstProblem(of: diagnostics, path: path))
        }
    }

    /// The one line an input error is reported as: the file's first problem.
    private static func firstProblem(of diagnostics: ScenarioDiagnostics, path: String) -> ScenarioDiagnostic {
        diagnostics.diagnostics.first
            ?? ScenarioDiagnostic(path: path, line: 1, column: 1, message: "expected a scenario file")
    }
}
