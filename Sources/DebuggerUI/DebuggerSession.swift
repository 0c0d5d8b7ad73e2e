import Foundation
import ScenarioLanguage
import StoreCore
import TerminalUI

/// Everything the interactive debugger knows: the engine, the commands applied so far, the
/// open scenario and how far it has run, and the screen's own state (selection, focus, overlay).
/// The `:` prompt (`CommandPrompt`), the `/` filter (`TransactionFilter`) and the buy picker
/// (`BuyPicker`, held by the overlay while open) are child states: each owns its fields and
/// handles its keys alone, returning what the session must do as data, which the session
/// carries out. Pure: keys and ticks go in (`handle(_:)`, `tick()`), and
/// `DebuggerScreen` draws it. It does no I/O: writing the session (`w`) and reading a
/// `.storekit` file a prompt line names are effects `handle` returns (`SessionEffect`), whose
/// results come back through `scenarioWritten(_:thenQuit:)` and `storeKitLoaded(_:)`; what the
/// journal needs is handed out as data (`takeRecordChanges()`).
///
/// Every change to the simulated world is a `Command` applied through `apply(_:text:origin:)`,
/// which records it, so undo is a replay of the record minus its tail and `w` writes the record.
package struct DebuggerSession {
    /// What the title bar calls the session: the scenario's path or "built-in demo".
    package let title: String
    package internal(set) var engine: Engine
    package internal(set) var applied: [AppliedCommand] = []
    /// The scenario stepped through with `n`, if one was opened.
    package let scenario: Scenario?
    /// The index of the scenario step `n` applies next (== steps.count when done).
    package internal(set) var nextStepIndex = 0
    /// Scenario steps run whose expectation failed, so the steps pane can mark them.
    package internal(set) var failedStepIndexes: Set<Int> = []
    /// Scenario steps passed over with `N`: behind the next step, but never run.
    package internal(set) var skippedStepIndexes: Set<Int> = []
    /// The step the steps pane highlights while it has the focus (↑ ↓ move it).
    package internal(set) var selectedStepIndex = 0

    /// The transaction the keys `a d r e` act on; nil means the newest one shown.
    package internal(set) var selectedTransactionID: TransactionID?
    /// The catalogue pane's highlighted product (↑ ↓ while it has the focus); a purchase from
    /// the buy picker moves it to the product bought.
    package internal(set) var selectedProductIndex = 0
    /// How many event lines the log is scrolled up from the latest.
    package internal(set) var eventScroll = 0
    package internal(set) var focus: SessionPane = .transactions
    /// The `/` filter: its text, its line while open and what it matches.
    package internal(set) var filter = TransactionFilter()
    package internal(set) var overlay: SessionOverlay?
    /// The `:` prompt: its line and history.
    package internal(set) var prompt = CommandPrompt()
    /// The last message, shown in the status line; every one is kept in `messages` too.
    package internal(set) var status: StatusMessage? {
        didSet { if let status { messages.append(status) } }
    }
    /// Every status message so far, oldest first, in full (the status line cuts them at its
    /// width): the messages view (`m`) lists them. Only the newest `MessageLog.capacity` are kept.
    package internal(set) var messages = MessageLog()
    /// How a written session is replayed from the working folder: the program as it was started
    /// (`storedbg` when found on PATH), then `run FILE`.
    package var programName = "storedbg"
    /// The name the debugger calls itself (`storedbg`, an app team's `my-debugger`): written
    /// sessions and hints name it.
    package var debuggerName = "storedbg"
    /// Why the session's journal stopped being written, once it has: the status line says so
    /// from then on, since nothing more the session does is kept.
    package internal(set) var journalStopped: String?
    /// What the last `w` put in the file, for the message once it is written.
    var writtenSummary = ""
    /// What to print once the screen is closed: where a write-then-quit put the file, which
    /// the status line said as the screen went away.
    package internal(set) var farewell: String?
    /// How far the clock advances each tick while the live clock runs (`:clock live 1d`).
    package internal(set) var liveRate: TimeSpan?
    /// The timeline is shown in place of the transaction list (`t`).
    package internal(set) var showsTimeline = false
    /// How far the timeline is zoomed in: each step halves the time it shows (0 shows it all).
    package internal(set) var timelineZoom = 0
    /// Every step applied so far, as the timeline needs it.
    var timelineRecorder: TimelineRecorder

    let keyMap = KeyAction.keyMap
    /// The folder `w` asks for the session to be written in.
    let scenarioFolder: URL
    /// The commands applied at start; undo never goes below them.
    let setupCount: Int
    /// Whether the record is still as last written (or as it started): whether quitting loses work.
    var writtenRecord: WrittenRecord
    /// Changes to `applied` since the last `takeRecordChanges()`, for the session journal.
    var untakenRecordChanges: [RecordChange] = []
    /// Where undo replays from: the world after setup, then every `UndoCheckpoint.spacing`
    /// commands the newest few.
    var undoCheckpoints: [UndoCheckpoint] = []

    /// A session that applies `setup` (the built-in demo, a `--storekit` catalogue) and then
    /// waits at the first step of `scenario`, if any. A setup command the engine refuses is
    /// reported in the status line and left out.
    package init(title: String, setup: [AppliedCommand], scenario: Scenario?, scenarioFolder: URL,
                clients: ClientRegistry = ClientRegistry()) {
        engine = Engine(clients: clients)
        timelineRecorder = TimelineRecorder(engine)
        self.title = title
        self.scenario = scenario
        self.scenarioFolder = scenarioFolder
        var refusals: [String] = []
        for command in setup {
            do {
                let report = try engine.apply(command.command)
                timelineRecorder.record(engine, after: report, command: command.command, text: command.text)
                applied.append(command)
            } catch {
                refusals.append("\(command.text): \(error.message)")
            }
        }
        setupCount = applied.count
        writtenRecord = WrittenRecord(applied)
        undoCheckpoints = [UndoCheckpoint(appliedCount: applied.count, engine: engine, timelineRecorder: timelineRecorder)]
        for refusal in refusals.dropLast() {
            messages.append(StatusMessage("Setup refused \(refusal)", kind: .error))
        }
        if let refusal = refusals.last {
            status = StatusMessage("Setup refused \(refusal)", kind: .error)
        } else if let scenario {
            status = StatusMessage("Opened \(scenario.path): \(scenario.steps.count) steps. Press n to run the next one.")
        } else {
            status = StatusMessage("Press b to buy, + to advance a day, : for any command, ? for help.")
        }
        // An initialiser's assignments skip `status`'s observer: the first message is kept here.
        if let status { messages.append(status) }
    }

    /// The built-in demo, with no scenario to step through (what `storedbg` alone opens; with
    /// `--storekit` the file's catalogue is opened instead, never mixed with the demo's).
    /// `client` (`--client`'s `client` command, or nothing) goes just before the demo's launch.
    package static func builtInDemo(scenarioFolder: URL, client: [AppliedCommand] = [],
                                    clients: ClientRegistry = ClientRegistry()) -> DebuggerSession {
        var setup = BuiltInDemo.lines.map { AppliedCommand(command: $0.command, text: $0.text, origin: .setup) }
        let launch = setup.firstIndex { if case .launch = $0.command { true } else { false } } ?? setup.endIndex
        setup.insert(contentsOf: client, at: launch)
        return DebuggerSession(title: BuiltInDemo.name, setup: setup, scenario: nil, scenarioFolder: scenarioFolder, clients: clients)
    }

    // MARK: Reading


    /// The session so far against true time, as the timeline pane draws it.
    package var timeline: Timeline { timelineRecorder.timeline(title: title, engine: engine) }

    /// The rows the transaction box would like below its header row: the transactions, or the
    /// timeline's lanes and its legend (the axis takes the header row).
    var transactionBoxRows: Int { showsTimeline ? timeline.lanes.count + 1 : visibleCount }

    /// Whether quitting now would lose commands not yet written with `w`.
    package var hasUnwrittenCommands: Bool { !writtenRecord.isWritten(recordCount: applied.count) }

    /// The number of commands undo can still take back.
    package var undoableCount: Int { applied.count - setupCount }

    /// The session as `w` writes it: every applied command, formatted so that running it
    /// headless gives the same final state, then the `expect` lines that hold now.
    package var scenarioText: String { writtenSession(interleaved: false).text }

    /// The session as a scenario file, with the expectations that hold: at the end, or, when
    /// `interleaved`, after each command since the setup, those it changed (a replay of the
    /// record, so each block holds what held then). `summary` says what was written.
    func writtenSession(interleaved: Bool) -> (text: String, summary: String) {
        var body: [String] = []
        var summary: String
        let commands = "\(applied.count) command\(applied.count == 1 ? "" : "s")"
        if interleaved {
            var replay = Engine(clients: engine.clients)
            var held: HeldExpectations?
            var count = 0
            for (index, record) in applied.enumerated() {
                body.append(CommandFormatter.format(record.command))
                guard (try? replay.apply(record.command)) != nil, index >= setupCount else { continue }
                if case .expect = record.command { continue }
                let now = HeldExpectations(in: replay)
                let lines = now.changed(since: held, in: replay)
                body += lines.map { CommandFormatter.format(.expect($0)) }
                count += lines.count
                held = now
            }
            summary = "\(commands), each followed by the \(count) expectation\(count == 1 ? "" : "s") it changed"
        } else {
            body = applied.map { CommandFormatter.format($0.command) }
            let held = HeldExpectations(in: engine)
            body.append("# What held when the session was written:")
            body += held.all.map { CommandFormatter.format(.expect($0)) }
            summary = "\(commands), then what holds now (\(held.summary))"
        }
        let lines = ["# \(debuggerName) session from \(title): \(summary).",
                     "# Replay it headless with: \(debuggerName) run FILE (not installed: swift run \(debuggerName) run FILE, in the package)"]
        return ((lines + body).joined(separator: "\n") + "\n", summary)
    }

    /// The changes to `applied` since the last call, oldest first: commands applied, and
    /// undo's cut back. The executable journals them; the session itself writes nothing.
    package mutating func takeRecordChanges() -> [RecordChange] {
        defer { untakenRecordChanges = [] }
        return untakenRecordChanges
    }

    /// Shows `message` in the status line: news from outside the session, e.g. that its
    /// journal cannot be written.
    package mutating func show(_ message: StatusMessage) { status = message }

    /// The session's journal stopped being written (`reason`, the file at `path`): the status
    /// line says so now and keeps saying it, whatever comes after, since a burst of keys would
    /// otherwise replace the news before it is ever drawn.
    package mutating func journalStopped(because reason: String, path: String) {
        journalStopped = reason
        status = StatusMessage("The session journal stopped: \(reason) (\(path)); nothing more is kept: w writes the session.",
                               kind: .error)
    }

    // MARK: Applying commands

    /// Applies one command and records it. A refused command changes nothing and throws; so does
    /// an `advance` beyond `RenewalLimit`, as in `storedbg run`.
    /// A command that adds transactions selects the newest, so `a` acts on what was just bought.
    @discardableResult
    mutating func apply(_ command: Command, text: String, origin: AppliedCommand.Origin) throws(EngineError) -> StepReport {
        if let refusal = RenewalLimit.refusal(of: command, in: engine) { throw EngineError(refusal) }
        let transactionsBefore = engine.store.transactions.count
        let sheetBefore = engine.devices[engine.currentDeviceIndex].sheet
        let report = try engine.apply(command)
        timelineRecorder.record(engine, after: report, command: command, text: text, line: scenarioLine(of: origin))
        filter.ledgerChanged(in: engine.store, changed: report.changedTransactionIDs)
        let record = AppliedCommand(command: command, text: text, origin: origin)
        writtenRecord.appending(record, toRecordOf: applied.count)
        applied.append(record)
        untakenRecordChanges.append(.appended(record))
        checkpointIfDue()
        // A live-clock tick is not the user's doing: it keeps where they scrolled and what they selected.
        if origin != .liveClock {
            if engine.store.transactions.count > transactionsBefore {
                selectedTransactionID = TransactionID(engine.store.transactions.count)
            }
            eventScroll = 0
        }
        status = Self.status(after: report, of: command, text: text)
        if let open = engine.devices[engine.currentDeviceIndex].sheet, open != sheetBefore {
            status = StatusMessage("The app shows the App Store's \(open.sheet.name) sheet: answer it with :sheet \(Self.answers(to: open.sheet))")
        }
        return report
    }

    /// How the customer may answer a sheet of the App Store, as the prompt takes it.
    private static func answers(to sheet: StoreSheet) -> String {
        switch sheet {
        case .manageSubscriptions: return "close|cancel-subscription|change-plan ID"
        case .offerCodeRedemption: return "close|redeem ID OFFER-ID [CODE]"
        case .refundRequest: return "request-refund [REASON]|cancel"
        }
    }

    /// The scenario line a command came from, if it was a scenario step.
    private func scenarioLine(of origin: AppliedCommand.Origin) -> Int? {
        guard case .scenarioStep(let index) = origin, let steps = scenario?.steps, steps.indices.contains(index) else { return nil }
        return steps[index].line
    }

    /// Applies a command from a key or the prompt, reporting a refusal in the status line.
    mutating func applyFromKey(_ command: Command) {
        let text = CommandFormatter.format(command)
        do {
            try apply(command, text: text, origin: .user)
        } catch {
            status = StatusMessage("Refused \(text): \(error.message)", kind: .error)
        }
    }

    private static func status(after report: StepReport, of command: Command, text: String) -> StatusMessage {
        if let failure = report.failedExpectation {
            return StatusMessage("[x] \(text): \(failure)", kind: .error)
        }
        if let violation = report.violations.first {
            return StatusMessage("[!] \(text): violation \(violation.summary)", kind: .violation)
        }
        if case .expect = command {
            return StatusMessage("[ok] \(text): holds")
        }
        let what = report.events.last.map { " → \($0.text)" } ?? ""
        return StatusMessage("\(text)\(what)")
    }

    // MARK: Undo

    /// Takes back the last command: restores the newest checkpoint before it and replays the
    /// commands after that checkpoint (fewer than `UndoCheckpoint.spacing` while undo stays
    /// within the checkpoints kept).
    mutating func undo() {
        guard undoableCount > 0, let removed = applied.last else {
            status = StatusMessage("Nothing to undo: the session is back where it started.")
            return
        }
        liveRate = nil
        let wasWritten = !hasUnwrittenCommands
        let keptCount = applied.count - 1
        undoCheckpoints.removeAll { $0.appliedCount > keptCount }
        let start = undoCheckpoints[undoCheckpoints.count - 1]
        // What the filter's index follows back from.
        let before = engine.store
        engine = start.engine
        timelineRecorder = start.timelineRecorder
        // A copy of the few commands to replay: a slice would share the record, and cutting the
        // record back would then copy all of it.
        let replaying = Array(applied[start.appliedCount..<keptCount])
        writtenRecord.cutting(applied, to: start.appliedCount)
        applied.removeSubrange(start.appliedCount...)
        for command in replaying {
            guard let report = try? engine.apply(command.command) else { break }
            timelineRecorder.record(engine, after: report, command: command.command, text: command.text, line: scenarioLine(of: command.origin))
            writtenRecord.appending(command, toRecordOf: applied.count)
            applied.append(command)
            checkpointIfDue()
        }
        filter.storeUndone(from: before, to: engine.store)
        untakenRecordChanges.append(.truncated(keeping: applied.count))
        if case .scenarioStep(let index) = removed.origin {
            // Taking back a step of the open file loses nothing that needs writing.
            if wasWritten { writtenRecord = WrittenRecord(applied) }
            nextStepIndex = index
            failedStepIndexes.remove(index)
            skippedStepIndexes = skippedStepIndexes.filter { $0 < index }
        }
        if let selected = selectedTransactionID, !engine.store.contains(selected) {
            selectedTransactionID = nil
        }
        eventScroll = 0
        status = StatusMessage("Undid \(removed.text) (\(undoableCount) more can be undone).")
    }

    /// Keeps the world as a checkpoint every `UndoCheckpoint.spacing` commands after setup,
    /// dropping the oldest but the setup's beyond `UndoCheckpoint.recentKept`.
    private mutating func checkpointIfDue() {
        let sinceSetup = applied.count - setupCount
        guard sinceSetup > 0, sinceSetup % UndoCheckpoint.spacing == 0 else { return }
        undoCheckpoints.append(UndoCheckpoint(appliedCount: applied.count, engine: engine, timelineRecorder: timelineRecorder))
        if undoCheckpoints.count > UndoCheckpoint.recentKept + 1 { undoCheckpoints.remove(at: 1) }
    }

    // MARK: Scenario steps

    /// Applies the open scenario's next step.
    mutating func applyNextStep() {
        guard let scenario else {
            status = StatusMessage("No scenario is open: start \(debuggerName) with a .scenario file, or type commands after :")
            return
        }
        guard nextStepIndex < scenario.steps.count else {
            status = StatusMessage("The scenario is done: all \(scenario.steps.count) steps ran. u undoes them.")
            return
        }
        let step = scenario.steps[nextStepIndex]
        let command = Self.resolvingStoreKitPath(of: step.command, against: scenario.path)
        let wasWritten = !hasUnwrittenCommands
        do {
            let report = try apply(command, text: step.text, origin: .scenarioStep(nextStepIndex))
            // The step is a line of the open file: a session that was written still is.
            if wasWritten { writtenRecord = WrittenRecord(applied) }
            if report.failedExpectation != nil { failedStepIndexes.insert(nextStepIndex) }
            nextStepIndex += 1
        } catch {
            status = StatusMessage("Line \(step.line) refused (N skips it, n retries): \(error.message)", kind: .error)
        }
    }

    /// Passes over the open scenario's next step without running it, e.g. one the engine refuses.
    mutating func skipNextStep() {
        guard let scenario, nextStepIndex < scenario.steps.count else {
            status = StatusMessage(scenario == nil ? "No scenario is open: there is no step to skip." : "The scenario is done: no step left to skip.")
            return
        }
        let step = scenario.steps[nextStepIndex]
        skippedStepIndexes.insert(nextStepIndex)
        nextStepIndex += 1
        status = StatusMessage("Skipped line \(step.line), not run: \(step.text)")
    }

    /// A `storekit` step's path made relative to the working folder rather than the scenario's,
    /// so that the written session (which lives in the working folder) loads the same file.
    private static func resolvingStoreKitPath(of command: Command, against scenarioPath: String) -> Command {
        guard case .storekit(let path, let configuration) = command else { return command }
        let context = ParseContext(path: scenarioPath, loadStoreKit: { _ in .failure(.unreadable(reason: "not loaded here")) })
        return .storekit(path: context.resolve(storeKitPath: path), configuration: configuration)
    }

    // MARK: Writing

    /// The effect that writes the session as a scenario file, its expectations at the end or,
    /// when `interleaved`, after each command; quitting after it when `thenQuit`.
    mutating func writeScenario(interleaved: Bool = false, thenQuit: Bool = false) -> SessionEffect {
        let written = writtenSession(interleaved: interleaved)
        writtenSummary = written.summary
        return .writeScenario(text: written.text, folder: scenarioFolder, thenQuit: thenQuit)
    }

    /// The result of `SessionEffect.writeScenario`: the file's path, or why it was not written.
    /// Returns `.quit` when asked to quit after it and nothing is left unwritten.
    package mutating func scenarioWritten(_ result: Result<String, ScenarioWriteError>, thenQuit: Bool) -> Flow {
        switch result {
        case .success(let path):
            writtenRecord = WrittenRecord(applied)
            let name = (path as NSString).lastPathComponent
            let folder = (path as NSString).deletingLastPathComponent
            status = StatusMessage("Wrote \(name): \(writtenSummary); '\(programName) run \(name)' replays and checks it (in \(folder))")
        case .failure(let error):
            status = StatusMessage("Not written: \(error.message)", kind: .error)
        }
        guard thenQuit, !hasUnwrittenCommands else { return .continue }
        farewell = status?.text
        return .quit
    }
}
