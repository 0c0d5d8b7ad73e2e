import DebuggerUI
import ScenarioLanguage
import StoreCore
import TerminalUI
import Testing

@Suite struct SessionJournalTextTests {
    private let unlock = SessionFixtures.unlockID
    private let header = JournalText.Header(title: "built-in demo", started: "2026-12-01 16:10", scenarioPath: nil)

    /// The journal a session's record changes make, as the executable writes it.
    private func journal(of session: inout DebuggerSession) -> String {
        var entries: [String] = []
        for change in session.takeRecordChanges() {
            switch change {
            case .appended(let record): entries.append(JournalText.entry(record))
            case .truncated(let count): entries.removeLast(entries.count - (count - session.applied.filter { $0.origin == .setup }.count))
            }
        }
        return JournalText.opening(header, setup: session.applied.filter { $0.origin == .setup }) + entries.joined()
    }

    @Test func appliedCommandsAndUndoAreHandedOutAsData() throws {
        var session = try SessionFixtures.demo()
        #expect(session.takeRecordChanges().isEmpty)
        session.press("+")
        session.enter("buy \(unlock)")
        session.press("u")
        let changes = session.takeRecordChanges()
        #expect(changes.count == 3)
        #expect(changes.first == .appended(AppliedCommand(command: .advance(.days(1)), text: "advance 1d", origin: .user)))
        #expect(changes.last == .truncated(keeping: session.applied.count))
        #expect(session.takeRecordChanges().isEmpty)
    }

    @Test func aJournalReadsBackAsTheSameRecordAndReplaysHeadless() throws {
        var session = try SessionFixtures.demo()
        session.enter("buy \(unlock) ask-to-buy")
        session.press("a")
        session.press("++u")
        let text = journal(of: &session)
        #expect(!JournalText.isEnded(text))
        let contents = try JournalText.read(text, context: StoreKitBridge.context(path: "journal.scenario")).get()
        #expect(contents.header == header)
        #expect(contents.records.map(\.command) == session.applied.map(\.command))
        #expect(contents.records.map(\.origin) == session.applied.map(\.origin))
        #expect(!contents.isEnded)
        let replay = try Scenario.parse(text: text, context: StoreKitBridge.context(path: "journal.scenario")).get()
        #expect(ScenarioRunner.run(replay).status == .passed)
        #expect(JournalText.isEnded(text + JournalText.finishedMarker + "\n"))
    }

    @Test func scenarioStepsAndTheLiveClockKeepTheirOrigins() throws {
        var session = try SessionFixtures.scenario("product pro unlock\nlaunch\nexpect access unlocked\n")
        session.press("nnn")
        let record = session.applied
        let text = JournalText.opening(JournalText.Header(title: "walk.scenario", started: "t", scenarioPath: "/w/walk.scenario"), setup: [])
            + record.map(JournalText.entry).joined()
            + JournalText.entry(AppliedCommand(command: .advance(.days(1)), text: "advance 1d", origin: .liveClock))
        let contents = try JournalText.read(text, context: StoreKitBridge.context(path: "journal.scenario")).get()
        #expect(contents.header.scenarioPath == "/w/walk.scenario")
        #expect(contents.records.map(\.origin) == [.scenarioStep(0), .scenarioStep(1), .scenarioStep(2), .liveClock])

        var resumed = try SessionFixtures.scenario("product pro unlock\nlaunch\nexpect access unlocked\n")
        resumed.resume(replaying: contents.records, started: "t")
        #expect(resumed.nextStepIndex == 3)
        #expect(resumed.failedStepIndexes == [2])
        #expect(resumed.status?.text.hasPrefix("Resumed the session of t: 4 commands") == true)
    }

    private func reason(_ read: Result<JournalText.Contents, JournalText.Unreadable>) -> String? {
        if case .failure(let problem) = read { return problem.reason }
        return nil
    }

    @Test func textThatIsNoJournalIsNotReadAndSaysWhy() {
        let notAJournal = "it is not a session journal: its first line is not '# NAME session journal: …'"
        #expect(reason(JournalText.read("launch\n", context: StoreKitBridge.context(path: "x.scenario"))) == notAJournal)
        #expect(reason(JournalText.read("", context: StoreKitBridge.context(path: "x.scenario"))) == notAJournal)
    }

    /// A journal names the debugger that keeps it, in its header and its replay hint, and one
    /// naming a client this debugger does not know says so, at its line.
    @Test func aJournalNamesItsDebuggerAndOneWithAnUnknownClientSaysWhy() throws {
        let mine = JournalText.Header(title: "trial.scenario", started: "t", scenarioPath: nil, debugger: "my-debugger")
        let text = JournalText.opening(mine, setup: [AppliedCommand(command: .launch, text: "launch", origin: .setup)])
            + "client myapp\n"
        #expect(text.hasPrefix("# my-debugger session journal: trial.scenario, started t\n"
                               + "# Replay it with 'my-debugger run FILE'; 'my-debugger --resume' takes it up again.\n"))
        var context = StoreKitBridge.context(path: "journal.scenario")
        context.clients = ["myapp"]
        #expect(try JournalText.read(text, context: context).get().header == mine)
        #expect(reason(JournalText.read(text, context: StoreKitBridge.context(path: "journal.scenario")))
                == "5:8: expected 'reference' or 'fault', found 'myapp' (e.g. `client reference`)")
    }

    /// Issue 26: a disk that fills mid-write leaves the journal's last line cut short. It is
    /// dropped when the journal is read back (it read as an error before, so the journal was
    /// never offered back), and the resumed session says so.
    @Test func aLastLineCutShortIsDroppedAndTheResumeSaysSo() throws {
        var session = try SessionFixtures.demo()
        session.press("++")
        let whole = journal(of: &session)
        let torn = whole + "buy com.exa"
        let contents = try JournalText.read(torn, context: StoreKitBridge.context(path: "journal.scenario")).get()
        #expect(contents.droppedLine == "buy com.exa")
        #expect(contents.records.map(\.command) == session.applied.map(\.command))
        #expect(try JournalText.read(whole, context: StoreKitBridge.context(path: "journal.scenario")).get().droppedLine == nil)

        var resumed = try SessionFixtures.demo()
        resumed.resume(replaying: contents.records.filter { $0.origin != .setup }, started: "t", droppedLine: contents.droppedLine)
        #expect(resumed.engine.store.now == session.engine.store.now)
        #expect(resumed.status == StatusMessage("Resumed the session of t: 2 commands replayed; the journal's last line was cut "
                                                + "short (a full disk?) and is dropped: 'buy com.exa'", kind: .error))
    }
}

/// What the session says of its journal and of the debugger it runs in.
@Suite struct SessionJournalNewsTests {
    /// Issue 26: the journal stopping was said once, and a burst of keys replaced it before it was
    /// drawn; it is said on the status line from then on.
    @Test func aJournalThatStoppedIsSaidOnTheStatusLineWhateverComesAfter() throws {
        var session = try SessionFixtures.demo()
        session.journalStopped(because: "No space left on device", path: "/state/journal.scenario")
        session.press("+++")
        let rows = DebuggerScreen.render(session, size: .minimumScreen).grid.text.components(separatedBy: "\n")
        #expect(rows[22].hasPrefix(" JOURNAL STOPPED advance 1d → Advance 1d"))
        #expect(session.messages.messages.contains {
            $0.text == "The session journal stopped: No space left on device (/state/journal.scenario); nothing more is kept: w writes the session."
        })
    }

    /// Issue 24: a session written by an app team's debugger says to replay it with that debugger.
    @Test func aWrittenSessionNamesItsDebugger() throws {
        var session = try SessionFixtures.demo()
        session.debuggerName = "my-debugger"
        #expect(session.scenarioText.hasPrefix("# my-debugger session from built-in demo: 3 commands, then what holds now "
            + "(access evaluation 14, 0 owned, 0 transactions, no violations).\n"
            + "# Replay it headless with: my-debugger run FILE (not installed: swift run my-debugger run FILE, in the package)\n"))
        session.press("n")
        #expect(session.status?.text == "No scenario is open: start my-debugger with a .scenario file, or type commands after :")
    }
}

@Suite struct ResumeOfferTests {
    @Test func rResumesAndNStartsAnew() {
        var offer = ResumeOffer(started: "2026-12-01 16:10", commandCount: 5)
        #expect(offer.question == "Resume the session of 2026-12-01 16:10, 5 commands?")
        #expect(offer.handle(.character("x")) == .continue)
        #expect(offer.choice == nil)
        #expect(offer.handle(.character("r")) == .quit)
        #expect(offer.choice == .resume)
        var declined = ResumeOffer(started: "t", commandCount: 1)
        #expect(declined.handle(.escape) == .quit)
        #expect(declined.choice == .startNew)
    }

    @Test func theQuestionIsDrawnInTheMiddle() {
        let frame = ResumeOffer.render(ResumeOffer(started: "t", commandCount: 1), size: Size(width: 80, height: 24))
        let text = (0..<24).map { y in String(frame.grid.row(y).map(\.character)) }.joined(separator: "\n")
        #expect(text.contains("Resume the session of t, 1 command?"))
        #expect(text.contains("r resume · n new"))
    }
}
