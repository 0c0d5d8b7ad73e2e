import DebuggerUI
import Foundation
import ScenarioLanguage
import StoreCore
import TerminalRuntime
import TerminalUI

/// The interactive debugger: reads the scenario or the built-in demo and any `--storekit`
/// catalogue (a bad file is one `path:line:column: error:` line and status 2), refuses when
/// not on a terminal, offers back a session that ended without quitting (or, with
/// `--resume`, takes it up at once), then runs the screen until the user quits, keeping the
/// session's journal as it goes.
enum Interactive {
    /// The environment variables `names` that are set, each read as itself: what the journal
    /// folder and the colour mode read. (`ProcessInfo.environment` copies every variable into a
    /// dictionary, 1.5 M instructions before the first frame.)
    static func environment(_ names: [String]) -> [String: String] {
        var found: [String: String] = [:]
        for name in names { if let value = getenv(name) { found[name] = String(cString: value) } }
        return found
    }

    static func run(scenario path: String?, storekit: String?, client: String?, mono: Bool, resume: Bool,
                    clients: ClientRegistry, debugger: DebuggerIdentity) -> Int32 {
        var choice: Command?
        if let client {
            switch ExplorationSetup.client(named: client, clients: clients) {
            case .success(let command): choice = command
            case .failure(let diagnostic):
                FileHandle.standardError.write(Data((debugger.error("--client: \(diagnostic.message)") + "\n").utf8))
                return 2
            }
        }
        let environment = Self.environment(["XDG_STATE_HOME", "HOME", "NO_COLOR"])
        let folder = JournalFolder.standard(for: debugger, environment: environment)
        let sessions = folder?.interruptedSessions(clients: clients) ?? JournalFolder.Interrupted()
        let interrupted = sessions.resumable
        if resume, interrupted == nil {
            let place = folder?.path ?? "$XDG_STATE_HOME/\(JournalFolder.folderName(of: debugger))"
            FileHandle.standardError.write(Data((debugger.error(noSessionToResume(in: place, sessions)) + "\n").utf8))
            return 2
        }
        var fresh: DebuggerSession?
        if !resume {
            switch makeSession(scenario: path, storekit: storekit, client: choice, clients: clients) {
            case .success(let made):
                fresh = made
            case .failure(let diagnostics):
                FileHandle.standardError.write(Data(diagnostics.diagnostics.map { "\($0)\n" }.joined().utf8))
                return 2
            }
        }
        guard InteractiveTerminal.isAvailable else {
            FileHandle.standardError.write(Data(("\(debugger.name): the interactive screen needs a terminal on standard input "
                + "and output; use '\(debugger.name) run' for headless runs\n").utf8))
            return 2
        }
        let colorMode = ColorMode.resolve(monoFlag: mono, environment: environment)
        do {
            var session: DebuggerSession
            // The header is made once the first frame is shown: a new session's start, in
            // local time, needs the time zone, which Foundation reads from its file.
            let header: () -> JournalText.Header
            // A resumed journal is ended when the one taking its place starts: were the screen
            // unable to start (an unknown TERM), ending it before would lose its record.
            var endResumed: (() -> Void)?
            if let interrupted, try resume || offer(interrupted.contents, colorMode: colorMode) == .resume {
                session = resumedSession(from: interrupted.contents, clients: clients)
                let old = interrupted.contents.header
                header = { JournalText.Header(title: old.title, started: old.started, scenarioPath: old.scenarioPath, debugger: debugger.name) }
                endResumed = { SessionJournal.end(interrupted.url, with: JournalText.resumedMarker) }
            } else if let fresh {
                if let interrupted { SessionJournal.end(interrupted.url, with: JournalText.setAsideMarker) }
                session = fresh
                let started = Date()
                header = { JournalText.Header(title: fresh.title, started: displayStamp(started),
                                              scenarioPath: path.map { URL(fileURLWithPath: $0).standardizedFileURL.path },
                                              debugger: debugger.name) }
            } else {
                return 2 // not reached: with --resume there is always an interrupted session here
            }
            session.programName = debugger.command
            session.debuggerName = debugger.name
            var journal: SessionJournal?
            try run(&session, colorMode: colorMode, printsTo: appOutput(in: folder), journal: &journal) { session in
                endResumed?()
                return startJournal(in: folder, header: header(), session: &session)
            }
            journal?.finish()
            if let farewell = session.farewell { FileHandle.standardOutput.write(Data((farewell + "\n").utf8)) }
        } catch TerminalError.hungUp {
            // Under `nohup` the closed terminal ends the screen instead of SIGHUP: the journal
            // stays open for `--resume`, nothing is written to the terminal that is gone, and
            // the status is the one SIGHUP would have given.
            return 128 + SIGHUP
        } catch {
            FileHandle.standardError.write(Data((debugger.error("\(error)") + "\n").utf8))
            return 2
        }
        return 0
    }

    /// The file what the app's code prints goes to while the screen is up (`app-output.txt` in
    /// the journal folder, made if missing), so that a `print` is not drawn over the screen;
    /// nil, the terminal, without a folder.
    private static func appOutput(in folder: JournalFolder?) -> String? {
        guard let folder else { return nil }
        if access(folder.path, W_OK) != 0 {
            try? FileManager.default.createDirectory(atPath: folder.path, withIntermediateDirectories: true)
        }
        return folder.path + "/app-output.txt"
    }

    /// The screen until the user quits, journalling every change to the record as it happens.
    /// The journal is started by `startJournal` as soon as the first frame is on screen, before
    /// any key is read, so nothing recorded is missed; the folder's old journals are pruned then.
    private static func run(_ session: inout DebuggerSession, colorMode: ColorMode, printsTo: String?, journal: inout SessionJournal?,
                            startJournal: (inout DebuggerSession) -> SessionJournal?) throws {
        let terminal = TerminalSession(colorMode: colorMode, minimumSize: .minimumScreen, tickInterval: .seconds(1), printsTo: printsTo)
        let effects = SessionEffectRunner()
        // The layout of the frame on screen, made once per frame: keys page by what it shows.
        var shown: DebuggerLayout?
        session = try terminal.run(initial: session) { session, size in
            shown = DebuggerScreen.layout(of: session, size: size)
            return shown.map { DebuggerScreen.render(session, in: $0) } ?? Frame(grid: TooSmallNotice.render(size: size, minimum: .minimumScreen))
        } handle: { session, event, size in
            // Resized since the last frame: keys act at the new size (none while it is too small).
            if shown?.size != size { shown = DebuggerScreen.layout(of: session, size: size) }
            let flow: Flow
            switch event {
            case .key(let key):
                flow = effects.handle(key, in: &session, on: shown)
            case .tick:
                flow = session.tick()
            }
            let changes = session.takeRecordChanges()
            if let journal, !changes.isEmpty {
                journal.record(changes)
                noteIfStopped(journal, in: &session)
            }
            return flow
        } firstFrameShown: { session in
            journal = startJournal(&session)
            noteIfStopped(journal, in: &session)
            // A journal that cannot be started says so in the status line: drawn at once.
            guard let journal, journal.failure == nil else { return .continue }
            return .unchanged
        }
    }

    /// Tells the session, once, that its journal stopped being written.
    private static func noteIfStopped(_ journal: SessionJournal?, in session: inout DebuggerSession) {
        guard let journal, let failure = journal.failure, session.journalStopped == nil else { return }
        session.journalStopped(because: failure, path: journal.url.path)
    }

    /// Asks whether to take up the interrupted session; the answer, or `.startNew`.
    private static func offer(_ contents: JournalText.Contents, colorMode: ColorMode) throws -> ResumeOffer.Choice {
        let commands = contents.records.filter { $0.origin != .setup }.count
        let offer = ResumeOffer(started: contents.header.started, commandCount: commands)
        let answered = try TerminalSession(colorMode: colorMode, minimumSize: .minimumScreen).run(initial: offer) { offer, size in
            ResumeOffer.render(offer, size: size)
        } handle: { offer, event, size in
            // Not answered blind while the terminal is too small to show the question.
            guard case .key(let key) = event, size.contains(.minimumScreen) else { return .continue }
            return offer.handle(key)
        }
        return answered.choice ?? .startNew
    }

    /// The session a journal kept: its setup, its scenario reopened (if it still reads), then
    /// every later command replayed; a last line cut short is dropped, and the status says so.
    private static func resumedSession(from contents: JournalText.Contents, clients: ClientRegistry) -> DebuggerSession {
        let scenario = contents.header.scenarioPath.flatMap { try? ScenarioRunner.load(path: $0, clients: clients).get() }
        let scenarioFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var session = DebuggerSession(title: contents.header.title, setup: contents.records.filter { $0.origin == .setup },
                                      scenario: scenario, scenarioFolder: scenarioFolder, clients: clients)
        session.resume(replaying: contents.records.filter { $0.origin != .setup }, started: contents.header.started,
                       droppedLine: contents.droppedLine)
        return session
    }

    /// Why `--resume` has nothing to take up: there is no journal in `place`, or every one
    /// ended with a quit, or those that did not cannot be taken up, each named with why.
    private static func noSessionToResume(in place: String, _ sessions: JournalFolder.Interrupted) -> String {
        guard sessions.journalCount > 0 else { return "no session to resume: there is no journal in \(place)" }
        guard !sessions.unreadable.isEmpty else { return "no session to resume: every journal in \(place) ended with a quit" }
        let named = sessions.unreadable.map { "\($0.url.lastPathComponent) cannot be taken up: \(PrintableText.escaped($0.reason))" }
        return "no session to resume in \(place): " + named.joined(separator: "; ")
    }

    /// A new journal holding the session's record so far; nil, and a note in the status line,
    /// when it cannot be created. The folder's old journals are pruned after it.
    private static func startJournal(in folder: JournalFolder?, header: JournalText.Header,
                                     session: inout DebuggerSession) -> SessionJournal? {
        _ = session.takeRecordChanges()
        defer { folder?.prune() }
        guard let folder else {
            session.show(StatusMessage("No session journal: neither XDG_STATE_HOME nor HOME is set.", kind: .error))
            return nil
        }
        do {
            return try SessionJournal(in: folder, header: header, records: session.applied, now: Date())
        } catch {
            session.show(StatusMessage("No session journal: cannot write in \(folder.path): \(error.localizedDescription)", kind: .error))
            return nil
        }
    }

    /// When a session started, as the resume offer shows it: local time to the minute (without
    /// ICU's date formatter, whose set-up delayed the first frame).
    private static func displayStamp(_ date: Date) -> String {
        InstantFormat.medium(date, in: .current)
    }

    /// The session to start with: `--storekit` alone opens its catalogue with the app launched
    /// and nothing else (the title names the file); with neither, the built-in demo; with a
    /// scenario, `--storekit` applied first and the scenario opened at its first step. `client`
    /// (`--client`, never with a scenario) is chosen just before the first launch. When it
    /// cannot start: a scenario's first problem, or every error `check` finds in a `.storekit`
    /// file, one line each, the same lines.
    private static func makeSession(scenario path: String?, storekit: String?, client: Command?,
                                    clients: ClientRegistry) -> Result<DebuggerSession, ScenarioDiagnostics> {
        var setup: [AppliedCommand] = []
        if let storekit {
            if let missing = InputPath.missing(storekit) { return .failure(ScenarioDiagnostics([missing])) }
            switch StoreKitBridge.load(storekit) {
            case .success(let configuration):
                let command = Command.storekit(path: storekit, configuration: configuration)
                setup.append(AppliedCommand(command: command, text: CommandFormatter.format(command), origin: .setup))
            case .failure(.unreadable(let reason)):
                return .failure(ScenarioDiagnostics([ScenarioDiagnostic(path: storekit, line: 1, column: 1, message: "cannot read '\(storekit)': \(reason)")]))
            case .failure(.invalid(let diagnostics)):
                return .failure(ScenarioDiagnostics(diagnostics.isEmpty
                    ? [ScenarioDiagnostic(path: storekit, line: 1, column: 1, message: "expected a valid .storekit file")] : diagnostics))
            }
        }
        let scenarioFolder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        guard let path else {
            let chosen = client.map { [AppliedCommand(command: $0, text: CommandFormatter.format($0), origin: .setup)] } ?? []
            if let storekit {
                let launch = AppliedCommand(command: .launch, text: CommandFormatter.format(.launch), origin: .setup)
                return .success(DebuggerSession(title: storekit, setup: setup + chosen + [launch], scenario: nil, scenarioFolder: scenarioFolder, clients: clients))
            }
            return .success(DebuggerSession.builtInDemo(scenarioFolder: scenarioFolder, client: chosen, clients: clients))
        }
        if let missing = InputPath.missing(path) { return .failure(ScenarioDiagnostics([missing])) }
        switch ScenarioRunner.load(path: path, clients: clients) {
        case .success(let scenario):
            return .success(DebuggerSession(title: path, setup: setup, scenario: scenario, scenarioFolder: scenarioFolder, clients: clients))
        case .failure(let diagnostics):
            return .failure(ScenarioDiagnostics([firstProblem(of: diagnostics, path: path)]))
        }
    }

    /// The one line a scenario's input error is reported as: the file's first problem.
    private static func firstProblem(of diagnostics: ScenarioDiagnostics, path: String) -> ScenarioDiagnostic {
        diagnostics.diagnostics.first
            ?? ScenarioDiagnostic(path: path, line: 1, column: 1, message: "expected a scenario file")
    }
}
